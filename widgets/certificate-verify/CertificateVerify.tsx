import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyCertificate } from '../../src/api/certificate';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useResource } from '../../src/ui/useResource';
import { CredentialCheck } from './CredentialCheck';
import { VerifyOutcome } from './VerifyOutcome';
import { serialFromPage } from './serialFromPage';

export type CertificateVerifyProps = WidgetProps & {
  /** The serial to check at once (the QR code's link names it); else the page's `?serial=`. */
  serial?: string;
};

type Lookup = { serial: string; count: number };

const noLookup = (): Promise<null> => Promise.resolve(null);

/**
 * Public verification of a certificate (issue 9): anyone types a serial (or arrives by the QR code's
 * link) and sees what `GET /certificate/verify` answers: holder, company, course, dates and the live status.
 */
export function CertificateVerify({ serial: serialAttribute }: CertificateVerifyProps) {
  const { t } = useTranslation('certificates');
  const headingId = useId();
  const initial = (serialAttribute || serialFromPage()).trim();
  const [typed, setTyped] = useState(initial);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [lookup, setLookup] = useState<Lookup | null>(initial ? { serial: initial, count: 0 } : null);
  const [attributeSeen, setAttributeSeen] = useState(serialAttribute);
  const input = useRef<HTMLInputElement>(null);

  if (attributeSeen !== serialAttribute) {
    // The page named another serial (its address changed): check that one.
    setAttributeSeen(serialAttribute);
    const next = (serialAttribute ?? '').trim();
    if (next) {
      setTyped(next);
      setLookup((previous) => ({ serial: next, count: (previous?.count ?? 0) + 1 }));
    }
  }

  const { resource, reload } = useResource(() => (lookup ? verifyCertificate(lookup.serial) : noLookup()), lookup ? `${lookup.serial}#${lookup.count}` : '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const serial = typed.trim();
    if (!serial) {
      setFieldError(t('verify.serialRequired'));
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    // The same serial again checks again: the status is live.
    setLookup((previous) => ({ serial, count: (previous?.count ?? 0) + 1 }));
  };

  return (
    <section className="tc-verify" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-verify__heading" part="heading">
        {t('verify.heading')}
      </h2>
      <p className="tc-verify__intro">{t('verify.intro')}</p>
      <form className="tc-verify__form" part="form" onSubmit={submit} noValidate>
        <TextField
          ref={input}
          label={t('verify.serialLabel')}
          name="serial"
          value={typed}
          onChange={setTyped}
          error={fieldError}
          autoComplete="off"
          required
        />
        <ThrottledButton type="submit" busy={lookup !== null && resource.status === 'loading'}>
          {t('verify.submit')}
        </ThrottledButton>
      </form>
      {lookup ? <VerifyOutcome serial={lookup.serial} resource={resource} onRetry={reload} /> : null}
      <CredentialCheck />
    </section>
  );
}
