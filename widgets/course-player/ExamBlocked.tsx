import { useTranslation } from 'react-i18next';
import type { ExamInfo } from '../../src/contract/course';
import { formatDateTime } from '../../src/ui/formatDateTime';

/** Why an attempt cannot start now, translated, with the way forward when there is one in the player. */
export function ExamBlocked({ info, onWatchLesson }: { info: ExamInfo; onWatchLesson: (lessonId: string) => void }) {
  const { t, i18n } = useTranslation('course');
  const reason = info.reason ?? 'exam_locked';
  const availableAt = info.availableAt ? formatDateTime(info.availableAt, i18n.language) : t('exam.later');
  const lessonId = info.lessonId;
  const watchFirst = lessonId && (reason === 'video_not_watched' || reason === 'repeat_lesson');
  return (
    <div className="tc-player__warning" part="notice">
      <p>{t(`exam.reason.${reason}`, { availableAt, count: info.attemptsAllowed })}</p>
      {watchFirst ? (
        <button type="button" className="tc-button" onClick={() => onWatchLesson(lessonId)}>
          {t('exam.watchLesson')}
        </button>
      ) : null}
    </div>
  );
}
