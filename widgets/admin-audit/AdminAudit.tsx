import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import { searchAudit } from '../../src/api/audit';
import { auditActions, type AuditEntry, type AuditResult } from '../../src/contract/audit';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { DataTable, type DataTableColumn } from '../../src/ui/DataTable';
import { Pager } from '../../src/ui/Pager';
import { dayText, oneOf, searchText, useListAddress, type ListQueryFields } from '../../src/ui/listAddress';
import { useResource } from '../../src/ui/useResource';
import { dateTimeFormat } from '../../src/ui/intlFormats';
import { auditDetailText } from './auditDetails';

export type AdminAuditProps = WidgetProps & {
  /** Entries per page (the server caps it). */
  pageSize?: number;
  /** The filters and page as an address's query (`?actor=olivia&action=exam.attempts.reset&page=2`), set by a page that keeps them in its address. */
  query?: string;
};

const defaultPageSize = 25;
type Filters = { actor: string; action: string; target: string; from: string; to: string };

/** The log's query parameters (`?actor=&action=&target=&from=&to=&page=`): anything else in an address falls back to these. */
export const auditListFields = {
  actor: searchText,
  action: { fallback: '', valid: oneOf(auditActions) },
  target: searchText,
  from: dayText,
  to: dayText,
} satisfies ListQueryFields;

/** A moment with date and time, in the reader's language and UTC (the server's days are UTC too). */
const formatMoment = (value: string, language: string): string =>
  `${dateTimeFormat(language === 'es' ? 'es-MX' : 'en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(value))} UTC`;

/**
 * The audit log of the admin console (issue 13): who did what to which record, and when, newest
 * first; filtered on the server by actor, action, target and UTC days, one page at a time.
 */
export function AdminAudit({ emit, pageSize = defaultPageSize, query: address }: AdminAuditProps) {
  const { t, i18n } = useTranslation('adminUsers');
  const headingId = useId();
  const id = useId();
  // The filters and page: the page's address when it keeps them there, else this widget's own.
  const list = useListAddress(auditListFields, address, emit);
  const { page, ...filters } = list.query;
  const [draft, setDraft] = useState<Filters>(filters);
  // Other filters arrived (submitted, or Back to earlier ones): the fields show them.
  const [draftFor, setDraftFor] = useState(JSON.stringify(filters));
  if (draftFor !== JSON.stringify(filters)) {
    setDraftFor(JSON.stringify(filters));
    setDraft(filters);
  }
  const size = pageSize > 0 ? pageSize : defaultPageSize;
  const query = { ...filters, page, pageSize: size };
  // Another search or page keeps the last rows (busy): the control just used keeps the focus.
  const { resource, reload, busy } = useResource<AuditResult>(() => searchAudit(query), JSON.stringify(query), { keepWhileLoading: true });
  const [actions, setActions] = useState<string[]>([]);
  if (resource.status === 'ready' && resource.data.actions.join() !== actions.join()) setActions(resource.data.actions);
  // An address may name an action the log does not hold yet: the filter still shows it.
  const actionLabel = (action: string) => t(`audit.actions.${action}`, { defaultValue: action });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    list.search({ ...draft, actor: draft.actor.trim(), target: draft.target.trim() });
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
            {(filters.action && !actions.includes(filters.action) ? [...actions, filters.action] : actions).map((action) => (
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
          <Pager page={page} pageSize={size} total={resource.data.total} onPage={list.setPage} />
        </>
      )}
    </section>
  );
}
