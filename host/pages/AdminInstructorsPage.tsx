// Defines <tc-admin-instructors> before this page renders it.
import '../../widgets/admin-instructors/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAddress } from '../listAddress';

/**
 * /admin/instructors: create, correct, deactivate instructors and manage their QR codes (role
 * admin: guard and server). The list's search, filters, sort and page are the address's query
 * (/admin/instructors?q=ana&page=2).
 */
export function AdminInstructorsPage() {
  const { t } = useTranslation('host');
  const section = useRef<HTMLElement>(null);
  const query = useListAddress(section);
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminInstructors')}</h1>
      <tc-admin-instructors ref={section} query={query} />
    </>
  );
}

export { AdminInstructorsPage as Component };
