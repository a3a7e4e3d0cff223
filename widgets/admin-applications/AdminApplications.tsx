import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import { approveApplication, listApplications, rejectApplication } from '../../src/api/partner';
import { applicationStatuses, type ApplicationListResult, type ApplicationStatus, type PartnerApplication } from '../../src/contract/partner';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { ScrollRegion } from '../../src/ui/ScrollRegion';
import { EmptyState } from '../../src/ui/EmptyState';
import { formatDate } from '../../src/ui/formatDate';
import { oneOf, useListAddress, type ListQueryFields } from '../../src/ui/listAddress';
import { SelectField } from '../../src/ui/SelectField';
import { TextAreaField } from '../../src/ui/TextAreaField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFocusReturn } from '../../src/ui/useFocusReturn';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { useResource } from '../../src/ui/useResource';
import { rejectApplicationForm } from '../../src/validation/partnerForms';
import { FormAlert } from '../../src/ui/FormAlert';

export type AdminApplicationsProps = WidgetProps & {
  /** The status the queue opens with (default pending); '' shows every application. */
  status?: string;
  /** Rows per page (the server caps it). */
  pageSize?: number;
  /** The status and page as an address's query (`?status=rejected&page=2`; `status=all` for every application), set by a page that keeps them in its address. */
  query?: string;
};

const defaultPageSize = 20;
const toStatus = (value: string | undefined): ApplicationStatus | undefined =>
  value === undefined ? 'pending' : (applicationStatuses as readonly string[]).includes(value) ? (value as ApplicationStatus) : undefined;

/** The queue's query parameters (`?status=&page=`): `status` pending, approved, rejected or all, by default the one the queue opens with. */
export const applicationListFields = (opening: ApplicationStatus | 'all') =>
  ({ status: { fallback: opening, valid: oneOf(['all', ...applicationStatuses]) } }) satisfies ListQueryFields;

/**
 * The partner application queue of the admin console (issue 13): filter by status, page, approve, or
 * reject with a reason. Every decision is the server's: the row shows what it answered.
 */
export function AdminApplications({ emit, status: initialStatus, pageSize = defaultPageSize, query: address }: AdminApplicationsProps) {
  const { t, i18n } = useTranslation('partner');
  const headingId = useId();
  // The status and page: the page's address when it keeps them there, else this widget's own.
  const opening = toStatus(initialStatus) ?? 'all';
  const fields = useMemo(() => applicationListFields(opening), [opening]);
  const list = useListAddress(fields, address, emit);
  const status = toStatus(list.query.status);
  const { page } = list.query;
  const [notice, setNotice] = useState<string | null>(null);
  const size = pageSize > 0 ? pageSize : defaultPageSize;
  // Another filter, page or a reload after a decision keeps the last rows (busy): the control just used keeps the focus.
  const { resource, reload, busy } = useResource<ApplicationListResult>(() => listApplications({ status, page, pageSize: size }), `${status ?? 'all'}:${page}:${size}`, {
    keepWhileLoading: true,
  });
  const pages = resource.status === 'ready' ? Math.max(1, Math.ceil(resource.data.total / size)) : 1;

  return (
    <section className="tc-admin-applications" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-admin-applications__heading" part="heading">
        {t('queue.heading')}
      </h2>
      <div className="tc-filters" part="filter">
        <SelectField
          label={t('queue.filter')}
          name="status"
          value={status ?? 'all'}
          onChange={(value) => {
            list.search({ status: value || 'all' });
            setNotice(null);
          }}
          options={[{ value: 'all', label: t('queue.all') }, ...applicationStatuses.map((option) => ({ value: option, label: t(`queue.status.${option}`) }))]}
        />
      </div>
      <p className="tc-admin-applications__notice" role="status" part="notice">
        {notice}
      </p>
      {resource.status === 'loading' ? (
        <p className="tc-admin-applications__loading" part="loading" aria-busy="true">
          {t('common:loading')}
        </p>
      ) : resource.status === 'error' ? (
        <div className="tc-admin-applications__error" part="error">
          <p>{userMessage(resource.error) ?? t('queue.loadError')}</p>
          <button type="button" className="tc-button tc-button--secondary" part="button" onClick={reload}>
            {t('common:actions.retry')}
          </button>
        </div>
      ) : resource.data.list.length === 0 ? (
        <EmptyState message={t('queue.empty')} />
      ) : (
        <>
          <ScrollRegion label={t('queue.caption')} part="table">
            <table className="tc-table" aria-busy={busy || undefined}>
              <caption className="tc-visually-hidden">{t('queue.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('queue.column.company')}</th>
                  <th scope="col">{t('queue.column.contact')}</th>
                  <th scope="col">{t('queue.column.roles')}</th>
                  <th scope="col">{t('queue.column.submitted')}</th>
                  <th scope="col">{t('queue.column.status')}</th>
                  <th scope="col">{t('queue.column.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {resource.data.list.map((application) => (
                  <ApplicationRow
                    key={application.applicationId}
                    application={application}
                    language={i18n.language}
                    onDecided={(text) => {
                      setNotice(text);
                      reload();
                    }}
                  />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {pages > 1 ? (
            <nav className="tc-admin-applications__pages" aria-label={t('queue.page', { page, pages })} part="pages">
              <button type="button" className="tc-button tc-button--secondary" disabled={page <= 1} onClick={() => list.setPage(page - 1)}>
                {t('queue.previous')}
              </button>
              <span>{t('queue.page', { page, pages })}</span>
              <button type="button" className="tc-button tc-button--secondary" disabled={page >= pages} onClick={() => list.setPage(page + 1)}>
                {t('queue.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

const reasonFields = ['reason'] as const;

/** One application: its facts, and for a pending one Approve, or Reject that asks for the reason in place. */
function ApplicationRow({ application, language, onDecided }: { application: PartnerApplication; language: string; onDecided: (notice: string) => void }) {
  const { t } = useTranslation('partner');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  // Set by Cancel: the Reject button takes the focus back when it is shown again.
  const [focusTarget, returnFocus] = useFocusReturn();
  const errors = useFormErrors(reasonFields);
  const company = application.company;

  const approve = async () => {
    setBusy(true);
    try {
      const approved = await approveApplication(application.applicationId);
      onDecided(t('queue.approved', { company, account: approved.account }));
    } catch (error) {
      errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const reject = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = rejectApplicationForm.safeParse({ applicationId: application.applicationId, reason });
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    setBusy(true);
    try {
      await rejectApplication(parsed.data.applicationId, parsed.data.reason);
      onDecided(t('queue.rejected', { company }));
      // The table keeps this row while it reloads: it closes its reason form itself.
      setRejecting(false);
      setReason('');
    } catch (error) {
      errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <tr part="row">
      <td>
        <strong>{company}</strong>
        <br />
        <span className="tc-hint">
          {application.companyNumber} · {application.country}
          {application.website ? ` · ${application.website}` : ''}
        </span>
      </td>
      <td>
        {application.contactName}
        <br />
        <span className="tc-hint">
          {application.email} · {application.phone}
        </span>
      </td>
      <td>{application.roles.map((role) => t(`apply.role.${role}`)).join(', ')}</td>
      <td>{formatDate(application.submittedAt, language)}</td>
      <td>
        <span className={`tc-admin-applications__status tc-admin-applications__status--${application.status}`} part={`status status-${application.status}`}>
          {t(`queue.status.${application.status}`)}
        </span>
        {application.decidedBy ? <span className="tc-hint"> {t('queue.decidedBy', { account: application.decidedBy })}</span> : null}
        {application.rejectionReason ? <p className="tc-hint">{application.rejectionReason}</p> : null}
      </td>
      <td>
        <FormAlert message={errors.alert} />
        {application.status !== 'pending' ? null : rejecting ? (
          <form className="tc-form tc-admin-applications__reject" noValidate onSubmit={reject} part="reject-form">
            <TextAreaField label={t('queue.reason', { company })} hint={t('queue.reasonHint')} {...errors.field('reason')} value={reason} onChange={setReason} rows={3} autoFocus />
            <div className="tc-admin-applications__actions">
              <ThrottledButton type="submit" className="tc-button" busy={busy} part="button confirm-reject">
                {t('queue.confirmReject')}
              </ThrottledButton>
              <button
                type="button"
                className="tc-button tc-button--secondary"
                part="button"
                onClick={() => {
                  returnFocus();
                  setRejecting(false);
                  errors.clear();
                }}
              >
                {t('common:actions.cancel')}
              </button>
            </div>
          </form>
        ) : (
          <div className="tc-admin-applications__actions">
            <ThrottledButton className="tc-button" busy={busy} onClick={() => void approve()} aria-label={t('queue.approveLabel', { company })} part="button approve">
              {t('queue.approve')}
            </ThrottledButton>
            <button
              ref={focusTarget}
              type="button"
              className="tc-button tc-button--secondary"
              aria-label={t('queue.rejectLabel', { company })}
              part="button reject"
              onClick={() => setRejecting(true)}
            >
              {t('queue.reject')}
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}
