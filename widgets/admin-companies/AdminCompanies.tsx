import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getCompanyDetail, makeCompanyAdmin, searchCompanies } from '../../src/api/accounts';
import { userMessage } from '../../src/api/apiError';
import type { CompanyDetail, CompanyListResult, CompanyMember, CompanySummary } from '../../src/contract/accounts';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { ConfirmRow } from '../../src/ui/ConfirmRow';
import { ScrollRegion } from '../../src/ui/ScrollRegion';
import { DataTable, type DataTableColumn } from '../../src/ui/DataTable';
import { formatDate } from '../../src/ui/formatDate';
import { Pager } from '../../src/ui/Pager';
import { oneOf, searchText, useListAddress, type ListQueryFields } from '../../src/ui/listAddress';
import { useResource } from '../../src/ui/useResource';

export type AdminCompaniesProps = WidgetProps & {
  /** Rows per page (the server caps it). */
  pageSize?: number;
  /** The search, sort and page as an address's query (`?q=aurora&page=2`), set by a page that keeps them in its address. */
  query?: string;
};

const defaultPageSize = 20;
const sortKeys = ['name', 'companyNumber', 'country', 'members', 'createdAt'] as const;
type SortKey = (typeof sortKeys)[number];

/** The list's query parameters (`?q=&sort=&order=&page=`): anything else in an address falls back to these. */
export const companyListFields = {
  q: searchText,
  sort: { fallback: 'name', valid: oneOf(sortKeys) },
  order: { fallback: 'asc', valid: oneOf(['asc', 'desc']) },
} satisfies ListQueryFields;

/**
 * The companies section of the admin console (issue 13): partner companies with their members
 * count, searched, sorted and paged on the server; a company opens with its people and their progress.
 */
export function AdminCompanies({ emit, pageSize = defaultPageSize, query: address }: AdminCompaniesProps) {
  const { t, i18n } = useTranslation('adminUsers');
  const headingId = useId();
  const searchId = useId();
  // The search, sort and page: the page's address when it keeps them there, else this widget's own.
  const list = useListAddress(companyListFields, address, emit);
  const { q, page } = list.query;
  const sort = { key: list.query.sort as SortKey, descending: list.query.order === 'desc' };
  const [draft, setDraft] = useState(q);
  // Another search arrived (submitted, or Back to an earlier one): the field shows it.
  const [draftFor, setDraftFor] = useState(q);
  if (draftFor !== q) {
    setDraftFor(q);
    setDraft(q);
  }
  const [open, setOpen] = useState<string | null>(null);
  const size = pageSize > 0 ? pageSize : defaultPageSize;
  const query = { q, sort: sort.key, order: sort.descending ? ('desc' as const) : ('asc' as const), page, pageSize: size };
  // Another search, sort or page keeps the last rows (busy): the control just used keeps the focus.
  const { resource, reload, busy } = useResource<CompanyListResult>(() => searchCompanies(query), JSON.stringify(query), { keepWhileLoading: true });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    list.search({ q: draft.trim() });
  };
  const columns: DataTableColumn<CompanySummary>[] = [
    {
      key: 'name',
      header: t('companies.column.name'),
      sortable: true,
      cell: (company) => (
        <button type="button" className="tc-link-button" part="open" aria-label={t('companies.open', { name: company.name })} onClick={() => setOpen(company.companyId)}>
          {company.name}
        </button>
      ),
    },
    { key: 'companyNumber', header: t('companies.column.companyNumber'), sortable: true, cell: (company) => company.companyNumber },
    { key: 'country', header: t('companies.column.country'), sortable: true, cell: (company) => company.country },
    { key: 'members', header: t('companies.column.members'), sortable: true, cell: (company) => company.members },
    { key: 'createdAt', header: t('companies.column.createdAt'), sortable: true, cell: (company) => formatDate(company.createdAt, i18n.language) },
  ];

  return (
    <section className="tc-admin-companies" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-admin-companies__heading" part="heading">
        {t('companies.heading')}
      </h2>
      {open ? (
        <CompanyView key={open} companyId={open} onClose={() => setOpen(null)} />
      ) : (
        <>
          <form className="tc-filters" role="search" noValidate onSubmit={search} part="search">
            <div className="tc-field">
              <label className="tc-label" htmlFor={searchId}>
                {t('companies.search')}
              </label>
              <input id={searchId} className="tc-input" type="search" name="q" value={draft} aria-describedby={`${searchId}-hint`} onChange={(event) => setDraft(event.target.value)} />
              <p className="tc-hint" id={`${searchId}-hint`}>
                {t('companies.searchHint')}
              </p>
            </div>
            <button type="submit" className="tc-button tc-button--secondary" part="button">
              {t('companies.submit')}
            </button>
          </form>
          {resource.status === 'loading' ? (
            <p className="tc-admin-companies__loading" part="loading" aria-busy="true">
              {t('common:loading')}
            </p>
          ) : resource.status === 'error' ? (
            <div className="tc-admin-companies__error" part="error">
              <p>{userMessage(resource.error) ?? t('companies.loadError')}</p>
              <button type="button" className="tc-button tc-button--secondary" part="button" onClick={reload}>
                {t('common:actions.retry')}
              </button>
            </div>
          ) : (
            <>
              <DataTable
                caption={t('companies.caption', { column: t(`companies.column.${sort.key}`) })}
                captionHidden
                columns={columns}
                rows={resource.data.list}
                rowKey={(company) => company.companyId}
                rowLabel={(company) => company.name}
                emptyMessage={t('companies.empty')}
                busy={busy}
                sort={sort}
                onSortChange={(key) => {
                  if (!(sortKeys as readonly string[]).includes(key)) return;
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

/** One company: its facts and its people with their courses' progress and certificates; an admin gives the company another administrator. */
function CompanyView({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('adminUsers');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { resource } = useResource<CompanyDetail>(() => getCompanyDetail(companyId), companyId, { language: i18n.language });
  const loaded = resource.status === 'ready' ? resource.data : null;
  // The company as a change answered it, while no newer answer (another language) replaced what it changed.
  const [changed, setChanged] = useState<{ detail: CompanyDetail; over: CompanyDetail } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ userId: string; message: string } | null>(null);
  const ready = loaded !== null;
  // The company replaces the list: its heading takes the focus.
  useEffect(() => {
    if (ready) headingRef.current?.focus();
  }, [ready]);
  const back = (
    <button type="button" className="tc-button tc-button--secondary" part="button close" onClick={onClose}>
      {t('companies.close')}
    </button>
  );
  if (resource.status === 'loading')
    return (
      <p className="tc-admin-companies__loading" part="loading" aria-busy="true">
        {t('common:loading')}
      </p>
    );
  if (resource.status === 'error')
    return (
      <div className="tc-admin-companies__error" part="error">
        <p>{userMessage(resource.error) ?? t('companies.loadError')}</p>
        {back}
      </div>
    );
  const company = changed && changed.over === resource.data ? changed.detail : resource.data;
  const nameOf = (person: CompanyMember) => person.name || person.account;
  const current = company.people.find((person) => person.companyAdmin);
  const makeAdmin = async (person: CompanyMember) => {
    setSaving(true);
    setFailure(null);
    try {
      const detail = await makeCompanyAdmin(company.companyId, person.userId);
      setChanged({ detail, over: resource.data });
      setAsking(null);
      setNotice(t('companies.adminMade', { name: nameOf(person), company: detail.name }));
      // The row's buttons are gone: the company's heading keeps the focus in the view.
      headingRef.current?.focus();
    } catch (error) {
      setFailure({ userId: person.userId, message: userMessage(error) ?? t('companies.makeAdminError') });
    } finally {
      setSaving(false);
    }
  };
  return (
    <article className="tc-admin-companies__detail" part="detail">
      <div>{back}</div>
      <h3 ref={headingRef} tabIndex={-1}>
        {company.name}
      </h3>
      <p className="tc-hint">
        {company.companyNumber} · {company.country}
        {company.website ? ` · ${company.website}` : ''}
        {company.phone ? ` · ${company.phone}` : ''}
      </p>
      <p className="tc-admin-companies__notice" role="status" part="notice">
        {notice}
      </p>
      <h4>{t('companies.people')}</h4>
      {company.people.length === 0 ? (
        <p className="tc-hint">{t('companies.noPeople')}</p>
      ) : (
        <ScrollRegion label={t('companies.peopleCaption', { company: company.name })} part="table">
          <table className="tc-table">
            <caption className="tc-visually-hidden">{t('companies.peopleCaption', { company: company.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('companies.person')}</th>
                <th scope="col">{t('companies.progress')}</th>
                <th scope="col">{t('companies.certificates')}</th>
                <th scope="col">{t('companies.administration')}</th>
              </tr>
            </thead>
            <tbody>
              {company.people.map((person) => (
                <tr key={person.userId} part="row">
                  <th scope="row">
                    {nameOf(person)}
                    <br />
                    <span className="tc-hint">
                      {person.email} · {t(`users.audiences.${person.audience}`)}
                      {person.companyAdmin ? ` · ${t('companies.companyAdmin')}` : ''} · {t(`users.statuses.${person.status}`)}
                    </span>
                  </th>
                  <td>
                    <ul className="tc-admin-companies__courses">
                      {person.courses.map((course) => (
                        <li key={course.courseId}>{t('companies.coursePercent', { title: course.title, percent: course.percent })}</li>
                      ))}
                    </ul>
                  </td>
                  <td>{person.certificates}</td>
                  <td>
                    {person.companyAdmin || person.status !== 'active' ? null : asking === person.userId ? (
                      <>
                        <ConfirmRow
                          question={
                            current
                              ? t('companies.confirmMakeAdmin', { name: nameOf(person), company: company.name, current: nameOf(current) })
                              : t('companies.confirmMakeFirstAdmin', { name: nameOf(person), company: company.name })
                          }
                          confirmLabel={t('companies.makeAdmin')}
                          busy={saving}
                          onConfirm={() => void makeAdmin(person)}
                          onCancel={() => {
                            setAsking(null);
                            setFailure(null);
                          }}
                          confirmPart="confirm-admin"
                        />
                        {failure?.userId === person.userId ? (
                          <p className="tc-error" role="alert" part="error">
                            {failure.message}
                          </p>
                        ) : null}
                      </>
                    ) : (
                      <button
                        type="button"
                        className="tc-button tc-button--secondary"
                        part="button make-admin"
                        aria-label={t('companies.makeAdminLabel', { name: nameOf(person) })}
                        onClick={() => {
                          setAsking(person.userId);
                          setFailure(null);
                        }}
                      >
                        {t('companies.makeAdmin')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </article>
  );
}
