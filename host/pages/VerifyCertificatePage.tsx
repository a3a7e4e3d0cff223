// Defines <tc-certificate-verify> before this page renders it.
import '../../widgets/certificate-verify/element';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';

/** /verify/:serial (the QR code's link) and /verify: public verification of a certificate, no session needed. */
export function VerifyCertificatePage() {
  const { t } = useTranslation('host');
  const { serial } = useParams();
  const [search] = useSearchParams();
  return (
    <>
      <h1 className="visually-hidden">{t('titles.verify')}</h1>
      <tc-certificate-verify serial={serial ?? search.get('serial') ?? ''} />
    </>
  );
}

export { VerifyCertificatePage as Component };
