// Defines <tc-admin-courses> before this page renders it (attributes set in JSX are then read).
import '../../widgets/admin-courses/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { adminCoursesMoveToPath, adminCoursesTargetOf } from '../adminCoursesRoutes';
import { useRouteTitle } from '../routeHandle';
import { useFollowedMoves } from '../useFollowedMoves';

/**
 * /admin/courses and below (role admin: guard and server): `<tc-admin-courses>` on the view and ids
 * of the address, the list at /admin/courses, a course's editor at /admin/courses/:courseId (`new`: a
 * new course's form), an exam open in it at …/lessons/:lessonId/test or …/final-exams/:versionCode.
 * The section's own moves (`tc-navigate`) become router navigations, so reload, Back and shared links
 * keep the editor; a move made here (Back, Forward, a link) changes the attributes, which the section
 * follows without reporting it back.
 */
export function AdminCoursesPage() {
  const { t } = useTranslation('host');
  const title = useRouteTitle();
  const { pathname } = useLocation();
  const section = useRef<HTMLElement>(null);
  const target = adminCoursesTargetOf(pathname);
  useFollowedMoves(section, adminCoursesMoveToPath, pathname);

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
      />
    </>
  );
}

export { AdminCoursesPage as Component };
