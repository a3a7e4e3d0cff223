// Defines <tc-admin-audit> before this page renders it.
import '../../widgets/admin-audit/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAddress } from '../listAddress';

/**
 * /admin/audit: the audit log of every admin action (role admin: guard and server). The log's
 * filters and page are the address's query (/admin/audit?actor=olivia&page=2).
 */
export function AdminAuditPage() {
  const { t } = useTranslation('host');
  const section = useRef<HTMLElement>(null);
  const query = useListAddress(section);
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminAudit')}</h1>
      <tc-admin-audit ref={section} query={query} />
    </>
  );
}

export { AdminAuditPage as Component };
