import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { submitTicket } from '../../src/api/support';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { session } from '../../src/session/session';
import { TextAreaField } from '../../src/ui/TextAreaField';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { ticketFieldLength, ticketFields, ticketForm, type TicketForm } from '../../src/validation/supportForms';

export type ContactFormProps = WidgetProps & {
  /** A subject to start with (a page that knows what the visitor needs help with). */
  subject?: string;
};

type Values = Record<keyof TicketForm, string>;

/** What the signed-in user's profile knows: name, e-mail, company (spec 3). */
const fromProfile = (): Partial<Values> => {
  const user = session.token() ? session.user() : null;
  return user ? { name: user.name, email: user.email, company: user.company } : {};
};

const blank: Values = { name: '', email: '', company: '', subject: '', message: '' };

/**
 * The contact/support form (spec 5, issue 11): name, e-mail, company, subject, message, checked with
 * the server's own schema before sending. Prefilled from the profile when signed in; works without a
 * session. A refused or failed send keeps every typed character in the form, ready to send again.
 */
export function ContactForm({ subject = '', emit }: ContactFormProps) {
  const { t } = useTranslation('support');
  const titleId = useId();
  const [values, setValues] = useState<Values>(() => ({ ...blank, subject, ...fromProfile() }));
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ ticketId: string; email: string } | null>(null);
  const errors = useFormErrors(ticketFields);
  const successRef = useRef<HTMLHeadingElement>(null);

  // Signing in on the same page (another widget) fills what is still empty; nothing typed is replaced.
  useEffect(
    () =>
      session.subscribe(() => {
        const profile = fromProfile();
        setValues((current) => {
          const next = { ...current };
          for (const field of ['name', 'email', 'company'] as const) if (!next[field] && profile[field]) next[field] = profile[field];
          return next;
        });
      }),
    [],
  );

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  const set = (field: keyof Values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = ticketForm.safeParse(values);
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    errors.clear();
    setBusy(true);
    try {
      const { ticketId } = await submitTicket(parsed.data);
      setSent({ ticketId, email: parsed.data.email });
      emit('tc-ticket-submitted', { ticketId });
    } catch (error) {
      // The values stay as typed: the person corrects a field or simply sends again.
      errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const writeAnother = () => {
    setValues((current) => ({ ...current, subject: '', message: '' }));
    setSent(null);
  };

  return (
    <section className="tc-card tc-contact" part="base" aria-labelledby={titleId}>
      <h2 className="tc-contact__title" id={titleId} part="heading">
        {t('contact.title')}
      </h2>
      {sent ? (
        <div className="tc-contact__success" part="success">
          <h3 className="tc-contact__success-title" ref={successRef} tabIndex={-1}>
            {t('contact.successTitle')}
          </h3>
          <p>
            {t('contact.successBody', { ticketId: sent.ticketId, email: sent.email })}
          </p>
          <p className="tc-contact__ticket" part="ticket">
            <strong>{sent.ticketId}</strong>
          </p>
          <button type="button" className="tc-button tc-button--secondary" part="button" onClick={writeAnother}>
            {t('contact.another')}
          </button>
        </div>
      ) : (
        <form className="tc-form tc-contact__form" noValidate onSubmit={send} aria-labelledby={titleId} part="form">
          <p className="tc-hint">{t('contact.intro', { hours: t('common:supportHours') })}</p>
          {errors.alert ? (
            <p className="tc-contact__alert" role="alert" part="alert">
              {errors.alert}
            </p>
          ) : null}
          <TextField {...errors.field('name')} label={t('contact.name')} value={values.name} onChange={set('name')} autoComplete="name" maxLength={ticketFieldLength.name} required />
          <TextField
            {...errors.field('email')}
            label={t('contact.email')}
            type="email"
            value={values.email}
            onChange={set('email')}
            autoComplete="email"
            maxLength={ticketFieldLength.email}
            required
          />
          <TextField
            {...errors.field('company')}
            label={t('contact.company')}
            value={values.company}
            onChange={set('company')}
            autoComplete="organization"
            maxLength={ticketFieldLength.company}
            required
          />
          <TextField {...errors.field('subject')} label={t('contact.subject')} value={values.subject} onChange={set('subject')} maxLength={ticketFieldLength.subject} required />
          <TextAreaField {...errors.field('message')} label={t('contact.message')} value={values.message} onChange={set('message')} maxLength={ticketFieldLength.message} required />
          <ThrottledButton type="submit" busy={busy}>
            {busy ? t('contact.sending') : t('contact.submit')}
          </ThrottledButton>
        </form>
      )}
    </section>
  );
}
