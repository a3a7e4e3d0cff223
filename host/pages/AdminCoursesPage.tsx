// Defines <tc-admin-courses> before this page renders it (attributes set in JSX are then read).
import '../../widgets/admin-courses/element';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { adminCoursesMoveToPath, adminCoursesTargetOf } from '../adminCoursesRoutes';
import { useRouteTitle } from '../routeHandle';

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
  const navigate = useNavigate();
  const section = useRef<HTMLElement>(null);
  const target = adminCoursesTargetOf(pathname);
  // The address last asked for: a second move made before the first one's navigation settled (an exam opened and closed at once) is compared with it.
  const asked = useRef(pathname);
  useLayoutEffect(() => {
    asked.current = pathname;
  }, [pathname]);

  // Attached in the commit that adds the element, so a move the widget reports at once is never missed.
  useLayoutEffect(() => {
    const element = section.current;
    if (!element) return;
    const follow = (event: HTMLElementEventMap['tc-navigate']) => {
      const move = adminCoursesMoveToPath(event.detail);
      // A move to the address already asked for would only add a duplicate history entry.
      if (move === null || move.path === asked.current) return;
      asked.current = move.path;
      // Back to the address shown while another navigation is pending cancels that one: the entry is replaced, not stacked.
      void navigate(move.path, { replace: move.replace || move.path === pathname });
    };
    element.addEventListener('tc-navigate', follow);
    return () => element.removeEventListener('tc-navigate', follow);
  }, [pathname, navigate]);

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
