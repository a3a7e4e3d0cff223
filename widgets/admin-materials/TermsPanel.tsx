import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getAdminTerms, publishTerms } from '../../src/api/materialAdmin';
import type { AdminTerms } from '../../src/contract/materialAdmin';
import { formatDate } from '../../src/ui/formatDate';
import { ResourceView } from '../../src/ui/ResourceView';
import { TextAreaField } from '../../src/ui/TextAreaField';
import { TextField } from '../../src/ui/TextField';
import { FormFooter } from '../../src/ui/FormFooter';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { useResource } from '../../src/ui/useResource';
import { materialAdminLimits, publishTermsForm } from '../../src/validation/materialAdminForms';

const termsFields = ['en.title', 'en.body', 'es.title', 'es.body'] as const;
type Draft = Record<(typeof termsFields)[number], string>;

const draftOf = (terms: AdminTerms): Draft => ({ 'en.title': terms.en.title, 'en.body': terms.en.body, 'es.title': terms.es.title, 'es.body': terms.es.body });

/** The terms of use in force, and the form that publishes the next version (everyone agrees again). */
export function TermsPanel({ onNotice }: { onNotice: (text: string) => void }) {
  const { t } = useTranslation('adminContent');
  const headingId = useId();
  // A reload after publishing that fails keeps the terms shown, with the error and Try again above them.
  const { resource, reload, reloadFailed } = useResource(getAdminTerms, 'terms', { keepOnFailedReload: true });
  return (
    <section className="tc-admin-section__panel" aria-labelledby={headingId} part="terms">
      <h3 id={headingId}>{t('terms.heading')}</h3>
      <ResourceView resource={resource} reload={reload} reloadFailed={reloadFailed} loadError={t('terms.loadError')}>
        {(terms) => <TermsInForce terms={terms} reload={reload} onNotice={onNotice} />}
      </ResourceView>
    </section>
  );
}

/** The version in force, its texts, and the next version's form. */
function TermsInForce({ terms, reload, onNotice }: { terms: AdminTerms; reload: () => void; onNotice: (text: string) => void }) {
  const { t, i18n } = useTranslation('adminContent');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(termsFields);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft) return;
    const parsed = publishTermsForm.safeParse({
      basedOn: terms.version,
      en: { title: draft['en.title'], body: draft['en.body'] },
      es: { title: draft['es.title'], body: draft['es.body'] },
    });
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    setBusy(true);
    try {
      const published = await publishTerms(parsed.data);
      setDraft(null);
      errors.clear();
      onNotice(t('terms.published', { version: published.version }));
      reload();
    } catch (error) {
      errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: (typeof termsFields)[number]) => ({
    ...errors.field(name),
    value: draft?.[name] ?? '',
    onChange: (value: string) => setDraft((current) => (current ? { ...current, [name]: value } : current)),
    required: true,
  });

  return (
    <>
      <p part="terms-version">
        {terms.publishedAt === null ? t('terms.noneYet') : t('terms.inForce', { version: terms.version, date: formatDate(terms.publishedAt, i18n.language), count: terms.agreedUsers })}
      </p>
      <details className="tc-admin-section__texts">
        <summary>{t('terms.read')}</summary>
        {(['en', 'es'] as const).map((lang) => (
          <div key={lang} lang={lang}>
            <h4>{terms[lang].title}</h4>
            <p className="tc-admin-section__body">{terms[lang].body}</p>
          </div>
        ))}
      </details>
      {draft ? (
        <form className="tc-form" noValidate onSubmit={submit} part="terms-form">
          <p className="tc-admin-section__warning">{t('terms.warning', { version: terms.version + 1 })}</p>
          <fieldset>
            <legend>{t('terms.english')}</legend>
            <TextField label={t('terms.title')} maxLength={materialAdminLimits.termsTitle} {...field('en.title')} />
            <TextAreaField label={t('terms.body')} rows={8} maxLength={materialAdminLimits.termsBody} {...field('en.body')} />
          </fieldset>
          <fieldset>
            <legend>{t('terms.spanish')}</legend>
            <TextField label={t('terms.title')} maxLength={materialAdminLimits.termsTitle} {...field('es.title')} />
            <TextAreaField label={t('terms.body')} rows={8} maxLength={materialAdminLimits.termsBody} {...field('es.body')} />
          </fieldset>
          <FormFooter
            alert={errors.alert}
            submitLabel={t('terms.publish', { version: terms.version + 1 })}
            submitPart="publish"
            busy={busy}
            onCancel={() => {
              setDraft(null);
              errors.clear();
            }}
          />
        </form>
      ) : (
        <button type="button" className="tc-button tc-button--secondary" part="button new-version" onClick={() => setDraft(draftOf(terms))}>
          {t('terms.newVersion')}
        </button>
      )}
    </>
  );
}
