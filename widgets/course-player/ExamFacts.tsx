import { useTranslation } from 'react-i18next';
import type { ExamInfo } from '../../src/contract/course';

/** What the learner should know before starting: question count, pass mark, attempts used of allowed. */
export function ExamFacts({ info }: { info: ExamInfo }) {
  const { t } = useTranslation('course');
  return (
    <ul className="tc-facts" part="exam-facts">
      <li>{t('exam.questionCount', { count: info.questionCount })}</li>
      <li>{t('exam.passPercent', { percent: info.passPercent })}</li>
      <li>{t('exam.attempts', { used: info.attemptsUsed, allowed: info.attemptsAllowed })}</li>
    </ul>
  );
}
