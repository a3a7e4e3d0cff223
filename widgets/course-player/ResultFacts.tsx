import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../src/ui/formatDuration';
import { formatDateTime } from './formatDateTime';
import type { ResultSummary } from './loadResult';

/** The figures of a graded attempt as a description list (name, value). */
export function ResultFacts({ summary }: { summary: ResultSummary }) {
  const { t, i18n } = useTranslation('course');
  const facts: [string, string][] = [
    [t('result.correctPercent'), t('result.percent', { percent: summary.correctPercent })],
    [t('result.correctCount'), String(summary.correctCount)],
    [t('result.questionCount'), String(summary.questionCount)],
    [t('result.attempts'), t('result.attemptsValue', { used: summary.attemptsUsed, allowed: summary.attemptsAllowed })],
    [t('result.startTime'), formatDateTime(summary.startTime, i18n.language)],
    [t('result.completionTime'), formatDateTime(summary.completionTime, i18n.language)],
    [t('result.timeTaken'), formatDuration(summary.timeTakenSeconds, t)],
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
