import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { searchUsers } from '../../src/api/accounts';
import { userMessage } from '../../src/api/apiError';
import type { AccountSummary, UserListResult } from '../../src/contract/accounts';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { DataTable, type DataTableColumn } from '../../src/ui/DataTable';
import { formatDate } from '../../src/ui/formatDate';
import { Pager } from '../../src/ui/Pager';
import { oneOf, searchText, useListAddress, type ListQueryFields } from '../../src/ui/listAddress';
import { useResource } from '../../src/ui/useResource';
import { accountRoles, accountStatuses, userSortKeys, type UserSortKey } from '../../src/validation/accountForms';
import { CreateUserForm } from './CreateUserForm';
import { UserDetail } from './UserDetail';

export type AdminUsersProps = WidgetProps & {
  /** Rows per page (the server caps it). */
  pageSize?: number;
  /** The search, filters, sort and page as an address's query (`?q=ana&page=2`), set by a page that keeps them in its address. */
  query?: string;
};

const defaultPageSize = 20;
type Filters = { q: string; role: string; status: string };

/** The list's query parameters (`?q=&role=&status=&sort=&order=&page=`): anything else in an address falls back to these. */
export const userListFields = {
  q: searchText,
  role: { fallback: '', valid: oneOf(accountRoles) },
  status: { fallback: '', valid: oneOf(accountStatuses) },
  sort: { fallback: 'name', valid: oneOf(userSortKeys) },
  order: { fallback: 'asc', valid: oneOf(['asc', 'desc']) },
} satisfies ListQueryFields;
type View = { kind: 'list' } | { kind: 'create' } | { kind: 'detail'; userId: string };

/**
 * The users section of the admin console (issue 13): search on the server (text, role, status),
 * sort by a column, page; open a user to deactivate, reset the password or reset a test's attempts;
 * create a user. Every rule is the server's: the widget shows what it answered.
 */
export function AdminUsers({ emit, pageSize = defaultPageSize, query: address }: AdminUsersProps) {
  const { t, i18n } = useTranslation('adminUsers');
  const headingId = useId();
  // The search, filters, sort and page: the page's address when it keeps them there, else this widget's own.
  const list = useListAddress(userListFields, address, emit);
  const filters: Filters = { q: list.query.q, role: list.query.role, status: list.query.status };
  const sort = { key: list.query.sort as UserSortKey, descending: list.query.order === 'desc' };
  const page = list.query.page;
  const [draft, setDraft] = useState<Filters>(filters);
  // Another search arrived (submitted, or Back to an earlier one): the fields show it.
  const [draftFor, setDraftFor] = useState(JSON.stringify(filters));
  if (draftFor !== JSON.stringify(filters)) {
    setDraftFor(JSON.stringify(filters));
    setDraft(filters);
  }
  const [view, setView] = useState<View>({ kind: 'list' });
  const [notice, setNotice] = useState<string | null>(null);
  const size = pageSize > 0 ? pageSize : defaultPageSize;
  const query = {
    q: filters.q,
    role: (accountRoles as readonly string[]).includes(filters.role) ? (filters.role as (typeof accountRoles)[number]) : undefined,
    status: (accountStatuses as readonly string[]).includes(filters.status) ? (filters.status as (typeof accountStatuses)[number]) : undefined,
    sort: sort.key,
    order: sort.descending ? ('desc' as const) : ('asc' as const),
    page,
    pageSize: size,
  };
  // Another search, sort or page keeps the last rows (busy): the control just used keeps the focus.
  const { resource, reload, busy } = useResource<UserListResult>(() => searchUsers(query), JSON.stringify(query), { keepWhileLoading: true });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    list.search({ ...draft, q: draft.q.trim() });
    setNotice(null);
  };
  const columns: DataTableColumn<AccountSummary>[] = [
    {
      key: 'name',
      header: t('users.column.name'),
      sortable: true,
      cell: (user) => (
        <button type="button" className="tc-link-button" part="open" aria-label={t('users.open', { name: user.name || user.account })} onClick={() => setView({ kind: 'detail', userId: user.userId })}>
          {user.name || user.account}
        </button>
      ),
    },
    { key: 'account', header: t('users.column.account'), sortable: true, cell: (user) => user.account },
    { key: 'email', header: t('users.column.email'), sortable: true, cell: (user) => user.email },
    { key: 'company', header: t('users.column.company'), sortable: true, cell: (user) => user.company || t('users.noCompany') },
    { key: 'role', header: t('users.column.role'), sortable: true, cell: (user) => t(`users.roles.${user.role}`) },
    {
      key: 'status',
      header: t('users.column.status'),
      cell: (user) => (
        <span className={`tc-admin-users__status tc-admin-users__status--${user.status}`} part={`status status-${user.status}`}>
          {t(`users.statuses.${user.status}`)}
        </span>
      ),
    },
    { key: 'createdAt', header: t('users.column.createdAt'), sortable: true, cell: (user) => formatDate(user.createdAt, i18n.language) },
  ];

  return (
    <section className="tc-admin-users" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-admin-users__heading" part="heading">
        {t('users.heading')}
      </h2>
      <p className="tc-admin-users__notice" role="status" part="notice">
        {notice}
      </p>
      {view.kind === 'detail' ? (
        <UserDetail
          userId={view.userId}
          onNotice={setNotice}
          onClose={() => {
            setView({ kind: 'list' });
            reload();
          }}
        />
      ) : view.kind === 'create' ? (
        <CreateUserForm
          onCancel={() => setView({ kind: 'list' })}
          onCreated={(created) => {
            setNotice(t('create.created', { account: created.account }));
            setView({ kind: 'detail', userId: created.userId });
          }}
        />
      ) : (
        <>
          <div className="tc-admin-users__toolbar">
            <button type="button" className="tc-button" part="button create" onClick={() => setView({ kind: 'create' })}>
              {t('create.open')}
            </button>
          </div>
          <form className="tc-filters" role="search" noValidate onSubmit={search} part="search">
            <SearchFields draft={draft} onChange={setDraft} />
            <button type="submit" className="tc-button tc-button--secondary" part="button">
              {t('users.submit')}
            </button>
          </form>
          {resource.status === 'loading' ? (
            <p className="tc-admin-users__loading" part="loading" aria-busy="true">
              {t('common:loading')}
            </p>
          ) : resource.status === 'error' ? (
            <div className="tc-admin-users__error" part="error">
              <p>{userMessage(resource.error) ?? t('users.loadError')}</p>
              <button type="button" className="tc-button tc-button--secondary" part="button" onClick={reload}>
                {t('common:actions.retry')}
              </button>
            </div>
          ) : (
            <>
              <p className="tc-hint" part="total">
                {t('users.total', { count: resource.data.total })}
              </p>
              <DataTable
                caption={t('users.caption', { column: t(`users.column.${sort.key}`) })}
                captionHidden
                columns={columns}
                rows={resource.data.list}
                rowKey={(user) => user.userId}
                rowLabel={(user) => user.name || user.account}
                emptyMessage={t('users.empty')}
                busy={busy}
                sort={sort}
                onSortChange={(key) => {
                  if (!(userSortKeys as readonly string[]).includes(key)) return;
                  list.search({ sort: key, order: sort.key === key && !sort.descending ? 'desc' : 'asc' });
                }}
              />
              <Pager page={page} pageSize={size} total={resource.data.total} onPage={list.setPage} />
            </>
          )}
        </>
      )}
    </section>
  );
}

/** The search text and the role and status filters; applied by the Search button. */
function SearchFields({ draft, onChange }: { draft: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('adminUsers');
  const id = useId();
  return (
    <>
      <div className="tc-field">
        <label className="tc-label" htmlFor={`${id}-q`}>
          {t('users.search')}
        </label>
        <input id={`${id}-q`} className="tc-input" type="search" name="q" value={draft.q} aria-describedby={`${id}-q-hint`} onChange={(event) => onChange({ ...draft, q: event.target.value })} />
        <p className="tc-hint" id={`${id}-q-hint`}>
          {t('users.searchHint')}
        </p>
      </div>
      <div className="tc-field">
        <label className="tc-label" htmlFor={`${id}-role`}>
          {t('users.role')}
        </label>
        <select id={`${id}-role`} className="tc-input" name="role" value={draft.role} onChange={(event) => onChange({ ...draft, role: event.target.value })}>
          <option value="">{t('users.any')}</option>
          {accountRoles.map((role) => (
            <option key={role} value={role}>
              {t(`users.roles.${role}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="tc-field">
        <label className="tc-label" htmlFor={`${id}-status`}>
          {t('users.status')}
        </label>
        <select id={`${id}-status`} className="tc-input" name="status" value={draft.status} onChange={(event) => onChange({ ...draft, status: event.target.value })}>
          <option value="">{t('users.any')}</option>
          {accountStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`users.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
