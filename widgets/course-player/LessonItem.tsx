import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonView } from '../../src/contract/course';
import { LessonTestLine } from './LessonTestLine';

export type LessonItemProps = {
  lesson: LessonView;
  position: number;
  onWatch: () => void;
  onStartTest: () => void;
  onOpenResult: (attemptId: string) => void;
};

/**
 * One lesson of the course as the server describes it: status, video watched, the test's state and
 * the video button the server chose (Start, Continue, Replay). A locked lesson keeps its button
 * focusable (aria-disabled) so its reason is found, but the button does nothing.
 */
export function LessonItem({ lesson, position, onWatch, onStartTest, onOpenResult }: LessonItemProps) {
  const { t } = useTranslation('course');
  const reasonId = useId();
  const names = { number: position, title: lesson.title };
  const { test } = lesson;
  return (
    <li className={lesson.locked ? 'tc-lesson tc-lesson--locked' : 'tc-lesson'} part="lesson">
      <h4 className="tc-lesson__title">{t('detail.lessonTitle', names)}</h4>
      <ul className="tc-facts">
        <li>{lesson.locked ? t('detail.locked') : t(`status.${lesson.status}`)}</li>
        <li>{t('detail.videoWatched', { percent: lesson.videoPercent })}</li>
      </ul>
      <LessonTestLine lesson={lesson} id={reasonId} />
      <div className="tc-actions">
        <button
          type="button"
          className={test.state === 'passed' || test.state === 'open' ? 'tc-button tc-button--secondary' : 'tc-button'}
          aria-label={t(`detail.actionLabel.${lesson.videoAction}`, names)}
          aria-disabled={lesson.locked || undefined}
          aria-describedby={lesson.locked ? reasonId : undefined}
          onClick={lesson.locked ? undefined : onWatch}
        >
          {t(`detail.action.${lesson.videoAction}`)}
        </button>
        {test.state === 'open' ? (
          <button
            type="button"
            className="tc-button"
            aria-label={t(test.attemptInProgress ? 'detail.resumeTestLabel' : 'detail.startTestLabel', { ...names, action: test.attemptInProgress ? t('exam.resume') : t('startAssessment') })}
            onClick={onStartTest}
          >
            {test.attemptInProgress ? t('exam.resume') : t('startAssessment')}
          </button>
        ) : null}
        {test.state === 'passed' ? (
          <button type="button" className="tc-button tc-button--secondary" aria-label={t('detail.seeResultLabel', { ...names, action: t('detail.seeResult') })} onClick={() => onOpenResult(test.attemptId)}>
            {t('detail.seeResult')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
