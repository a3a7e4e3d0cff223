import { useTranslation } from 'react-i18next';
import type { CertificateStatus } from '../../src/contract/certificate';

/** The status the server gave, in words; the colour and the icon-like mark only repeat them. */
export function StatusBadge({ status }: { status: CertificateStatus }) {
  const { t } = useTranslation('certificates');
  return (
    <span className={`tc-status tc-status--${status}`} part={`status status-${status}`}>
      {t(`status.${status}`)}
    </span>
  );
}
