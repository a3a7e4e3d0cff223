import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAdminCourse } from '../../src/api/adminCourses';
import type { AdminCourseDetail } from '../../src/contract/adminCourse';
import { courseKinds } from '../../src/contract/courseTerms';
import { languages } from '../../src/contract/languages';
import { Checkbox } from '../../src/ui/Checkbox';
import { SelectField } from '../../src/ui/SelectField';
import { TextAreaField } from '../../src/ui/TextAreaField';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { courseAudiences, courseForm } from '../../src/validation/courseForms';
import { FormAlert } from '../../src/ui/FormAlert';

const fields = ['title.en', 'title.es', 'description.en', 'description.es', 'audience', 'kind', 'position', 'countries', 'language', 'validityMonths'] as const;

/** Whole numbers typed in a text box; anything else is left for the schema to refuse. */
const numberOf = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value));

/** A course's own fields: title and description in both languages, audience, kind, order, country versions, language, validity. */
export function CourseFieldsForm({
  detail,
  countries,
  onSaved,
}: {
  detail: AdminCourseDetail | null;
  countries: { versionCode: string; name: string }[];
  onSaved: (detail: AdminCourseDetail) => void;
}) {
  const { t } = useTranslation('adminCourses');
  const errors = useFormErrors(fields);
  const [busy, setBusy] = useState(false);
  const [form, setForm] = useState(() => ({
    titleEn: detail?.title.en ?? '',
    titleEs: detail?.title.es ?? '',
    descriptionEn: detail?.description.en ?? '',
    descriptionEs: detail?.description.es ?? '',
    audience: detail?.audience ?? 'installer',
    kind: detail?.kind ?? 'library',
    position: String(detail?.position ?? 100),
    countries: detail?.countries ?? [],
    language: detail?.language ?? 'en',
    validityMonths: String(detail?.validityMonths ?? 24),
  }));
  const set = (change: Partial<typeof form>) => setForm((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = courseForm.safeParse({
      ...(detail ? { courseId: detail.courseId } : {}),
      title: { en: form.titleEn, es: form.titleEs },
      description: { en: form.descriptionEn, es: form.descriptionEs },
      audience: form.audience,
      kind: form.kind,
      position: numberOf(form.position),
      countries: form.countries,
      language: form.language,
      validityMonths: numberOf(form.validityMonths),
    });
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    errors.clear();
    setBusy(true);
    try {
      onSaved(await saveAdminCourse(parsed.data));
    } catch (error) {
      errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const countriesError = errors.field('countries').error;
  return (
    <form className="tc-form tc-admin-courses__panel" noValidate onSubmit={submit} part="course-form" aria-labelledby="tc-admin-courses-fields">
      <h3 id="tc-admin-courses-fields">{t('fields.heading')}</h3>
      <FormAlert message={errors.alert} />
      <div className="tc-admin-courses__grid">
        <TextField {...errors.field('title.en')} label={t('fields.titleEn')} value={form.titleEn} onChange={(titleEn) => set({ titleEn })} required />
        <TextField {...errors.field('title.es')} label={t('fields.titleEs')} hint={t('fields.spanishHint')} value={form.titleEs} onChange={(titleEs) => set({ titleEs })} />
        <TextAreaField {...errors.field('description.en')} label={t('fields.descriptionEn')} value={form.descriptionEn} onChange={(descriptionEn) => set({ descriptionEn })} required />
        <TextAreaField {...errors.field('description.es')} label={t('fields.descriptionEs')} value={form.descriptionEs} onChange={(descriptionEs) => set({ descriptionEs })} />
        <SelectField
          {...errors.field('audience')}
          label={t('fields.audience')}
          value={form.audience}
          onChange={(audience) => set({ audience: audience as typeof form.audience })}
          options={courseAudiences.map((value) => ({ value, label: t(`audience.${value}`) }))}
        />
        <SelectField
          {...errors.field('kind')}
          label={t('fields.kind')}
          value={form.kind}
          onChange={(kind) => set({ kind: kind as typeof form.kind })}
          options={courseKinds.map((value) => ({ value, label: t(`kind.${value}`) }))}
        />
        <SelectField
          {...errors.field('language')}
          label={t('fields.language')}
          value={form.language}
          onChange={(language) => set({ language })}
          options={languages.map((value) => ({ value, label: t(`language.${value}`) }))}
        />
        <TextField {...errors.field('position')} label={t('fields.position')} hint={t('fields.positionHint')} inputMode="numeric" value={form.position} onChange={(position) => set({ position })} />
        <TextField {...errors.field('validityMonths')} label={t('fields.validityMonths')} inputMode="numeric" value={form.validityMonths} onChange={(validityMonths) => set({ validityMonths })} />
      </div>
      <fieldset className="tc-admin-courses__countries" aria-describedby={countriesError ? 'tc-admin-courses-countries-error' : undefined}>
        <legend>{t('fields.countries')}</legend>
        {countries.map((country) => (
          <Checkbox
            key={country.versionCode}
            name="countries"
            label={`${country.name} (${country.versionCode})`}
            checked={form.countries.includes(country.versionCode)}
            onChange={(checked) => set({ countries: checked ? [...form.countries, country.versionCode] : form.countries.filter((code) => code !== country.versionCode) })}
          />
        ))}
        {countriesError ? (
          <p className="tc-error" id="tc-admin-courses-countries-error">
            {countriesError}
          </p>
        ) : null}
      </fieldset>
      <ThrottledButton type="submit" className="tc-button" busy={busy} part="button save-course">
        {detail ? t('fields.save') : t('fields.create')}
      </ThrottledButton>
    </form>
  );
}
