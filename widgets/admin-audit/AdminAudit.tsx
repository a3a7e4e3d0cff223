import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import { searchAudit } from '../../src/api/audit';
import type { AuditEntry, AuditResult } from '../../src/contract/audit';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { DataTable, type DataTableColumn } from '../../src/ui/DataTable';
import { Pager } from '../../src/ui/Pager';
import { useResource } from '../../src/ui/useResource';
import { dateTimeFormat } from '../../src/ui/intlFormats';
import { auditDetailText } from './auditDetails';

export type AdminAuditProps = WidgetProps & {
  /** Entries per page (the server caps it). */
  pageSize?: number;
};

const defaultPageSize = 25;
type Filters = { actor: string; action: string; target: string; from: string; to: string };
const noFilters: Filters = { actor: '', action: '', target: '', from: '', to: '' };

/** A moment with date and time, in the reader's language and UTC (the server's days are UTC too). */
const formatMoment = (value: string, language: string): string =>
  `${dateTimeFormat(language === 'es' ? 'es-MX' : 'en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(value))} UTC`;

/**
 * The audit log of the admin console (issue 13): who did what to which record, and when, newest
 * first; filtered on the server by actor, action, target and UTC days, one page at a time.
 */
export function AdminAudit({ pageSize = defaultPageSize }: AdminAuditProps) {
  const { t, i18n } = useTranslation('adminUsers');
  const headingId = useId();
  const id = useId();
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const size = pageSize > 0 ? pageSize : defaultPageSize;
  const query = { ...filters, page, pageSize: size };
  // Another search or page keeps the last rows (busy): the control just used keeps the focus.
  const { resource, reload, busy } = useResource<AuditResult>(() => searchAudit(query), JSON.stringify(query), { keepWhileLoading: true });
  const [actions, setActions] = useState<string[]>([]);
  if (resource.status === 'ready' && resource.data.actions.join() !== actions.join()) setActions(resource.data.actions);
  const actionLabel = (action: string) => t(`audit.actions.${action}`, { defaultValue: action });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const field = (name: keyof Filters) => ({ value: draft[name], onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }) });
  const columns: DataTableColumn<AuditEntry>[] = [
    { key: 'when', header: t('audit.column.when'), cell: (entry) => formatMoment(entry.createdAt, i18n.language) },
    { key: 'actor', header: t('audit.column.actor'), cell: (entry) => entry.actor },
    { key: 'action', header: t('audit.column.action'), cell: (entry) => actionLabel(entry.action) },
    { key: 'target', header: t('audit.column.target'), cell: (entry) => `${t(`audit.targetTypes.${entry.targetType}`, { defaultValue: entry.targetType })} ${entry.targetId}` },
    { key: 'details', header: t('audit.column.details'), cell: (entry) => auditDetailText(entry.details, t, i18n.language) },
  ];

  return (
    <section className="tc-admin-audit" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-admin-audit__heading" part="heading">
        {t('audit.heading')}
      </h2>
      <form className="tc-filters" role="search" noValidate onSubmit={search} part="search">
        <div className="tc-field">
          <label className="tc-label" htmlFor={`${id}-actor`}>
            {t('audit.actor')}
          </label>
          <input id={`${id}-actor`} className="tc-input" name="actor" aria-describedby={`${id}-actor-hint`} {...field('actor')} />
          <p className="tc-hint" id={`${id}-actor-hint`}>
            {t('audit.actorHint')}
          </p>
        </div>
        <div className="tc-field">
          <label className="tc-label" htmlFor={`${id}-action`}>
            {t('audit.action')}
          </label>
          <select id={`${id}-action`} className="tc-input" name="action" {...field('action')}>
            <option value="">{t('audit.anyAction')}</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {actionLabel(action)}
              </option>
            ))}
          </select>
        </div>
        <div className="tc-field">
          <label className="tc-label" htmlFor={`${id}-target`}>
            {t('audit.target')}
          </label>
          <input id={`${id}-target`} className="tc-input" name="target" aria-describedby={`${id}-target-hint`} {...field('target')} />
          <p className="tc-hint" id={`${id}-target-hint`}>
            {t('audit.targetHint')}
          </p>
        </div>
        <div className="tc-field">
          <label className="tc-label" htmlFor={`${id}-from`}>
            {t('audit.from')}
          </label>
          <input id={`${id}-from`} className="tc-input" type="date" name="from" {...field('from')} />
        </div>
        <div className="tc-field">
          <label className="tc-label" htmlFor={`${id}-to`}>
            {t('audit.to')}
          </label>
          <input id={`${id}-to`} className="tc-input" type="date" name="to" {...field('to')} />
        </div>
        <button type="submit" className="tc-button tc-button--secondary" part="button">
          {t('audit.submit')}
        </button>
      </form>
      {resource.status === 'loading' ? (
        <p className="tc-admin-audit__loading" part="loading" aria-busy="true">
          {t('common:loading')}
        </p>
      ) : resource.status === 'error' ? (
        <div className="tc-admin-audit__error" part="error" role="alert">
          <p>{userMessage(resource.error) ?? t('audit.loadError')}</p>
          <button type="button" className="tc-button tc-button--secondary" part="button" onClick={reload}>
            {t('common:actions.retry')}
          </button>
        </div>
      ) : (
        <>
          <p className="tc-hint" part="total" role="status">
            {t('audit.total', { count: resource.data.total })}
          </p>
          <DataTable caption={t('audit.caption')} captionHidden columns={columns} rows={resource.data.list} rowKey={(entry) => entry.entryId} rowLabel={(entry) => entry.entryId} emptyMessage={t('audit.empty')} busy={busy} />
          <Pager page={page} pageSize={size} total={resource.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
