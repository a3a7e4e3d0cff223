// Defines <tc-admin-webinars> before this page renders it.
import '../../widgets/admin-webinars/element';
import { useTranslation } from 'react-i18next';

/** /admin/webinars: schedule, correct and cancel webinars (role admin: guard and server). */
export function AdminWebinarsPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminWebinars')}</h1>
      <tc-admin-webinars />
    </>
  );
}

export { AdminWebinarsPage as Component };
