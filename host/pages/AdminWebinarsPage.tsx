// Defines <tc-admin-webinars> before this page renders it.
import '../../widgets/admin-webinars/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAddress } from '../listAddress';

/**
 * /admin/webinars: schedule, correct and cancel webinars (role admin: guard and server). The list's
 * search, status, order and page are the address's query (/admin/webinars?status=scheduled&page=2).
 */
export function AdminWebinarsPage() {
  const { t } = useTranslation('host');
  const section = useRef<HTMLElement>(null);
  const query = useListAddress(section);
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminWebinars')}</h1>
      <tc-admin-webinars ref={section} query={query} />
    </>
  );
}

export { AdminWebinarsPage as Component };
