import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import { listAdminInstructors } from '../../src/api/instructorAdmin';
import type { AdminInstructorListQuery, AdminInstructorListResult, InstructorSortKey } from '../../src/contract/instructorAdmin';
import { instructorSortKeys, instructorStatusFilters } from '../../src/contract/instructorAdmin';
import type { AdminInstructor } from '../../src/contract/questionnaire';
import { instructorKinds } from '../../src/contract/questionnaireTerms';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { useFocusReturn } from '../../src/ui/useFocusReturn';
import { DataTable, type DataTableColumn } from '../../src/ui/DataTable';
import { formatDate } from '../../src/ui/formatDate';
import { maxListSearchLength, oneOf, searchText, useListAddress, type ListQueryFields } from '../../src/ui/listAddress';
import { Pager } from '../../src/ui/Pager';
import { SelectField } from '../../src/ui/SelectField';
import { useResource } from '../../src/ui/useResource';
import { InstructorForm } from '../../src/ui/InstructorForm';
import { InstructorPanel } from './InstructorPanel';

export type AdminInstructorsProps = WidgetProps & {
  /** Instructors per page (the server caps it). */
  pageSize?: number;
  /** The search, filters, sort and page as an address's query (`?q=ana&kind=…&status=active&sort=email&order=desc&page=2`), set by a page that keeps them in its address. */
  query?: string;
};

const defaultPageSize = 10;
type Filters = Pick<AdminInstructorListQuery, 'search' | 'kind' | 'status'>;

/** The list's query parameters (`?q=&kind=&status=&sort=&order=&page=`; the server's `search` and `direction`): anything else in an address falls back to these. */
export const instructorListFields = {
  q: searchText,
  kind: { fallback: 'all', valid: oneOf(['all', ...instructorKinds]) },
  status: { fallback: 'all', valid: oneOf(instructorStatusFilters) },
  sort: { fallback: 'name', valid: oneOf(instructorSortKeys) },
  order: { fallback: 'asc', valid: oneOf(['asc', 'desc']) },
} satisfies ListQueryFields;

/**
 * The instructors section of the admin console (issue 13): search, filter, sort and page on the server;
 * create an instructor; open one to correct it, show, download, print or regenerate its QR code, and
 * deactivate or reactivate it. The server decides and audits; the widget shows what it answered.
 */
export function AdminInstructors({ emit, pageSize = defaultPageSize, query: address }: AdminInstructorsProps) {
  const { t, i18n } = useTranslation('adminContent');
  const headingId = useId();
  // The search, filters, sort and page: the page's address when it keeps them there, else this widget's own.
  const list = useListAddress(instructorListFields, address, emit);
  const filters = { search: list.query.q, kind: list.query.kind, status: list.query.status } as Filters;
  const sort = { key: list.query.sort as InstructorSortKey, descending: list.query.order === 'desc' };
  const { page } = list.query;
  const [draft, setDraft] = useState<Filters>(filters);
  // Another search arrived (submitted, or Back to an earlier one): the fields show it.
  const [draftFor, setDraftFor] = useState(JSON.stringify(filters));
  if (draftFor !== JSON.stringify(filters)) {
    setDraftFor(JSON.stringify(filters));
    setDraft(filters);
  }
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  // Cancel gives the focus back to New instructor, which comes back in the form's place.
  const [newButton, returnToNew] = useFocusReturn();
  const [notice, setNotice] = useState<string | null>(null);
  const size = pageSize > 0 ? pageSize : defaultPageSize;
  const query: AdminInstructorListQuery = { ...filters, sort: sort.key, direction: sort.descending ? 'desc' : 'asc', page, pageSize: size };
  // While a search, sort, page or reload runs, the last answer stays on screen, busy (an action's panel and focus do not vanish).
  const { resource, reload, busy } = useResource<AdminInstructorListResult>(() => listAdminInstructors(query), JSON.stringify(query), { keepWhileLoading: true });
  const changed = (text: string) => {
    setNotice(text);
    reload();
  };
  const shown = resource.status === 'ready' ? resource.data : null;
  const open = shown?.list.find((row) => row.instructorId === openId);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    list.search({ q: draft.search.trim(), kind: draft.kind, status: draft.status });
    setOpenId(null);
  };

  const columns: DataTableColumn<AdminInstructor>[] = [
    {
      key: 'name',
      header: t('instructors.column.name'),
      sortable: true,
      cell: (row) => (
        <button type="button" className="tc-link-button" part="open" aria-expanded={row.instructorId === openId} aria-label={t('instructors.open', { name: row.name })} onClick={() => setOpenId(row.instructorId === openId ? null : row.instructorId)}>
          {row.name}
        </button>
      ),
    },
    { key: 'email', header: t('instructors.column.email'), sortable: true, cell: (row) => row.email },
    { key: 'kind', header: t('instructors.column.kind'), sortable: true, cell: (row) => t(`instructors.kinds.${row.kind}`) },
    {
      key: 'status',
      header: t('instructors.column.status'),
      cell: (row) => (
        <span className={`tc-admin-instructors__status tc-admin-instructors__status--${row.status}`} part={`status status-${row.status}`}>
          {t(`instructors.statuses.${row.status}`)}
        </span>
      ),
    },
    {
      key: 'session',
      header: t('instructors.column.session'),
      cell: (row) => (row.currentSession ? `${row.currentSession.place} · ${formatDate(row.currentSession.startsAt, i18n.language)}` : t('instructors.noSession')),
    },
    { key: 'createdAt', header: t('instructors.column.createdAt'), sortable: true, cell: (row) => formatDate(row.createdAt, i18n.language) },
  ];

  return (
    <section className="tc-admin-instructors" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-admin-instructors__heading" part="heading">
        {t('instructors.heading')}
      </h2>
      <p className="tc-admin-instructors__notice" role="status" part="notice">
        {notice}
      </p>
      {creating ? (
        <InstructorForm
          className="tc-admin-instructors__panel"
          onCancel={() => {
            returnToNew();
            setCreating(false);
          }}
          onSaved={(saved) => {
            setCreating(false);
            setOpenId(saved.instructorId);
            changed(t('questionnaire:instructorForm.created', { name: saved.name }));
          }}
        />
      ) : (
        <div className="tc-admin-instructors__toolbar">
          <button type="button" className="tc-button" part="button create" ref={newButton} onClick={() => setCreating(true)}>
            {t('questionnaire:instructorForm.new')}
          </button>
        </div>
      )}
      <form className="tc-filters" role="search" noValidate onSubmit={search} part="search">
        <SearchFields draft={draft} onChange={setDraft} />
        <button type="submit" className="tc-button tc-button--secondary" part="button">
          {t('instructors.submit')}
        </button>
      </form>
      {resource.status === 'loading' ? (
        <p className="tc-admin-instructors__loading" part="loading" aria-busy="true">
          {t('common:loading')}
        </p>
      ) : resource.status === 'error' || shown === null ? (
        <div className="tc-admin-instructors__error" part="error">
          <p>{(resource.status === 'error' ? userMessage(resource.error) : null) ?? t('instructors.loadError')}</p>
          <button type="button" className="tc-button tc-button--secondary" part="button" onClick={reload}>
            {t('common:actions.retry')}
          </button>
        </div>
      ) : (
        <>
          <p className="tc-hint" part="total">
            {t('instructors.total', { count: shown.total })}
          </p>
          <DataTable
            caption={t('instructors.caption', { column: t(`instructors.column.${sort.key}`) })}
            captionHidden
            columns={columns}
            rows={shown.list}
            rowKey={(row) => row.instructorId}
            rowLabel={(row) => row.name}
            emptyMessage={t('instructors.empty')}
            busy={busy}
            sort={sort}
            onSortChange={(key) => {
              if (!(instructorSortKeys as readonly string[]).includes(key)) return;
              list.search({ sort: key, order: sort.key === key && !sort.descending ? 'desc' : 'asc' });
            }}
          />
          <Pager page={page} pageSize={size} total={shown.total} onPage={list.setPage} />
          {open ? <InstructorPanel key={open.instructorId} instructor={open} onChanged={changed} onNotice={setNotice} onClose={() => setOpenId(null)} /> : null}
        </>
      )}
    </section>
  );
}

/** The search text and the type and state filters; applied by the Search button. */
function SearchFields({ draft, onChange }: { draft: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('adminContent');
  const id = useId();
  return (
    <>
      <div className="tc-field" part="field">
        <label className="tc-label" htmlFor={`${id}-q`} part="label">
          {t('instructors.search')}
        </label>
        <input id={`${id}-q`} className="tc-input" type="search" name="search" maxLength={maxListSearchLength} value={draft.search} onChange={(event) => onChange({ ...draft, search: event.target.value })} />
      </div>
      <SelectField
        label={t('instructors.kind')}
        name="kind"
        value={draft.kind}
        onChange={(value) => onChange({ ...draft, kind: value as Filters['kind'] })}
        options={[{ value: 'all', label: t('instructors.any') }, ...instructorKinds.map((kind) => ({ value: kind, label: t(`instructors.kinds.${kind}`) }))]}
      />
      <SelectField
        label={t('instructors.status')}
        name="status"
        value={draft.status}
        onChange={(value) => onChange({ ...draft, status: value as Filters['status'] })}
        options={instructorStatusFilters.map((status) => ({ value: status, label: status === 'all' ? t('instructors.any') : t(`instructors.statuses.${status}`) }))}
      />
    </>
  );
}
