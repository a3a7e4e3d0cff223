import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound, userMessage } from '../../src/api/apiError';
import { createDocument, updateDocument } from '../../src/api/documentAdmin';
import type { AdminDocument, AdminDocumentOptions } from '../../src/contract/documentAdmin';
import { Checkbox } from '../../src/ui/Checkbox';
import { SelectField } from '../../src/ui/SelectField';
import { TextAreaField } from '../../src/ui/TextAreaField';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { documentForm, documentFormLimits } from '../../src/validation/documentAdminForms';
import { FormAlert } from '../../src/ui/FormAlert';

const fields = ['categoryId', 'titleEn', 'descriptionEn', 'titleEs', 'descriptionEs', 'versionCodes'] as const;
type Draft = { categoryId: string; titleEn: string; descriptionEn: string; titleEs: string; descriptionEs: string; versionCodes: string[] };
const draftOf = (item?: AdminDocument): Draft =>
  item
    ? { categoryId: item.categoryId, titleEn: item.titleEn, descriptionEn: item.descriptionEn, titleEs: item.titleEs, descriptionEs: item.descriptionEs, versionCodes: item.versionCodes }
    : { categoryId: '', titleEn: '', descriptionEn: '', titleEs: '', descriptionEs: '', versionCodes: [] };

/** A new document's texts, category and country versions, or a correction of them when `existing` is given. */
export function DocumentEditor({
  heading,
  submitLabel,
  options,
  existing,
  onSaved,
  onCancel,
  onGone,
}: {
  heading: string;
  submitLabel: string;
  options: AdminDocumentOptions;
  existing?: AdminDocument;
  onSaved: (saved: AdminDocument) => void;
  onCancel?: () => void;
  /** The corrected document does not exist (40004): the server's message, said in place of the form. */
  onGone?: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('adminContent');
  const headingId = useId();
  const [draft, setDraft] = useState<Draft>(draftOf(existing));
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(fields);
  const set = (name: Exclude<keyof Draft, 'versionCodes'>) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const spanish = i18n.language.startsWith('es');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = documentForm.safeParse(draft);
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    setBusy(true);
    try {
      const saved = existing ? await updateDocument(existing.documentId, parsed.data) : await createDocument(parsed.data);
      errors.clear();
      if (!existing) setDraft(draftOf());
      onSaved(saved);
    } catch (error) {
      if (onGone && isNotFound(error)) onGone(userMessage(error) ?? t('documents.loadError'));
      else errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const versionError = errors.field('versionCodes').error;
  return (
    <form className="tc-form tc-admin-section__panel" noValidate onSubmit={submit} aria-labelledby={headingId} part="form">
      <h3 id={headingId}>{heading}</h3>
      <SelectField
        label={t('documents.category')}
        {...errors.field('categoryId')}
        value={draft.categoryId}
        onChange={set('categoryId')}
        placeholder={t('documents.chooseCategory')}
        options={options.categories.map((category) => ({ value: category.categoryId, label: spanish && category.titleEs ? category.titleEs : category.titleEn }))}
        required
      />
      <TextField label={t('documents.titleEn')} {...errors.field('titleEn')} value={draft.titleEn} onChange={set('titleEn')} maxLength={documentFormLimits.title} required />
      <TextAreaField label={t('documents.descriptionEn')} {...errors.field('descriptionEn')} value={draft.descriptionEn} onChange={set('descriptionEn')} rows={3} required />
      <TextField label={t('documents.titleEs')} hint={t('documents.spanishHint')} {...errors.field('titleEs')} value={draft.titleEs} onChange={set('titleEs')} maxLength={documentFormLimits.title} />
      <TextAreaField label={t('documents.descriptionEs')} {...errors.field('descriptionEs')} value={draft.descriptionEs} onChange={set('descriptionEs')} rows={3} />
      <fieldset className="tc-admin-documents__countries" aria-describedby={versionError ? `${headingId}-countries` : undefined} part="countries">
        <legend>{t('documents.countries')}</legend>
        {options.countries.map((country) => (
          <Checkbox
            key={country.versionCode}
            name="versionCodes"
            label={`${country.name} (${country.versionCode})`}
            checked={draft.versionCodes.includes(country.versionCode)}
            onChange={(checked) =>
              setDraft((current) => ({ ...current, versionCodes: checked ? [...current.versionCodes, country.versionCode] : current.versionCodes.filter((code) => code !== country.versionCode) }))
            }
          />
        ))}
        {versionError ? (
          <p id={`${headingId}-countries`} className="tc-field__error">
            {versionError}
          </p>
        ) : null}
      </fieldset>
      <FormAlert message={errors.alert} />
      <div className="tc-actions">
        <ThrottledButton type="submit" className="tc-button" busy={busy} part="button save">
          {submitLabel}
        </ThrottledButton>
        {onCancel ? (
          <button type="button" className="tc-button tc-button--secondary" part="button" onClick={onCancel}>
            {t('common:actions.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
