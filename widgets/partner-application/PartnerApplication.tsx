import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { listCountries } from '../../src/api/auth';
import { applyForPartnership } from '../../src/api/partner';
import type { CountryVersion } from '../../src/contract/auth';
import { languages, toLanguage, type Language } from '../../src/contract/languages';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { Checkbox } from '../../src/ui/Checkbox';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { useResource } from '../../src/ui/useResource';
import { partnerApplicationForm, partnerRoles, type PartnerApplicationForm } from '../../src/validation/partnerForms';
import { FormAlert } from '../../src/ui/FormAlert';

export type PartnerApplicationProps = WidgetProps & {
  /** Where the partner terms are published (linked next to the agreement). */
  termsUrl?: string;
};

const fields = ['company', 'companyNumber', 'country', 'contactName', 'email', 'phone', 'website', 'roles', 'acceptTerms', 'language'] as const;
type Field = (typeof fields)[number];
type Role = (typeof partnerRoles)[number];

/**
 * "Get an account" (spec 1, issue 13): a company applies to become a partner. The form checks with
 * the schema the server uses; the server decides duplicates and answers with its own code.
 */
export function PartnerApplication({ termsUrl }: PartnerApplicationProps) {
  const { t, i18n } = useTranslation('partner');
  const headingId = useId();
  const rolesErrorId = useId();
  const termsErrorId = useId();
  // Named by the server in the reader's language: asked again when the language changes.
  const countries = useResource<CountryVersion[]>(listCountries, `countries/${i18n.language}`);
  const [values, setValues] = useState({ company: '', companyNumber: '', country: '', contactName: '', email: '', phone: '', website: '' });
  const [roles, setRoles] = useState<Role[]>([]);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [language, setLanguage] = useState<Language>(() => toLanguage(i18n.language));
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ company: string; email: string } | null>(null);
  const errors = useFormErrors<Field>(fields);
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const countryList = countries.resource.status === 'ready' ? countries.resource.data : [];
  const country = values.country || countryList[0]?.versionCode || '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form: PartnerApplicationForm = { ...values, country, roles, acceptTerms: acceptTerms as true, language };
    const parsed = partnerApplicationForm.safeParse(form);
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    errors.clear();
    setBusy(true);
    try {
      await applyForPartnership(parsed.data);
      setSent({ company: parsed.data.company, email: parsed.data.email });
    } catch (error) {
      errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <section className="tc-partner-application" part="base" aria-labelledby={headingId}>
        <h2 id={headingId} className="tc-partner-application__heading" part="heading">
          {t('apply.heading')}
        </h2>
        <p className="tc-partner-application__sent" role="status" part="sent">
          {t('apply.sent', sent)}
        </p>
        <button
          type="button"
          className="tc-button tc-button--secondary"
          part="button"
          onClick={() => {
            setSent(null);
            setValues({ company: '', companyNumber: '', country: '', contactName: '', email: '', phone: '', website: '' });
            setRoles([]);
            setAcceptTerms(false);
          }}
        >
          {t('apply.another')}
        </button>
      </section>
    );
  }

  const rolesError = errors.field('roles').error;
  const termsError = errors.field('acceptTerms').error;
  const countryError = errors.field('country').error;
  return (
    <section className="tc-partner-application" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-partner-application__heading" part="heading">
        {t('apply.heading')}
      </h2>
      <p className="tc-hint">{t('apply.intro')}</p>
      <form className="tc-form" noValidate onSubmit={submit} aria-labelledby={headingId} part="form">
        <FormAlert message={errors.alert} />
        <TextField {...errors.field('company')} label={t('apply.company')} value={values.company} onChange={set('company')} autoComplete="organization" required />
        <TextField {...errors.field('companyNumber')} label={t('apply.companyNumber')} value={values.companyNumber} onChange={set('companyNumber')} required />
        <div className="tc-field" part="field">
          <label className="tc-label" htmlFor={`${headingId}-country`} part="label">
            {t('apply.country')}
          </label>
          <select
            id={`${headingId}-country`}
            className="tc-input"
            name="country"
            value={country}
            onChange={(event) => set('country')(event.target.value)}
            aria-invalid={countryError ? true : undefined}
            part="select"
          >
            {countryList.map((option) => (
              <option key={option.versionCode} value={option.versionCode}>
                {option.name}
              </option>
            ))}
          </select>
          {countryError ? <p className="tc-error">{countryError}</p> : null}
        </div>
        <TextField {...errors.field('contactName')} label={t('apply.contactName')} value={values.contactName} onChange={set('contactName')} autoComplete="name" required />
        <TextField {...errors.field('email')} label={t('apply.email')} type="email" value={values.email} onChange={set('email')} autoComplete="email" required />
        <TextField {...errors.field('phone')} label={t('apply.phone')} type="tel" value={values.phone} onChange={set('phone')} autoComplete="tel" inputMode="tel" required />
        <TextField {...errors.field('website')} label={t('apply.website')} type="url" value={values.website} onChange={set('website')} autoComplete="url" hint={t('apply.websiteHint')} />
        <fieldset className="tc-partner-application__roles" aria-describedby={rolesError ? rolesErrorId : undefined} aria-invalid={rolesError ? true : undefined} part="roles">
          <legend className="tc-label">
            {t('apply.roles')}
            <span className="tc-required" aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          {partnerRoles.map((role) => (
            <Checkbox
              key={role}
              name="roles"
              label={t(`apply.role.${role}`)}
              checked={roles.includes(role)}
              onChange={(checked) => setRoles((current) => (checked ? [...current, role] : current.filter((item) => item !== role)))}
            />
          ))}
          {rolesError ? (
            <p className="tc-error" id={rolesErrorId}>
              {rolesError}
            </p>
          ) : null}
        </fieldset>
        <div className="tc-field" part="field">
          <label className="tc-label" htmlFor={`${headingId}-language`} part="label">
            {t('apply.language')}
          </label>
          <select id={`${headingId}-language`} className="tc-input" name="language" value={language} onChange={(event) => setLanguage(toLanguage(event.target.value))} part="select">
            {languages.map((code) => (
              <option key={code} value={code}>
                {t(`common:language.${code}`)}
              </option>
            ))}
          </select>
        </div>
        <div aria-describedby={termsError ? termsErrorId : undefined}>
          <Checkbox name="acceptTerms" label={t('apply.terms')} checked={acceptTerms} onChange={setAcceptTerms} />
          {termsUrl ? (
            <a className="tc-link" href={termsUrl} target="_blank" rel="noopener" part="terms-link">
              {t('apply.termsLink')}
            </a>
          ) : null}
          {termsError ? (
            <p className="tc-error" id={termsErrorId} role="alert">
              {termsError}
            </p>
          ) : null}
        </div>
        <ThrottledButton type="submit" className="tc-button" busy={busy} part="submit">
          {t('apply.submit')}
        </ThrottledButton>
      </form>
    </section>
  );
}
