import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../src/ui/Checkbox';
import { SelectField } from '../../src/ui/SelectField';
import { TextField } from '../../src/ui/TextField';
import { courseEditorLimits, editorQuestionKinds, type QuestionForm } from '../../src/validation/courseForms';

type Option = QuestionForm['options'][number];

/** One question of a pool: kind, text in both languages, answers with their right marks. */
export function QuestionFields({
  number,
  index,
  question,
  errors,
  onChange,
  onRemove,
}: {
  number: number;
  index: number;
  question: QuestionForm;
  /** Rule keys by path below `questions` (e.g. `0.options`). */
  errors: Record<string, string>;
  onChange: (question: QuestionForm) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation('adminCourses');
  const error = (path: string) => {
    const key = errors[`${index}.${path}`];
    return key ? t(`validation:${key}`) : undefined;
  };
  const setOption = (at: number, option: Option) => onChange({ ...question, options: question.options.map((item, position) => (position === at ? option : item)) });
  const setKind = (kind: QuestionForm['kind']) => {
    if (kind === 'true_false')
      onChange({
        kind,
        text: question.text,
        options: [
          { text: { en: t('question.true'), es: t('question.trueEs') }, right: true },
          { text: { en: t('question.false'), es: t('question.falseEs') }, right: false },
        ],
      });
    else onChange({ ...question, kind });
  };
  const optionsError = error('options');
  return (
    <fieldset className="tc-admin-courses__question" part="question">
      <legend>{t('question.legend', { number })}</legend>
      <SelectField
        name={`kind-${number}`}
        label={t('question.kind')}
        value={question.kind}
        onChange={(kind) => setKind(kind as QuestionForm['kind'])}
        options={editorQuestionKinds.map((value) => ({ value, label: t(`question.kinds.${value}`) }))}
      />
      <TextField name={`text-en-${number}`} label={t('question.textEn')} value={question.text.en} error={error('text.en')} required onChange={(en) => onChange({ ...question, text: { ...question.text, en } })} />
      <TextField name={`text-es-${number}`} label={t('question.textEs')} value={question.text.es ?? ''} error={error('text.es')} onChange={(es) => onChange({ ...question, text: { ...question.text, es } })} />
      <ol className="tc-admin-courses__options">
        {question.options.map((option, at) => (
          <li key={at}>
            <TextField
              name={`option-en-${number}-${at}`}
              label={t('question.optionEn', { number: at + 1 })}
              value={option.text.en}
              error={error(`options.${at}.text.en`)}
              onChange={(en) => setOption(at, { ...option, text: { ...option.text, en } })}
            />
            <TextField
              name={`option-es-${number}-${at}`}
              label={t('question.optionEs', { number: at + 1 })}
              value={option.text.es ?? ''}
              onChange={(es) => setOption(at, { ...option, text: { ...option.text, es } })}
            />
            <Checkbox
              name={`right-${number}-${at}`}
              label={t('question.right', { number: at + 1 })}
              checked={option.right}
              onChange={(right) =>
                onChange({
                  ...question,
                  // One right answer for single and true/false: marking one unmarks the others.
                  options: question.options.map((item, position) => (position === at ? { ...item, right } : question.kind === 'multiple' || !right ? item : { ...item, right: false })),
                })
              }
            />
            {question.kind !== 'true_false' && question.options.length > courseEditorLimits.options.min ? (
              <button type="button" className="tc-button tc-button--secondary" onClick={() => onChange({ ...question, options: question.options.filter((_, position) => position !== at) })}>
                {t('question.removeOption', { number: at + 1 })}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {optionsError ? <p className="tc-error">{optionsError}</p> : null}
      <div className="tc-admin-courses__actions">
        {question.kind !== 'true_false' && question.options.length < courseEditorLimits.options.max ? (
          <button type="button" className="tc-button tc-button--secondary" onClick={() => onChange({ ...question, options: [...question.options, { text: { en: '', es: '' }, right: false }] })}>
            {t('question.addOption')}
          </button>
        ) : null}
        {onRemove ? (
          <button type="button" className="tc-button tc-button--secondary" onClick={onRemove}>
            {t('question.remove', { number })}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
