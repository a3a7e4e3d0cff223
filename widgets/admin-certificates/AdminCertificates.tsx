import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reissueCertificate, revokeCertificate, searchCertificates } from '../../src/api/adminCertificates';
import { isNotFound, userMessage } from '../../src/api/apiError';
import { partnerCertificateValidityMonths, type AdminCertificate, type AdminCertificateListResult, type AdminCertificateSort, type CertificateStatus } from '../../src/contract/certificate';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { DataTable, type DataTableColumn } from '../../src/ui/DataTable';
import { formatDate } from '../../src/ui/formatDate';
import { GoneNotice } from '../../src/ui/GoneNotice';
import { Pager } from '../../src/ui/Pager';
import { TextAreaField } from '../../src/ui/TextAreaField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { oneOf, searchText, useListAddress, type ListQueryFields } from '../../src/ui/listAddress';
import { useResource } from '../../src/ui/useResource';
import { certificateActionForm } from '../../src/validation/adminCertificateForms';
import { FormAlert } from '../../src/ui/FormAlert';

export type AdminCertificatesProps = WidgetProps & {
  /** Rows per page (the server caps it at 100). */
  pageSize?: number;
  /** The search, status, sort and page as an address's query (`?q=TC-&status=valid&page=2`), set by a page that keeps them in its address. */
  query?: string;
};

const defaultPageSize = 20;
// The statuses the server answers (src/contract/certificate.ts), as a plain list: the widget loads no zod.
const statuses: readonly CertificateStatus[] = ['valid', 'expiring', 'expired', 'revoked', 'superseded'];
const sortableColumns: readonly AdminCertificateSort[] = ['serial', 'holder', 'company', 'course', 'issuedAt', 'validUntil', 'status'];

type Search = { q: string; status: CertificateStatus | ''; sort: AdminCertificateSort; order: 'asc' | 'desc'; page: number };

/** The list's query parameters (`?q=&status=&sort=&order=&page=`): anything else in an address falls back to these. */
export const certificateListFields = {
  q: searchText,
  status: { fallback: '', valid: oneOf(statuses) },
  sort: { fallback: 'issuedAt', valid: oneOf(sortableColumns) },
  order: { fallback: 'desc', valid: oneOf(['asc', 'desc']) },
} satisfies ListQueryFields;

/**
 * The admin console's certificates (issue 13): search by serial, holder, e-mail, company or course
 * and status; the server filters, sorts and pages. Revoke or reissue with a reason in place.
 */
export function AdminCertificates({ emit, pageSize = defaultPageSize, query: address }: AdminCertificatesProps) {
  const { t, i18n } = useTranslation('adminReports');
  const headingId = useId();
  const queryId = useId();
  const statusId = useId();
  const size = pageSize > 0 ? pageSize : defaultPageSize;
  // The search, status, sort and page: the page's address when it keeps them there, else this widget's own.
  const list = useListAddress(certificateListFields, address, emit);
  const search = list.query as Search;
  const setSearch = (next: Search) => list.change(next);
  const [draft, setDraft] = useState<{ q: string; status: CertificateStatus | '' }>({ q: search.q, status: search.status });
  // Another search arrived (submitted, or Back to an earlier one): the fields show it.
  const applied = `${search.status}|${search.q}`;
  const [draftFor, setDraftFor] = useState(applied);
  if (draftFor !== applied) {
    setDraftFor(applied);
    setDraft({ q: search.q, status: search.status });
  }
  const [notice, setNotice] = useState<string | null>(null);
  // Another search, sort or page keeps the last rows (busy): the control just used keeps the focus.
  const { resource, reload, busy } = useResource<AdminCertificateListResult>(
    () => searchCertificates({ q: search.q || undefined, status: search.status || undefined, sort: search.sort, order: search.order, page: search.page, pageSize: size }),
    JSON.stringify({ ...search, size }),
    { language: i18n.language, keepWhileLoading: true },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    setSearch({ ...search, q: draft.q.trim(), status: draft.status, page: 1 });
  };

  const onSort = (key: string) => {
    const sort = key as AdminCertificateSort;
    setSearch({ ...search, sort, order: search.sort === sort && search.order === 'asc' ? 'desc' : 'asc', page: 1 });
  };

  const columns: DataTableColumn<AdminCertificate>[] = [
    { key: 'serial', header: t('certificates.column.serial'), sortable: true, cell: (row) => <span className="tc-admin-certificates__serial">{row.serial}</span> },
    {
      key: 'holder',
      header: t('certificates.column.holder'),
      sortable: true,
      cell: (row) => (
        <>
          {row.holderName}
          <br />
          <span className="tc-hint">{row.holderEmail}</span>
        </>
      ),
    },
    { key: 'company', header: t('certificates.column.company'), sortable: true, cell: (row) => row.company },
    { key: 'course', header: t('certificates.column.course'), sortable: true, cell: (row) => row.courseTitle },
    { key: 'issuedAt', header: t('certificates.column.issuedAt'), sortable: true, cell: (row) => formatDate(row.issuedAt, i18n.language) },
    { key: 'validUntil', header: t('certificates.column.validUntil'), sortable: true, cell: (row) => formatDate(row.validUntil, i18n.language) },
    {
      key: 'status',
      header: t('certificates.column.status'),
      sortable: true,
      cell: (row) => (
        <>
          <span className={`tc-status tc-status--${row.status}`} part={`status status-${row.status}`}>
            {t(`certificates.statusName.${row.status}`)}
          </span>
          {row.replacedBySerial ? <span className="tc-hint tc-admin-certificates__link">{t('certificates.replacedBy', { serial: row.replacedBySerial })}</span> : null}
          {row.reissuedFromSerial ? <span className="tc-hint tc-admin-certificates__link">{t('certificates.reissuedFrom', { serial: row.reissuedFromSerial })}</span> : null}
          {row.revokedReason ? <span className="tc-hint tc-admin-certificates__link">{t('certificates.revokedBecause', { reason: row.revokedReason })}</span> : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('certificates.column.actions'),
      cell: (row) => (
        <CertificateActions
          certificate={row}
          onDone={(text) => {
            setNotice(text);
            reload();
          }}
          onReload={reload}
        />
      ),
    },
  ];

  return (
    <section className="tc-admin-certificates" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-admin-certificates__heading" part="heading">
        {t('certificates.heading')}
      </h2>
      <form className="tc-filters" role="search" onSubmit={submit} part="search">
        <div className="tc-field">
          <label className="tc-label" htmlFor={queryId}>
            {t('certificates.search')}
          </label>
          <input
            id={queryId}
            className="tc-input"
            type="search"
            name="q"
            maxLength={100}
            value={draft.q}
            aria-describedby={`${queryId}-hint`}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
          <p className="tc-hint" id={`${queryId}-hint`}>
            {t('certificates.searchHint')}
          </p>
        </div>
        <div className="tc-field">
          <label className="tc-label" htmlFor={statusId}>
            {t('certificates.status')}
          </label>
          <select id={statusId} className="tc-input" value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value as CertificateStatus | '' })}>
            <option value="">{t('certificates.anyStatus')}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {t(`certificates.statusName.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="tc-button" part="button search-button">
          {t('certificates.submit')}
        </button>
      </form>
      <p className="tc-admin-certificates__notice" role="status" part="notice">
        {notice}
      </p>
      {resource.status === 'loading' ? (
        <p className="tc-admin-certificates__loading" part="loading" aria-busy="true">
          {t('common:loading')}
        </p>
      ) : resource.status === 'error' ? (
        <div className="tc-admin-certificates__error" part="error">
          <p>{userMessage(resource.error) ?? t('certificates.loadError')}</p>
          <button type="button" className="tc-button tc-button--secondary" part="button" onClick={reload}>
            {t('common:actions.retry')}
          </button>
        </div>
      ) : (
        <>
          <DataTable
            caption={t('certificates.caption', { total: resource.data.total })}
            captionHidden
            columns={columns}
            rows={resource.data.list}
            rowKey={(row) => row.certificateId}
            rowLabel={(row) => row.serial}
            emptyMessage={t('certificates.empty')}
            busy={busy}
            sort={sortableColumns.includes(resource.data.sort) ? { key: resource.data.sort, descending: resource.data.order === 'desc' } : undefined}
            onSortChange={onSort}
          />
          <Pager page={resource.data.page} pageSize={resource.data.pageSize} total={resource.data.total} onPage={(page) => setSearch({ ...search, page })} />
        </>
      )}
    </section>
  );
}

type Action = 'revoke' | 'reissue';
const reasonFields = ['reason'] as const;

/** Revoke and Reissue, each asking for its reason in place; shows what the server allows. */
function CertificateActions({ certificate, onDone, onReload }: { certificate: AdminCertificate; onDone: (notice: string) => void; onReload: () => void }) {
  const { t } = useTranslation('adminReports');
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  // The certificate is missing on the server (40004): its message and the way back replace the reason form.
  const [gone, setGone] = useState<string | null>(null);
  // Set by Cancel: the button that opened the form takes the focus back when it is shown again.
  const returnFocus = useRef<Action | null>(null);
  const errors = useFormErrors(reasonFields);
  const serial = certificate.serial;
  // A partner certificate starts a new term when reissued (the server's rule; the contract names its length).
  const reissueHint =
    certificate.kind === 'partner' ? t('certificates.reissueHintPartner', { months: partnerCertificateValidityMonths }) : t('certificates.reissueHint');

  if (!certificate.canRevoke && !certificate.canReissue) return null;

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = certificateActionForm.safeParse({ certificateId: certificate.certificateId, reason });
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    setBusy(true);
    try {
      if (action === 'reissue') {
        const result = await reissueCertificate(parsed.data.certificateId, parsed.data.reason);
        onDone(t('certificates.reissued', { serial, newSerial: result.certificate.serial }));
      } else {
        await revokeCertificate(parsed.data.certificateId, parsed.data.reason);
        onDone(t('certificates.revoked', { serial }));
      }
      // The table keeps this row while it reloads: it closes its reason form itself.
      setAction(null);
      setReason('');
    } catch (error) {
      if (isNotFound(error)) setGone(userMessage(error) ?? t('certificates.loadError'));
      else errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const focusBack = (which: Action) => (button: HTMLButtonElement | null) => {
    if (button && returnFocus.current === which) {
      returnFocus.current = null;
      button.focus();
    }
  };

  if (gone !== null) {
    return (
      <GoneNotice
        message={gone}
        onBack={() => {
          setGone(null);
          setAction(null);
          setReason('');
          errors.clear();
          onReload();
        }}
      />
    );
  }

  if (action) {
    return (
      <form className="tc-form tc-admin-certificates__reason" noValidate onSubmit={confirm} part="reason-form">
        <FormAlert message={errors.alert} />
        <TextAreaField
          label={t(action === 'reissue' ? 'certificates.reasonReissue' : 'certificates.reasonRevoke', { serial })}
          hint={`${action === 'reissue' ? `${reissueHint} ` : ''}${t('certificates.reasonHint')}`}
          {...errors.field('reason')}
          value={reason}
          onChange={setReason}
          rows={3}
          autoFocus
        />
        <div className="tc-admin-certificates__actions">
          <ThrottledButton type="submit" className="tc-button" busy={busy} part={`button confirm-${action}`}>
            {t(action === 'reissue' ? 'certificates.confirmReissue' : 'certificates.confirmRevoke')}
          </ThrottledButton>
          <button
            type="button"
            className="tc-button tc-button--secondary"
            part="button"
            onClick={() => {
              returnFocus.current = action;
              setAction(null);
              setReason('');
              errors.clear();
            }}
          >
            {t('common:actions.cancel')}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className="tc-admin-certificates__actions">
      {certificate.canReissue ? (
        <button ref={focusBack('reissue')} type="button" className="tc-button" aria-label={t('certificates.reissueLabel', { serial })} part="button reissue" onClick={() => setAction('reissue')}>
          {t('certificates.reissue')}
        </button>
      ) : null}
      {certificate.canRevoke ? (
        <button
          ref={focusBack('revoke')}
          type="button"
          className="tc-button tc-button--secondary"
          aria-label={t('certificates.revokeLabel', { serial })}
          part="button revoke"
          onClick={() => setAction('revoke')}
        >
          {t('certificates.revoke')}
        </button>
      ) : null}
    </div>
  );
}
