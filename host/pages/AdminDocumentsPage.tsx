// Defines <tc-admin-documents> before this page renders it.
import '../../widgets/admin-documents/element';
import { useTranslation } from 'react-i18next';

/** /admin/documents: list, create, upload, publish and delete documents and their categories (role admin: guard and server). */
export function AdminDocumentsPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminDocuments')}</h1>
      <tc-admin-documents />
    </>
  );
}

export { AdminDocumentsPage as Component };
