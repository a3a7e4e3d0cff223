// Defines <tc-admin-documents> before this page renders it.
import '../../widgets/admin-documents/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAddress } from '../listAddress';

/**
 * /admin/documents: list, create, upload, publish and delete documents and their categories (role
 * admin: guard and server). The list's search, filters, sort and page are the address's query
 * (/admin/documents?q=inverter&page=2).
 */
export function AdminDocumentsPage() {
  const { t } = useTranslation('host');
  const section = useRef<HTMLElement>(null);
  const query = useListAddress(section);
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminDocuments')}</h1>
      <tc-admin-documents ref={section} query={query} />
    </>
  );
}

export { AdminDocumentsPage as Component };
