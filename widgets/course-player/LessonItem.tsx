import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonView } from '../../src/contract/course';
import { videoAction } from './lessonAction';

export type LessonItemProps = {
  lesson: LessonView;
  position: number;
  onWatch: () => void;
  onStartTest: () => void;
};

/**
 * One lesson of the course: status, video and test progress, and what can be done next. A locked
 * lesson keeps its button focusable (aria-disabled) so its reason is found, but the button does nothing.
 */
export function LessonItem({ lesson, position, onWatch, onStartTest }: LessonItemProps) {
  const { t } = useTranslation('course');
  const reasonId = useId();
  const title = t('detail.lessonTitle', { number: position, title: lesson.title });
  const action = videoAction(lesson);
  return (
    <li className={lesson.locked ? 'tc-lesson tc-lesson--locked' : 'tc-lesson'} part="lesson">
      <h4 className="tc-lesson__title">{title}</h4>
      <ul className="tc-facts">
        <li>{lesson.locked ? t('detail.locked') : t(`status.${lesson.status}`)}</li>
        <li>{t('detail.videoWatched', { percent: lesson.videoPercent })}</li>
        <li>{t('detail.attempts', { used: lesson.attemptsUsed, allowed: lesson.attemptsAllowed })}</li>
      </ul>
      {lesson.locked ? (
        <p id={reasonId} className="tc-lesson__reason">
          {t('detail.lockedReason')}
        </p>
      ) : null}
      {lesson.mustRepeat ? <p className="tc-player__warning">{t('detail.mustRepeat')}</p> : null}
      <div className="tc-actions">
        <button
          type="button"
          className={action === 'watch' ? 'tc-button' : 'tc-button tc-button--secondary'}
          aria-disabled={lesson.locked || undefined}
          aria-describedby={lesson.locked ? reasonId : undefined}
          onClick={lesson.locked ? undefined : onWatch}
        >
          {t(`detail.action.${action}`)}
          <span className="tc-visually-hidden">: {lesson.title}</span>
        </button>
        {lesson.testOpen && !lesson.locked && lesson.status !== 'completed' ? (
          <button type="button" className="tc-button" onClick={onStartTest}>
            {t('startAssessment')}
            <span className="tc-visually-hidden">: {lesson.title}</span>
          </button>
        ) : null}
      </div>
    </li>
  );
}
