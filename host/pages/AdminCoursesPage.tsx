// Defines <tc-admin-courses> before this page renders it.
import '../../widgets/admin-courses/element';
import { useTranslation } from 'react-i18next';

/** /admin/courses: the course editor of the admin console (role admin: guard and server). */
export function AdminCoursesPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminCourses')}</h1>
      <tc-admin-courses />
    </>
  );
}

export { AdminCoursesPage as Component };
