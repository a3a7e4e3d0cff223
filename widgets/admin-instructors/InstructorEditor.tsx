import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createAdminInstructor, updateAdminInstructor } from '../../src/api/instructorAdmin';
import type { AdminInstructor } from '../../src/contract/questionnaire';
import { instructorKinds, questionnaireLimits } from '../../src/contract/questionnaireTerms';
import { SelectField } from '../../src/ui/SelectField';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { instructorForm } from '../../src/validation/instructorForm';

const fields = ['name', 'email', 'kind'] as const;
type Draft = Record<(typeof fields)[number], string>;

/** The form of a new instructor, or of a correction when `existing` is given (the schema the server checks with). */
export function InstructorEditor({
  heading,
  submitLabel,
  existing,
  onSaved,
  onCancel,
}: {
  heading: string;
  submitLabel: string;
  existing?: AdminInstructor;
  onSaved: (saved: AdminInstructor) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const headingId = useId();
  const [draft, setDraft] = useState<Draft>(existing ? { name: existing.name, email: existing.email, kind: existing.kind } : { name: '', email: '', kind: 'internal' });
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(fields);
  const set = (name: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = instructorForm.safeParse(draft);
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    setBusy(true);
    try {
      const saved = existing ? await updateAdminInstructor(existing.instructorId, parsed.data) : await createAdminInstructor(parsed.data);
      errors.clear();
      onSaved(saved);
    } catch (error) {
      errors.showFailure(error);
      setBusy(false);
    }
  };

  return (
    <form className="tc-form tc-admin-instructors__panel" noValidate onSubmit={submit} aria-labelledby={headingId} part="form">
      <h3 id={headingId}>{heading}</h3>
      {/* Opened by New instructor or Edit: the form takes the focus, which would else fall to the page's body. */}
      <TextField label={t('instructors.name')} {...errors.field('name')} value={draft.name} onChange={set('name')} maxLength={questionnaireLimits.shortTextMax} autoComplete="off" required autoFocus />
      <TextField label={t('instructors.email')} {...errors.field('email')} type="email" value={draft.email} onChange={set('email')} autoComplete="off" required />
      <SelectField label={t('instructors.kind')} {...errors.field('kind')} value={draft.kind} onChange={set('kind')} options={instructorKinds.map((kind) => ({ value: kind, label: t(`instructors.kinds.${kind}`) }))} required />
      {errors.alert ? (
        <p className="tc-alert" role="alert">
          {errors.alert}
        </p>
      ) : null}
      <div className="tc-admin-instructors__actions">
        <ThrottledButton type="submit" className="tc-button" busy={busy} part="button save">
          {submitLabel}
        </ThrottledButton>
        <button type="button" className="tc-button tc-button--secondary" part="button" onClick={onCancel}>
          {t('common:actions.cancel')}
        </button>
      </div>
    </form>
  );
}
