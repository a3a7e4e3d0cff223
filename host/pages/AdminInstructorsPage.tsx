// Defines <tc-admin-instructors> before this page renders it.
import '../../widgets/admin-instructors/element';
import { useTranslation } from 'react-i18next';

/** /admin/instructors: create, correct, deactivate instructors and manage their QR codes (role admin: guard and server). */
export function AdminInstructorsPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminInstructors')}</h1>
      <tc-admin-instructors />
    </>
  );
}

export { AdminInstructorsPage as Component };
