import { useTranslation } from 'react-i18next';
import { AppLink } from '../../src/ui/AppLink';
import { fillUrlTemplate } from '../../src/elements/portalLinks';

/** The certification message and the link to the certificate, after the final test is passed. */
export function CertificateNotice({ certificateId, certificateUrl }: { certificateId: string; certificateUrl: string }) {
  const { t } = useTranslation('course');
  return (
    <div className="tc-player__success" part="certificate">
      <p>{t('certificate.message')}</p>
      <AppLink href={fillUrlTemplate(certificateUrl, { certificateId })} part="certificate-link">
        {t('certificate.link')}
      </AppLink>
    </div>
  );
}
