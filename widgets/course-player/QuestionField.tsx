import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptQuestion } from '../../src/contract/course';
import { Checkbox } from '../../src/ui/Checkbox';

export type QuestionFieldProps = {
  question: AttemptQuestion;
  number: number;
  chosen: readonly string[];
  disabled: boolean;
  onChange: (optionIds: string[]) => void;
};

/**
 * One question in its own fieldset: single answer and true/false as a radio group (options as the
 * server gives them), multiple answer as checkboxes. The legend carries the number and the text.
 */
export function QuestionField({ question, number, chosen, disabled, onChange }: QuestionFieldProps) {
  const { t } = useTranslation('course');
  const name = useId();
  const multiple = question.kind === 'multiple';
  const toggle = (optionId: string, checked: boolean) =>
    onChange(checked ? [...chosen.filter((id) => id !== optionId), optionId] : chosen.filter((id) => id !== optionId));
  return (
    <fieldset className="tc-question" part="question" disabled={disabled}>
      <legend className="tc-question__legend">
        <span className="tc-question__number">{t('exam.questionNumber', { number })}</span> {question.text}
      </legend>
      {multiple ? <p className="tc-hint">{t('exam.chooseAll')}</p> : null}
      <div className="tc-question__options">
        {question.options.map((option) =>
          multiple ? (
            <Checkbox
              key={option.optionId}
              name={name}
              label={option.text}
              checked={chosen.includes(option.optionId)}
              onChange={(checked) => toggle(option.optionId, checked)}
            />
          ) : (
            <label key={option.optionId} className="tc-question__option">
              <input
                type="radio"
                name={name}
                value={option.optionId}
                checked={chosen.includes(option.optionId)}
                onChange={() => onChange([option.optionId])}
              />
              <span>{option.text}</span>
            </label>
          ),
        )}
      </div>
    </fieldset>
  );
}
