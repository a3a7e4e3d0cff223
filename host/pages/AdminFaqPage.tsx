// Defines <tc-admin-faq> before this page renders it.
import '../../widgets/admin-faq/element';
import { useTranslation } from 'react-i18next';

/** /admin/faq: write, order, publish and delete FAQ entries (role admin: guard and server). */
export function AdminFaqPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminFaq')}</h1>
      <tc-admin-faq />
    </>
  );
}

export { AdminFaqPage as Component };
