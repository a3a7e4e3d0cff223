import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { certificateViewUrl, downloadCertificate, downloadCredential, renewCertificate } from '../../src/api/certificate';
import { getConfig } from '../../src/api/config';
import type { CertificateSummary } from '../../src/contract/certificate';
import { fillUrlTemplate } from '../../src/elements/portalLinks';
import { ThrottledButton } from '../../src/ui/ThrottledButton';

export type CertificateActionsProps = { certificate: CertificateSummary; courseUrl: string; onRenewed: () => void };

/**
 * View (the PDF in a new tab, authorised by the pdf-token cookie), Download (the download helper:
 * POST, named by the server), the digital credential (Open Badges, signed by the server) and Renew
 * when the server offers it. Failures were toasted by the client.
 */
export function CertificateActions({ certificate, courseUrl, onRenewed }: CertificateActionsProps) {
  const { t } = useTranslation('certificates');
  const [busy, setBusy] = useState<'download' | 'credential' | 'renew' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { certificateId, serial } = certificate;

  const save = async (what: 'download' | 'credential') => {
    setBusy(what);
    try {
      const { fileName } = await (what === 'download' ? downloadCertificate : downloadCredential)(certificateId);
      setSaved(fileName);
    } catch {
      // The client toasted why; the row stays as it was.
    } finally {
      setBusy(null);
    }
  };

  const renew = async () => {
    setBusy('renew');
    try {
      const { courseId } = await renewCertificate(certificateId);
      onRenewed();
      getConfig().navigate(fillUrlTemplate(courseUrl, { courseId }));
    } catch {
      setBusy(null);
    }
  };

  return (
    <div className="tc-certificates__actions">
      <a
        className="tc-button tc-button--secondary"
        part="button view"
        href={certificateViewUrl(certificateId)}
        target="_blank"
        rel="noopener"
        aria-label={t('list.viewLabel', { serial })}
      >
        {t('list.view')}
      </a>
      <ThrottledButton
        className="tc-button tc-button--secondary"
        part="button download"
        aria-label={t('list.downloadLabel', { serial })}
        busy={busy === 'download'}
        onClick={() => void save('download')}
      >
        {t('list.download')}
      </ThrottledButton>
      <ThrottledButton
        className="tc-button tc-button--secondary"
        part="button credential"
        aria-label={t('list.credentialLabel', { serial })}
        busy={busy === 'credential'}
        onClick={() => void save('credential')}
      >
        {t('list.credential')}
      </ThrottledButton>
      {certificate.canRenew ? (
        <ThrottledButton part="button renew" aria-label={t('list.renewLabel', { serial })} busy={busy === 'renew'} onClick={() => void renew()}>
          {t('list.renew')}
        </ThrottledButton>
      ) : null}
      <p className="tc-visually-hidden" role="status">
        {saved ? t('list.downloaded', { fileName: saved }) : ''}
      </p>
    </div>
  );
}
