// Defines <tc-admin-certificates> before this page renders it.
import '../../widgets/admin-certificates/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAddress } from '../listAddress';

/**
 * /admin/certificates: search, revoke and reissue certificates (role admin: guard and server). The
 * list's search, status, sort and page are the address's query (/admin/certificates?q=TC-&page=2).
 */
export function AdminCertificatesPage() {
  const { t } = useTranslation('host');
  const section = useRef<HTMLElement>(null);
  const query = useListAddress(section);
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminCertificates')}</h1>
      <tc-admin-certificates ref={section} query={query} />
    </>
  );
}

export { AdminCertificatesPage as Component };
