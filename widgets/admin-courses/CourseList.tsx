import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import { listAdminCourses } from '../../src/api/adminCourses';
import { adminCourseSortKeys, adminCourseStatus, type AdminCourseListQuery, type AdminCourseListResult, type AdminCourseSummary } from '../../src/contract/adminCourse';
import { audiences } from '../../src/contract/auth';
import { fillUrlTemplate } from '../../src/elements/portalLinks';
import { DataTable, type DataTableColumn } from '../../src/ui/DataTable';
import { EmptyState } from '../../src/ui/EmptyState';
import { Pager } from '../../src/ui/Pager';
import { useResource } from '../../src/ui/useResource';
import { textIn } from './localizedText';

type SortKey = (typeof adminCourseSortKeys)[number];
/** What the list shows: kept by the section, so coming back from the editor keeps the search and page. */
export type CourseListQuery = {
  q: string;
  page: number;
  pageSize: number;
  status: string;
  audience: string;
  sort: SortKey;
  descending: boolean;
};
export const firstCoursePage: CourseListQuery = { q: '', status: '', audience: '', sort: 'position', descending: false, page: 1, pageSize: 20 };

type Props = {
  query: CourseListQuery;
  onQuery: (query: CourseListQuery) => void;
  onOpen: (courseId: string) => void;
  onCreate: () => void;
  /** The address of a course's editor (`{courseId}`): Edit is then a link to it; without it, a button. */
  courseUrl?: string;
  /** Once loaded, the focus goes to this course's Edit (`new`: New course), else to the heading; then `onFocused`. */
  focusOnLoad?: string | null;
  onFocused?: () => void;
};

/** Courses, drafts included, searched, filtered, sorted and paged on the server: open one to edit it, or start a new one. */
export function CourseList({ query, onQuery, onOpen, onCreate, courseUrl, focusOnLoad, onFocused }: Props) {
  const { t, i18n } = useTranslation('adminCourses');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const editButtons = useRef(new Map<string, HTMLElement>());
  const request = {
    q: query.q,
    status: query.status ? adminCourseStatus.parse(query.status) : undefined,
    audience: (audiences as readonly string[]).includes(query.audience) ? (query.audience as AdminCourseListQuery['audience']) : undefined,
    sort: query.sort,
    order: query.descending ? ('desc' as const) : ('asc' as const),
    page: query.page,
    pageSize: query.pageSize,
  };
  // Another search, sort or page keeps the last rows (busy): the control just used keeps the focus.
  const { resource, reload, busy } = useResource<AdminCourseListResult>(() => listAdminCourses(request), JSON.stringify(request), { keepWhileLoading: true });
  // Kept rows are not the answer asked for: the focus waits for it.
  const loaded = resource.status !== 'loading' && !busy;
  useEffect(() => {
    if (!focusOnLoad || !loaded) return;
    // The course may be gone from this page (deleted, filtered out, moved): the heading keeps the reader in the list.
    const target = focusOnLoad === 'new' ? createButton.current : editButtons.current.get(focusOnLoad);
    (target ?? heading.current)?.focus();
    onFocused?.();
  }, [focusOnLoad, loaded, onFocused]);
  const filtered = query.q !== '' || query.status !== '' || query.audience !== '';
  const columns: DataTableColumn<AdminCourseSummary>[] = [
    { key: 'position', header: t('list.column.order'), sortable: true, cell: (course) => course.position },
    {
      key: 'title',
      header: t('list.column.title'),
      sortable: true,
      cell: (course) => (
        <>
          <strong>{textIn(course.title, i18n.language)}</strong>
          <br />
          <span className="tc-hint">
            {t(`kind.${course.kind}`)} · {t(`language.${course.language}`, { defaultValue: course.language })}
          </span>
        </>
      ),
    },
    { key: 'audience', header: t('list.column.audience'), sortable: true, cell: (course) => t(`audience.${course.audience}`) },
    { key: 'countries', header: t('list.column.countries'), cell: (course) => course.countries.join(', ') },
    { key: 'lessons', header: t('list.column.lessons'), sortable: true, cell: (course) => course.lessonCount },
    {
      key: 'status',
      header: t('list.column.status'),
      sortable: true,
      cell: (course) => (
        <span className={`tc-admin-courses__status tc-admin-courses__status--${course.published ? 'published' : 'draft'}`} part="status">
          {t(course.published ? 'status.published' : 'status.draft')}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('list.column.actions'),
      cell: (course) => {
        const label = t('list.editLabel', { title: textIn(course.title, i18n.language) });
        const ref = (element: HTMLElement | null) => {
          if (element) editButtons.current.set(course.courseId, element);
          else editButtons.current.delete(course.courseId);
        };
        if (!courseUrl) {
          return (
            <button type="button" className="tc-button tc-button--secondary" part="button edit" aria-label={label} ref={ref} onClick={() => onOpen(course.courseId)}>
              {t('list.edit')}
            </button>
          );
        }
        // A real link (new tab, copy address): a plain left click opens the editor here, which reports the move.
        const follow = (event: MouseEvent<HTMLAnchorElement>) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          onOpen(course.courseId);
        };
        return (
          <a href={fillUrlTemplate(courseUrl, { courseId: course.courseId })} className="tc-button tc-button--secondary" part="button edit" aria-label={label} ref={ref} onClick={follow}>
            {t('list.edit')}
          </a>
        );
      },
    },
  ];

  return (
    <div aria-labelledby={headingId}>
      <div className="tc-admin-courses__bar">
        <h2 ref={heading} id={headingId} className="tc-admin-courses__heading" part="heading" tabIndex={-1}>
          {t('list.heading')}
        </h2>
        <button ref={createButton} type="button" className="tc-button" part="button create" onClick={onCreate}>
          {t('list.create')}
        </button>
      </div>
      <SearchForm query={query} onSearch={(filters) => onQuery({ ...query, ...filters, page: 1 })} />
      {resource.status === 'loading' ? (
        <p className="tc-admin-courses__loading" part="loading" aria-busy="true">
          {t('common:loading')}
        </p>
      ) : resource.status === 'error' ? (
        <div className="tc-admin-courses__error" part="error">
          <p>{userMessage(resource.error) ?? t('list.loadError')}</p>
          <button type="button" className="tc-button tc-button--secondary" part="button" onClick={reload}>
            {t('common:actions.retry')}
          </button>
        </div>
      ) : resource.data.total === 0 && !filtered ? (
        <EmptyState message={t('list.empty')} />
      ) : (
        <>
          <DataTable
            caption={t('list.caption', { column: t(`list.column.${query.sort === 'position' ? 'order' : query.sort}`) })}
            captionHidden
            columns={columns}
            rows={resource.data.list}
            rowKey={(course) => course.courseId}
            rowLabel={(course) => textIn(course.title, i18n.language)}
            emptyMessage={t('list.noMatch')}
            busy={busy}
            sort={{ key: query.sort, descending: query.descending }}
            onSortChange={(key) => {
              if (!(adminCourseSortKeys as readonly string[]).includes(key)) return;
              onQuery({ ...query, sort: key as SortKey, descending: query.sort === key ? !query.descending : false, page: 1 });
            }}
          />
          <Pager page={query.page} pageSize={query.pageSize} total={resource.data.total} onPage={(page) => onQuery({ ...query, page })} />
        </>
      )}
    </div>
  );
}

type Filters = Pick<CourseListQuery, 'q' | 'status' | 'audience'>;

/** The search text and the status and audience filters; applied by the Search button. */
function SearchForm({ query, onSearch }: { query: CourseListQuery; onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation('adminCourses');
  const id = useId();
  const [draft, setDraft] = useState<Filters>({ q: query.q, status: query.status, audience: query.audience });
  // Another search arrived (Back to an earlier one): the fields show it.
  const applied = JSON.stringify([query.q, query.status, query.audience]);
  const [draftFor, setDraftFor] = useState(applied);
  if (draftFor !== applied) {
    setDraftFor(applied);
    setDraft({ q: query.q, status: query.status, audience: query.audience });
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form className="tc-filters tc-admin-courses__search" role="search" noValidate onSubmit={submit} part="search">
      <div className="tc-field">
        <label className="tc-label" htmlFor={`${id}-q`}>
          {t('list.search')}
        </label>
        <input id={`${id}-q`} className="tc-input" type="search" name="q" value={draft.q} aria-describedby={`${id}-q-hint`} onChange={(event) => setDraft({ ...draft, q: event.target.value })} />
        <p className="tc-hint" id={`${id}-q-hint`}>
          {t('list.searchHint')}
        </p>
      </div>
      <div className="tc-field">
        <label className="tc-label" htmlFor={`${id}-status`}>
          {t('list.column.status')}
        </label>
        <select id={`${id}-status`} className="tc-input" name="status" value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value })}>
          <option value="">{t('list.any')}</option>
          {adminCourseStatus.options.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="tc-field">
        <label className="tc-label" htmlFor={`${id}-audience`}>
          {t('list.column.audience')}
        </label>
        <select id={`${id}-audience`} className="tc-input" name="audience" value={draft.audience} onChange={(event) => setDraft({ ...draft, audience: event.target.value })}>
          <option value="">{t('list.any')}</option>
          {audiences.map((audience) => (
            <option key={audience} value={audience}>
              {t(`audience.${audience}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="tc-button tc-button--secondary" part="button">
        {t('list.submit')}
      </button>
    </form>
  );
}
