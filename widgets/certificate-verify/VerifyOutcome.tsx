import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, userMessage } from '../../src/api/apiError';
import { ResultCode } from '../../src/contract/codes';
import type { CertificateVerification } from '../../src/contract/certificate';
import { formatDate } from '../../src/ui/formatDate';
import type { Resource } from '../../src/ui/useResource';

export type VerifyOutcomeProps = { serial: string; resource: Resource<CertificateVerification | null>; onRetry: () => void };

/** What the server said about one serial: its fields and live status, not found, or why it could not be checked. */
export function VerifyOutcome({ serial, resource, onRetry }: VerifyOutcomeProps) {
  const { t } = useTranslation('certificates');
  // One live region that outlives each answer, so every outcome is announced.
  return (
    <div className="tc-verify__outcome">
      <p className="tc-visually-hidden" role="status">
        {resource.status === 'ready' && resource.data ? t(`verify.statusText.${resource.data.status}`) : resource.status === 'error' ? failureText(resource.error, serial, t) : ''}
      </p>
      {resource.status === 'loading' ? (
        <p className="tc-verify__loading" part="loading" aria-busy="true">
          {t('common:loading')}
        </p>
      ) : resource.status === 'error' ? (
        <Failure error={resource.error} serial={serial} onRetry={onRetry} />
      ) : resource.data ? (
        <VerifiedCertificate certificate={resource.data} />
      ) : null}
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.code === ResultCode.notFound;

const failureText = (error: unknown, serial: string, t: Translate): string =>
  isNotFound(error) ? t('verify.notFound', { serial }) : (userMessage(error) ?? t('verify.loadError'));

function Failure({ error, serial, onRetry }: { error: unknown; serial: string; onRetry: () => void }) {
  const { t } = useTranslation('certificates');
  const notFound = isNotFound(error);
  return (
    <div className={notFound ? 'tc-verify__not-found' : 'tc-verify__error'} part={notFound ? 'not-found' : 'error'}>
      <p>{failureText(error, serial, t)}</p>
      {notFound ? null : (
        <button type="button" className="tc-button tc-button--secondary" part="button" onClick={onRetry}>
          {t('common:actions.retry')}
        </button>
      )}
    </div>
  );
}

/** A certificate's public facts and live status, as the server answered them. */
export function VerifiedCertificate({ certificate }: { certificate: CertificateVerification }) {
  const { t, i18n } = useTranslation('certificates');
  const headingId = useId();
  const date = (value: string) => formatDate(value, i18n.language);
  const { status } = certificate;
  const fields: [label: string, value: string][] = [
    [t('verify.holderName'), certificate.holderName],
    [t('verify.company'), certificate.company],
    [t('verify.course'), certificate.courseTitle],
    [t('verify.issuedAt'), date(certificate.issuedAt)],
    [t('verify.validUntil'), date(certificate.validUntil)],
  ];
  return (
    <article className={`tc-verify__result tc-verify__result--${status}`} part="result" aria-labelledby={headingId}>
      <h3 id={headingId} className="tc-verify__result-heading">
        {t('verify.resultHeading', { serial: certificate.serial })}
      </h3>
      <p className={`tc-verify__verdict tc-status tc-status--${status}`} part={`outcome status-${status}`}>
        {t(`verify.statusText.${status}`)}
      </p>
      {status === 'revoked' && certificate.revokedAt ? (
        <p className="tc-verify__revoked" part="revoked">
          {t('verify.revokedAt', { date: date(certificate.revokedAt) })}
        </p>
      ) : null}
      <dl className="tc-verify__details" part="details">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('verify.status')}</dt>
          <dd>{t(`status.${status}`)}</dd>
        </div>
      </dl>
    </article>
  );
}
