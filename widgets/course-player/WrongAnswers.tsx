import { useTranslation } from 'react-i18next';
import type { AnswerReview } from '../../src/contract/course';

/** The questions answered wrong, each with the learner's own choice; the right options are never known here. */
export function WrongAnswers({ answers }: { answers: AnswerReview[] }) {
  const { t } = useTranslation('course');
  const wrong = answers.filter((answer) => answer.result === 'wrong');
  if (wrong.length === 0) return null;
  return (
    <section className="tc-wrong" part="wrong-answers">
      <h3>{t('result.wrongHeading')}</h3>
      <ol>
        {wrong.map((answer) => {
          const chosen = answer.options.filter((option) => answer.chosenOptionIds.includes(option.optionId)).map((option) => option.text);
          return (
            <li key={answer.questionId}>
              <p className="tc-wrong__question">{answer.text}</p>
              <p className="tc-hint">{chosen.length > 0 ? t('result.yourAnswer', { answer: chosen.join(', ') }) : t('result.noAnswer')}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
