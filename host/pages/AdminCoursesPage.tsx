// Defines <tc-admin-courses> before this page renders it (attributes set in JSX are then read).
import '../../widgets/admin-courses/element';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { adminCourseUrlTemplate, adminCoursesMoveToPath, adminCoursesTargetOf } from '../adminCoursesRoutes';
import { useRouteTitle } from '../routeHandle';
import { useFollowedMoves } from '../useFollowedMoves';

/**
 * /admin/courses and below (role admin: guard and server): `<tc-admin-courses>` on the view and ids
 * of the address, the list at /admin/courses, a course's editor at /admin/courses/:courseId (`new`: a
 * new course's form), an exam open in it at …/lessons/:lessonId/test or …/final-exams/:versionCode.
 * The section's own moves (`tc-navigate`) become router navigations, so reload, Back and shared links
 * keep the editor; a move made here (Back, Forward, a link) changes the attributes, which the section
 * follows without reporting it back. The list's search, filters, sort and page are the query of
 * /admin/courses (?q=battery&page=2, host/listAddress.ts), and each course's Edit links to its editor.
 */
export function AdminCoursesPage() {
  const { t } = useTranslation('host');
  const title = useRouteTitle();
  const { pathname, search } = useLocation();
  const section = useRef<HTMLElement>(null);
  const target = adminCoursesTargetOf(pathname);
  // The list's query: the address's on the list; the editor's address has none, and the list keeps the last one meanwhile.
  const [listQuery, setListQuery] = useState(search);
  if (target.view === 'list' && listQuery !== search) setListQuery(search);
  useFollowedMoves(section, adminCoursesMoveToPath, pathname + search);

  const params: Record<string, string> = target.params;
  return (
    <>
      {title ? <h1 className="visually-hidden">{t(`titles.${title}`)}</h1> : null}
      <tc-admin-courses
        ref={section}
        // Always set: r2wc ignores a removed attribute, so the list is named, not left out.
        view={target.view}
        course-id={params.courseId}
        lesson-id={params.lessonId}
        version-code={params.versionCode}
        // `?` included, never '': r2wc ignores an attribute set to the empty string.
        query={`?${listQuery.replace(/^\?/, '')}`}
        course-url={adminCourseUrlTemplate}
      />
    </>
  );
}

export { AdminCoursesPage as Component };
