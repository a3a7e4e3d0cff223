import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadMaterial } from '../../src/api/materialAdmin';
import type { UploadFileEntry } from '../../src/api/upload';
import { materialLanguages, type MaterialLanguage } from '../../src/contract/materials';
import { SelectField } from '../../src/ui/SelectField';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { materialAdminLimits } from '../../src/validation/materialAdminForms';
import { FormAlert } from '../../src/ui/FormAlert';

const uploadFields = ['file', 'description', 'language'] as const;

/** A new material file: choose it, describe it, pick its language; the progress shows while it travels. */
export function UploadForm({ onUploaded }: { onUploaded: (text: string) => void }) {
  const { t } = useTranslation('adminContent');
  const headingId = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [language, setLanguage] = useState<MaterialLanguage>('en');
  const [entry, setEntry] = useState<UploadFileEntry | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState<Partial<Record<(typeof uploadFields)[number], string>>>({});
  const errors = useFormErrors(uploadFields);
  const uploading = entry?.status === 'uploading';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = {
      ...(file ? {} : { file: t('upload.fileRequired') }),
      ...(description.trim() ? {} : { description: t('validation:fieldRequired') }),
      ...(description.trim().length > materialAdminLimits.description ? { description: t('validation:textTooLong') } : {}),
    };
    setMissing(problems);
    setFailure(null);
    if (!file || Object.keys(problems).length > 0) {
      if (problems.file) fileInput.current?.focus();
      else errors.focus('description');
      return;
    }
    const result = await uploadMaterial(file, { description: description.trim(), language }, setEntry);
    if (result.status === 'success') {
      onUploaded(t('upload.done', { name: file.name }));
      setFile(null);
      setDescription('');
      setEntry(null);
      if (fileInput.current) fileInput.current.value = '';
    } else {
      setFailure(result.error ?? t('upload.failed'));
    }
  };

  const fileError = missing.file;
  return (
    <section className="tc-admin-section__panel" aria-labelledby={headingId} part="upload">
      <h3 id={headingId}>{t('upload.heading')}</h3>
      <form className="tc-form" noValidate onSubmit={submit} part="upload-form">
        <div className="tc-field">
          <label className="tc-label" htmlFor={fileId}>
            {t('upload.file')}
            <span className="tc-required" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <p className="tc-hint" id={`${fileId}-hint`}>
            {t('upload.fileHint')}
          </p>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            name="file"
            className="tc-input"
            aria-required="true"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p className="tc-error" id={`${fileId}-error`} aria-live="polite">
            {fileError}
          </p>
        </div>
        <TextField
          label={t('upload.description')}
          {...errors.field('description')}
          error={missing.description}
          value={description}
          onChange={setDescription}
          maxLength={materialAdminLimits.description}
          required
        />
        <SelectField
          label={t('files.language')}
          name="language"
          value={language}
          onChange={(value) => setLanguage(value as MaterialLanguage)}
          options={materialLanguages.map((value) => ({ value, label: t(`common:language.${value}`) }))}
        />
        {entry ? (
          <div className="tc-admin-section__progress" part="progress">
            <label htmlFor={`${fileId}-progress`}>{t('upload.progress', { name: entry.name, percent: entry.percentage })}</label>
            <progress id={`${fileId}-progress`} max={100} value={entry.percentage} />
          </div>
        ) : null}
        <FormAlert message={failure} />
        <ThrottledButton type="submit" className="tc-button" busy={uploading} part="button upload">
          {t('upload.submit')}
        </ThrottledButton>
      </form>
    </section>
  );
}
