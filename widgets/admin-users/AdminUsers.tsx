import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { searchUsers } from '../../src/api/accounts';
import { userMessage } from '../../src/api/apiError';
import type { AccountSummary, UserListResult } from '../../src/contract/accounts';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { DataTable, type DataTableColumn } from '../../src/ui/DataTable';
import { formatDate } from '../../src/ui/formatDate';
import { Pager } from '../../src/ui/Pager';
import { useResource } from '../../src/ui/useResource';
import { accountRoles, accountStatuses, userSortKeys, type UserSortKey } from '../../src/validation/accountForms';
import { CreateUserForm } from './CreateUserForm';
import { UserDetail } from './UserDetail';

export type AdminUsersProps = WidgetProps & {
  /** Rows per page (the server caps it). */
  pageSize?: number;
};

const defaultPageSize = 20;
type Filters = { q: string; role: string; status: string };
type View = { kind: 'list' } | { kind: 'create' } | { kind: 'detail'; userId: string };

/**
 * The users section of the admin console (issue 13): search on the server (text, role, status),
 * sort by a column, page; open a user to deactivate, reset the password or reset a test's attempts;
 * create a user. Every rule is the server's: the widget shows what it answered.
 */
export function AdminUsers({ pageSize = defaultPageSize }: AdminUsersProps) {
  const { t, i18n } = useTranslation('adminUsers');
  const headingId = useId();
  const [draft, setDraft] = useState<Filters>({ q: '', role: '', status: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [sort, setSort] = useState<{ key: UserSortKey; descending: boolean }>({ key: 'name', descending: false });
  const [page, setPage] = useState(1);
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
    setFilters(draft);
    setPage(1);
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
                  setSort((current) => ({ key: key as UserSortKey, descending: current.key === key ? !current.descending : false }));
                  setPage(1);
                }}
              />
              <Pager page={page} pageSize={size} total={resource.data.total} onPage={setPage} />
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
