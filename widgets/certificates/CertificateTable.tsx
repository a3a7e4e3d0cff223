import { useTranslation } from 'react-i18next';
import type { CertificateSummary } from '../../src/contract/certificate';
import { formatDate } from '../../src/ui/formatDate';
import { CertificateActions } from './CertificateActions';
import { StatusBadge } from './StatusBadge';
import { totalHoursText } from './totalHours';
import { ScrollRegion } from '../../src/ui/ScrollRegion';

export type CertificateTableProps = {
  certificates: readonly CertificateSummary[];
  highlightId?: string;
  courseUrl: string;
  onRenewed: () => void;
};

/** One row per certificate, the course as the row's header so a screen reader names every cell by it. */
export function CertificateTable({ certificates, highlightId, courseUrl, onRenewed }: CertificateTableProps) {
  const { t, i18n } = useTranslation('certificates');
  const language = i18n.language;
  return (
    <ScrollRegion label={t('list.caption')} part="table" cards>
      <table className="tc-table tc-certificates__table">
        <caption className="tc-visually-hidden">{t('list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('list.column.course')}</th>
            <th scope="col">{t('list.column.serial')}</th>
            <th scope="col">{t('list.column.totalHours')}</th>
            <th scope="col">{t('list.column.issuedAt')}</th>
            <th scope="col">{t('list.column.validUntil')}</th>
            <th scope="col">{t('list.column.status')}</th>
            <th scope="col">{t('list.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {certificates.map((certificate) => {
            const highlighted = certificate.certificateId === highlightId;
            return (
              <tr
                key={certificate.certificateId}
                part={highlighted ? 'row highlighted' : 'row'}
                className={highlighted ? 'tc-certificates__row--highlighted' : undefined}
                aria-current={highlighted ? 'true' : undefined}
              >
                <th scope="row" className="tc-certificates__course">
                  {certificate.courseTitle}{' '}
                  <span className="tc-certificates__kind">{t(`list.kind.${certificate.kind}`)}</span>
                </th>
                <td className="tc-certificates__serial" data-label={t('list.column.serial')}>{certificate.serial}</td>
                <td data-label={t('list.column.totalHours')}>{totalHoursText(certificate.totalMinutes, t)}</td>
                <td data-label={t('list.column.issuedAt')}>{formatDate(certificate.issuedAt, language)}</td>
                <td data-label={t('list.column.validUntil')}>{formatDate(certificate.validUntil, language)}</td>
                <td data-label={t('list.column.status')}>
                  <StatusBadge status={certificate.status} />
                  {certificate.revokedAt ? (
                    <span className="tc-certificates__revoked"> {t('list.revokedSince', { date: formatDate(certificate.revokedAt, language) })}</span>
                  ) : null}
                </td>
                <td>
                  <CertificateActions certificate={certificate} courseUrl={courseUrl} onRenewed={onRenewed} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
