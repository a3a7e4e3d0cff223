import { useCallback, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, invalidFields } from '../../src/api/apiError';
import { submitQuestionnaire } from '../../src/api/questionnaire';
import type { OpenResult } from '../../src/contract/questionnaire';
import { productTrainings, trainingMethods, trainingTypes } from '../../src/contract/questionnaireTerms';
import { fieldErrors } from '../../src/validation/fieldErrors';
import { answerField, answerIssues, attendeeFields, attendeeForm, type AttendeeField, type QuestionAnswer } from '../../src/validation/questionnaireForm';
import { SelectField } from '../../src/ui/SelectField';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { saveDraft, type QuestionnaireDraft } from './draft';
import { QuestionField } from './QuestionField';

export type QuestionnaireFormProps = {
  questionnaire: OpenResult;
  draft: QuestionnaireDraft | null;
  onSubmitted: (submissionId: string) => void;
};

/** A message: a rule's key (translated when shown, so it follows the language) or the server's text. */
type Message = { key: string; values?: Record<string, number> } | { text: string };

const initialFields = (questionnaire: OpenResult, draft: QuestionnaireDraft | null): Record<AttendeeField, string> => ({
  trainingType: questionnaire.trainingType,
  companyName: '',
  name: '',
  position: '',
  cellPhone: '',
  email: '',
  productTraining: questionnaire.trainObject,
  trainingMethod: questionnaire.trainingMethod,
  ...(draft?.fields as Partial<Record<AttendeeField, string>> | undefined),
});

/**
 * The attendee's form (spec 3, 5): the attendee's fields, then the questionnaire's questions. Every change
 * is kept in the browser; a submit checks the shared rules first (focus on the first missing answer),
 * then the server decides.
 */
export function QuestionnaireForm({ questionnaire, draft, onSubmitted }: QuestionnaireFormProps) {
  const { t } = useTranslation('questionnaire');
  const [fields, setFields] = useState<Record<AttendeeField, string>>(() => initialFields(questionnaire, draft));
  const [answers, setAnswers] = useState<Record<string, QuestionAnswer>>(() => draft?.answers ?? {});
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const [alert, setAlert] = useState<Message | null>(null);
  const controls = useRef<Record<string, HTMLElement | null>>({});
  const code = questionnaire.session.code;

  // Kept in the commit, not after paint: a reload right after a keystroke must find it.
  useLayoutEffect(() => {
    saveDraft(code, { scanToken: questionnaire.scanToken, fields, answers });
  }, [code, questionnaire.scanToken, fields, answers]);

  const order = [...attendeeFields, ...questionnaire.questions.map((question) => answerField(question.questionId))];
  const show = (invalid: Record<string, Message>, summary: Message | null) => {
    setErrors(invalid);
    setAlert(summary);
    const first = order.find((name) => invalid[name]);
    if (first) controls.current[first]?.focus();
  };
  const text = (message: Message | undefined | null): string | undefined =>
    !message ? undefined : 'text' in message ? message.text : t(message.key, { ns: 'validation', ...message.values });

  const controlRef = useCallback(
    (name: string) => (element: HTMLElement | null) => {
      controls.current[name] = element;
    },
    [],
  );
  const setField = (name: AttendeeField) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  const bind = (name: AttendeeField) => ({
    name,
    value: fields[name],
    onChange: setField(name),
    error: text(errors[name]),
    required: true,
    ref: controlRef(name),
  });

  const [busy, setBusy] = useState(false);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const list = questionnaire.questions.map((question) => answers[question.questionId]).filter((answer): answer is QuestionAnswer => answer !== undefined);
    const parsed = attendeeForm.safeParse(fields);
    const issues = answerIssues(
      questionnaire.questions.map((question) => ({ questionId: question.questionId, kind: question.kind, required: question.required, optionIds: question.options.map((option) => option.optionId) })),
      list,
    );
    if (!parsed.success || issues.length > 0) {
      const invalid: Record<string, Message> = {};
      if (!parsed.success) for (const [name, key] of Object.entries(fieldErrors(parsed.error))) invalid[name] = { key };
      for (const issue of issues) invalid[answerField(issue.questionId)] = { key: issue.key };
      const firstQuestion = issues[0];
      // Spec 5: the summary names the first unanswered question when the attendee's fields are all right.
      show(invalid, parsed.success && firstQuestion ? { key: firstQuestion.key === 'questionRequired' ? 'fillInQuestion' : firstQuestion.key, values: { index: firstQuestion.index } } : null);
      return;
    }
    setBusy(true);
    try {
      const { submissionId } = await submitQuestionnaire({ ...parsed.data, scanToken: questionnaire.scanToken, answers: list });
      onSubmitted(submissionId);
    } catch (error) {
      const fromServer = invalidFields(error);
      const invalid = Object.fromEntries(Object.entries(fromServer).map(([name, message]) => [name, { text: message }]));
      show(invalid, { text: error instanceof ApiError ? error.message : t('common:errors.unknown') });
    } finally {
      setBusy(false);
    }
  };

  const choices = <T extends string>(values: readonly T[], group: string) => values.map((value) => ({ value, label: t(`${group}.${value}`) }));

  return (
    <form className="tc-questionnaire__form" part="form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="tc-hint">{t('form.required')}</p>
      <fieldset className="tc-questionnaire__section" part="section">
        <legend className="tc-questionnaire__legend">{t('form.attendee')}</legend>
        <SelectField label={t('form.trainingType')} placeholder={t('form.choose')} options={choices(trainingTypes, 'trainingType')} {...bind('trainingType')} />
        <TextField label={t('form.companyName')} autoComplete="organization" {...bind('companyName')} />
        <TextField label={t('form.name')} autoComplete="name" {...bind('name')} />
        <TextField label={t('form.position')} autoComplete="organization-title" {...bind('position')} />
        <TextField label={t('form.cellPhone')} type="tel" inputMode="numeric" autoComplete="tel-national" hint={t('form.cellPhoneHint')} {...bind('cellPhone')} />
        <TextField label={t('form.email')} type="email" autoComplete="email" {...bind('email')} />
        <SelectField label={t('form.productTraining')} placeholder={t('form.choose')} options={choices(productTrainings, 'productTraining')} {...bind('productTraining')} />
        <SelectField label={t('form.trainingMethod')} placeholder={t('form.choose')} options={choices(trainingMethods, 'trainingMethod')} {...bind('trainingMethod')} />
      </fieldset>
      <fieldset className="tc-questionnaire__section" part="section">
        <legend className="tc-questionnaire__legend">{t('form.questions')}</legend>
        {questionnaire.questions.map((question, position) => {
          const field = answerField(question.questionId);
          return (
            <QuestionField
              key={question.questionId}
              question={question}
              index={position + 1}
              answer={answers[question.questionId]}
              onChange={(answer) => setAnswers((current) => ({ ...current, [question.questionId]: answer }))}
              error={text(errors[field])}
              focusRef={controlRef(field)}
            />
          );
        })}
      </fieldset>
      <div role="alert" className="tc-questionnaire__alert" part="alert">
        {alert ? <p>{text(alert)}</p> : null}
      </div>
      <p className="tc-hint">{t('form.saved')}</p>
      <ThrottledButton type="submit" className="tc-button" part="button submit" busy={busy}>
        {t('form.submit')}
      </ThrottledButton>
    </form>
  );
}
