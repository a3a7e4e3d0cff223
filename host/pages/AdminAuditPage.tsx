// Defines <tc-admin-audit> before this page renders it.
import '../../widgets/admin-audit/element';
import { useTranslation } from 'react-i18next';

/** /admin/audit: the audit log of every admin action (role admin: guard and server). */
export function AdminAuditPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminAudit')}</h1>
      <tc-admin-audit />
    </>
  );
}

export { AdminAuditPage as Component };
