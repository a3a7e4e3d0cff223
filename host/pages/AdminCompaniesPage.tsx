// Defines <tc-admin-companies> before this page renders it.
import '../../widgets/admin-companies/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAddress } from '../listAddress';

/**
 * /admin/companies: partner companies, their members and their progress (role admin: guard and
 * server). The list's search, sort and page are the address's query (/admin/companies?q=aurora&page=2).
 */
export function AdminCompaniesPage() {
  const { t } = useTranslation('host');
  const section = useRef<HTMLElement>(null);
  const query = useListAddress(section);
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminCompanies')}</h1>
      <tc-admin-companies ref={section} query={query} />
    </>
  );
}

export { AdminCompaniesPage as Component };
