import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenQuestion } from '../../src/contract/questionnaire';
import { questionnaireLimits } from '../../src/contract/questionnaireTerms';
import type { QuestionAnswer } from '../../src/validation/questionnaireForm';

export type QuestionFieldProps = {
  question: OpenQuestion;
  index: number;
  answer: QuestionAnswer | undefined;
  onChange: (answer: QuestionAnswer) => void;
  error?: string;
  /** The control that takes focus when this question is the first one missing. */
  focusRef: (element: HTMLElement | null) => void;
};

const stars = Array.from({ length: questionnaireLimits.ratingMax }, (_, index) => index + 1);

/** One of the questionnaire's own questions, by its type: single choice, multiple choice, fill-in field, text, rating. */
export function QuestionField({ question, index, answer, onChange, error, focusRef }: QuestionFieldProps) {
  const { t } = useTranslation('questionnaire');
  const id = useId();
  const errorId = `${id}-error`;
  const promptId = `${id}-prompt`;
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;
  const chosen = answer?.optionIds ?? [];
  const name = `question-${question.questionId}`;
  const legend = (
    <>
      <span className="tc-questionnaire__number">{t('form.questionNumber', { index })}</span> {question.prompt}
      {question.required ? <span className="tc-required" aria-hidden="true"> *</span> : null}
    </>
  );
  const errorText = (
    <p className="tc-error" id={errorId} aria-live="polite" part="error">
      {error ?? ''}
    </p>
  );

  if (question.kind === 'fillIn' || question.kind === 'text') {
    const common = {
      id,
      name,
      className: 'tc-input',
      value: answer?.text ?? '',
      'aria-required': question.required || undefined,
      'aria-invalid': invalid,
      'aria-describedby': describedBy,
    };
    return (
      <div className="tc-field tc-questionnaire__question" part="question" data-question-id={question.questionId}>
        <label className="tc-label" htmlFor={id} part="label">
          {legend}
        </label>
        {question.kind === 'fillIn' ? (
          <input {...common} part="input" ref={focusRef} maxLength={questionnaireLimits.shortTextMax} onChange={(event) => onChange({ questionId: question.questionId, text: event.target.value })} />
        ) : (
          <textarea {...common} part="input" ref={focusRef} rows={4} maxLength={questionnaireLimits.longTextMax} onChange={(event) => onChange({ questionId: question.questionId, text: event.target.value })} />
        )}
        {errorText}
      </div>
    );
  }

  const choices =
    question.kind === 'rating'
      ? stars.map((count) => ({ value: String(count), label: t('form.ratingLabel', { count }), checked: answer?.rating === count }))
      : question.options.map((option) => ({ value: option.optionId, label: option.label, checked: chosen.includes(option.optionId) }));
  const type = question.kind === 'multipleChoice' ? 'checkbox' : 'radio';
  const choose = (value: string, checked: boolean) => {
    if (question.kind === 'rating') onChange({ questionId: question.questionId, rating: Number(value) });
    else if (question.kind === 'singleChoice') onChange({ questionId: question.questionId, optionIds: [value] });
    else onChange({ questionId: question.questionId, optionIds: checked ? [...chosen, value] : chosen.filter((optionId) => optionId !== value) });
  };
  return (
    <fieldset
      className={`tc-questionnaire__question tc-questionnaire__choices${question.kind === 'rating' ? ' tc-questionnaire__rating' : ''}`}
      part="question"
      data-question-id={question.questionId}
      aria-invalid={invalid}
      aria-describedby={describedBy}
    >
      <legend className="tc-label" id={promptId}>
        {legend}
      </legend>
      {choices.map((choice, position) => (
        <label key={choice.value} className="tc-checkbox tc-questionnaire__choice" part="choice">
          <input
            ref={position === 0 ? focusRef : undefined}
            type={type}
            name={name}
            value={choice.value}
            checked={choice.checked}
            onChange={(event) => choose(choice.value, event.target.checked)}
          />
          <span>{question.kind === 'rating' ? <span aria-hidden="true">{'★'.repeat(Number(choice.value))} </span> : null}{question.kind === 'rating' ? <span className="tc-questionnaire__stars-text">{choice.label}</span> : choice.label}</span>
        </label>
      ))}
      {errorText}
    </fieldset>
  );
}
