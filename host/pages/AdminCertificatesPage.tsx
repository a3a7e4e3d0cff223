// Defines <tc-admin-certificates> before this page renders it.
import '../../widgets/admin-certificates/element';
import { useTranslation } from 'react-i18next';

/** /admin/certificates: search, revoke and reissue certificates (role admin: guard and server). */
export function AdminCertificatesPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminCertificates')}</h1>
      <tc-admin-certificates />
    </>
  );
}

export { AdminCertificatesPage as Component };
