import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createAdminInstructor, updateAdminInstructor } from '../api/instructorAdmin';
import type { AdminInstructor } from '../contract/questionnaire';
import { instructorKinds, questionnaireLimits } from '../contract/questionnaireTerms';
import { instructorForm } from '../validation/instructorForm';
import { SelectField } from './SelectField';
import { TextField } from './TextField';
import { ThrottledButton } from './ThrottledButton';
import { useFormErrors } from './useFormErrors';
import { FormAlert } from './FormAlert';

const fields = ['name', 'email', 'kind'] as const;
type Draft = Record<(typeof fields)[number], string>;

export type InstructorFormProps = {
  /** A correction of this instructor; a new one when absent. */
  existing?: AdminInstructor;
  /** "New instructor" unless given (a correction names its instructor). */
  heading?: string;
  /** "Create instructor" unless given. */
  submitLabel?: string;
  onSaved: (saved: AdminInstructor) => void;
  /** The opener takes the focus back (it comes back in the form's place). */
  onCancel: () => void;
  /** The panel class of the section that holds it. */
  className?: string;
};

/**
 * The one form of an instructor, new or corrected, wherever the console offers it (the instructors
 * section, the questionnaires' authoring): the schema the server checks with, the server's refusals
 * under their fields, the focus on Name when it opens.
 */
export function InstructorForm({ existing, heading, submitLabel, onSaved, onCancel, className }: InstructorFormProps) {
  const { t } = useTranslation('questionnaire');
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
    <form className={`tc-form ${className ?? ''}`.trim()} noValidate onSubmit={submit} aria-labelledby={headingId} part="form">
      <h3 id={headingId}>{heading ?? t('instructorForm.new')}</h3>
      {/* Opened by New instructor or Edit: the form takes the focus, which would else fall to the page's body. */}
      <TextField label={t('instructorForm.name')} {...errors.field('name')} value={draft.name} onChange={set('name')} maxLength={questionnaireLimits.shortTextMax} autoComplete="off" required autoFocus />
      <TextField label={t('instructorForm.email')} {...errors.field('email')} type="email" value={draft.email} onChange={set('email')} autoComplete="off" required />
      <SelectField label={t('instructorForm.kind')} {...errors.field('kind')} value={draft.kind} onChange={set('kind')} options={instructorKinds.map((kind) => ({ value: kind, label: t(`instructorKind.${kind}`) }))} required />
      <FormAlert message={errors.alert} />
      <div className="tc-actions">
        <ThrottledButton type="submit" className="tc-button" busy={busy} part="button save">
          {submitLabel ?? t('instructorForm.create')}
        </ThrottledButton>
        <button type="button" className="tc-button tc-button--secondary" part="button" onClick={onCancel}>
          {t('common:actions.cancel')}
        </button>
      </div>
    </form>
  );
}
