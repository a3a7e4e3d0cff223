import { useTranslation } from 'react-i18next';
import type { LessonView } from '../../src/contract/course';

/** The state of a lesson's test in one sentence, with the numbers the server sent (watched share, attempts, pass mark, score). */
export function LessonTestLine({ lesson, id }: { lesson: LessonView; id?: string }) {
  const { t } = useTranslation('course');
  const { test } = lesson;
  switch (test.state) {
    case 'locked':
      return (
        <p id={id} className="tc-lesson__reason">
          {test.previousLesson ? t('detail.lockedAfter', { title: test.previousLesson.title }) : t('detail.lockedReason')}
        </p>
      );
    case 'watchVideo':
      return <p id={id}>{t('detail.test.watchVideo', { percent: lesson.watchedPercentToOpenTest })}</p>;
    case 'open':
      return <p id={id}>{t('detail.test.open', { count: test.attemptsLeft, allowed: lesson.attemptsAllowed, passPercent: lesson.passPercent })}</p>;
    case 'repeatLesson':
      return (
        <p id={id} className="tc-player__warning">
          {t('detail.test.repeatLesson', { count: lesson.attemptsAllowed })}
        </p>
      );
    case 'passed':
      return (
        <p id={id} className="tc-player__success">
          {t('detail.test.passed', { percent: test.correctPercent })}
        </p>
      );
  }
}
