import { useTranslation } from 'react-i18next';
import type { AttemptResult } from '../../src/contract/course';
import { formatDuration } from '../../src/ui/formatDuration';
import { formatDateTime } from '../../src/ui/formatDateTime';

/** The figures of a graded attempt as a description list (name, value): that attempt's number, not today's count. */
export function ResultFacts({ result }: { result: AttemptResult }) {
  const { t, i18n } = useTranslation('course');
  const facts: [string, string][] = [
    [t('result.correctPercent'), t('result.percent', { percent: result.correctPercent })],
    [t('result.passPercent'), t('result.percent', { percent: result.passPercent })],
    [t('result.correctCount'), String(result.correctCount)],
    [t('result.questionCount'), String(result.questionCount)],
    [t('result.attempt'), t('result.attemptValue', { number: result.attemptNumber, allowed: result.attemptsAllowed })],
    [t('result.startTime'), formatDateTime(result.startTime, i18n.language)],
    [t('result.completionTime'), formatDateTime(result.completionTime, i18n.language)],
    [t('result.timeTaken'), formatDuration(result.timeTakenSeconds, t)],
  ];
  return (
    <dl className="tc-result-facts" part="result-facts">
      {facts.map(([name, value]) => (
        <div key={name} className="tc-result-facts__row">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
