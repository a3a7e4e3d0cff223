// Defines <tc-admin-faq> before this page renders it.
import '../../widgets/admin-faq/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAddress } from '../listAddress';

/**
 * /admin/faq: write, order, publish and delete FAQ entries (role admin: guard and server). The
 * list's search, filters, sort and page are the address's query (/admin/faq?q=warranty&page=2).
 */
export function AdminFaqPage() {
  const { t } = useTranslation('host');
  const section = useRef<HTMLElement>(null);
  const query = useListAddress(section);
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminFaq')}</h1>
      <tc-admin-faq ref={section} query={query} />
    </>
  );
}

export { AdminFaqPage as Component };
