import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import { verifyCredential } from '../../src/api/certificate';
import type { CredentialVerification } from '../../src/contract/certificate';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useResource } from '../../src/ui/useResource';
import { VerifiedCertificate } from './VerifyOutcome';

type Check = { credential: string; count: number };

const noCheck = (): Promise<null> => Promise.resolve(null);

/**
 * A digital credential (Open Badges 3.0, the file the learner downloaded) checked by the server:
 * whether its signature is the portal's, and the certificate's live status.
 */
export function CredentialCheck() {
  const { t } = useTranslation('certificates');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [check, setCheck] = useState<Check | null>(null);
  const { resource, reload } = useResource<CredentialVerification | null>(() => (check ? verifyCredential(check.credential) : noCheck()), check ? String(check.count) : '');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credential = (await input.current?.files?.[0]?.text())?.trim();
    if (!credential) {
      setFieldError(t('verify.credential.fileRequired'));
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    setCheck((previous) => ({ credential, count: (previous?.count ?? 0) + 1 }));
  };

  return (
    <details className="tc-verify__credential" part="credential">
      <summary>{t('verify.credential.heading')}</summary>
      <div className="tc-verify__credential-body">
        <p className="tc-verify__intro">{t('verify.credential.intro')}</p>
        <form className="tc-verify__form" part="form" onSubmit={(event) => void submit(event)} noValidate>
          <div className="tc-field" part="field">
            <label className="tc-label" htmlFor={inputId} part="label">
              {t('verify.credential.fileLabel')}
            </label>
            <input
              ref={input}
              id={inputId}
              className="tc-input"
              part="input"
              type="file"
              accept=".jwt,.txt,.json,application/jwt,text/plain"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              onChange={() => setFieldError(undefined)}
            />
            <p className="tc-error" id={errorId} aria-live="polite" part="error">
              {fieldError}
            </p>
          </div>
          <ThrottledButton type="submit" busy={check !== null && resource.status === 'loading'}>
            {t('verify.credential.submit')}
          </ThrottledButton>
        </form>
        <p className="tc-visually-hidden" role="status">
          {resource.status === 'ready' && resource.data ? t(resource.data.signatureValid ? 'verify.credential.signatureValid' : 'verify.credential.signatureInvalid') : ''}
        </p>
        {check === null ? null : resource.status === 'loading' ? (
          <p className="tc-verify__loading" part="loading" aria-busy="true">
            {t('common:loading')}
          </p>
        ) : resource.status === 'error' ? (
          <div className="tc-verify__error" part="error">
            <p>{userMessage(resource.error) ?? t('verify.loadError')}</p>
            <button type="button" className="tc-button tc-button--secondary" part="button" onClick={reload}>
              {t('common:actions.retry')}
            </button>
          </div>
        ) : resource.data ? (
          <>
            <p className={resource.data.signatureValid ? 'tc-verify__signature' : 'tc-verify__signature tc-verify__signature--invalid'} part="signature">
              {t(resource.data.signatureValid ? 'verify.credential.signatureValid' : 'verify.credential.signatureInvalid')}
            </p>
            {resource.data.verification ? <VerifiedCertificate certificate={resource.data.verification} /> : null}
          </>
        ) : null}
      </div>
    </details>
  );
}
