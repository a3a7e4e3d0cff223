import { useTranslation } from 'react-i18next';
import { courseDetailCall, getCourseDetail } from '../../src/api/course';
import type { CourseKind } from '../../src/contract/course';
import { formatDuration } from '../../src/ui/formatDuration';
import { BackLink } from './BackLink';
import { ErrorNotice, type ListLink } from './ErrorNotice';
import { FinalExamEntry } from './FinalExamEntry';
import { LessonItem } from './LessonItem';
import { Loading } from './Loading';
import { NextSteps } from './NextSteps';
import { ProgressBar } from './ProgressBar';
import { useResource } from '../../src/ui/useResource';
import { ViewHeading } from './ViewHeading';

export type CourseDetailProps = {
  courseId: string;
  kind: CourseKind;
  certificateUrl: string;
  /** Offered instead of Try again when the course does not exist. */
  listLink: ListLink;
  onBack: () => void;
  onWatch: (lessonId: string) => void;
  onStartExam: (examId: string, lessonId?: string) => void;
  onOpenResult: (attemptId: string, examId: string, lessonId: string) => void;
};

/**
 * The detail view: description, percent complete, the next step the server decided, the lessons in
 * order, the final test and, once earned, the certificate (shown by the next step).
 */
export function CourseDetail({ courseId, kind, certificateUrl, listLink, onBack, onWatch, onStartExam, onOpenResult }: CourseDetailProps) {
  const { t, i18n } = useTranslation('course');
  const { resource, reload } = useResource(() => getCourseDetail(courseId), courseId, { arrived: () => courseDetailCall.arrived({ courseId }), language: i18n.language });
  const course = resource.status === 'ready' ? resource.data : null;
  const finalExamId = course?.finalExamId ?? null;
  return (
    <section className="tc-player__view">
      <BackLink label={t(`back.list.${kind}`)} onBack={onBack} />
      <ViewHeading>{course?.title ?? t('detail.heading')}</ViewHeading>
      {resource.status === 'loading' ? <Loading /> : null}
      {resource.status === 'error' ? <ErrorNotice error={resource.error} onRetry={reload} listLink={listLink} /> : null}
      {course ? (
        <>
          <p className="tc-player__description">{course.description}</p>
          {course.lockedBy ? (
            <p className="tc-alert" role="note" part="locked">
              {t('lockedBy', { title: course.lockedBy.title })}
            </p>
          ) : null}
          <ProgressBar percent={course.percent} label={t('detail.progress')} text={t('percentComplete', { percent: course.percent })} />
          <ul className="tc-facts">
            <li>{t(`audience.${course.audience}`)}</li>
            <li>{t(`status.${course.status}`)}</li>
            <li>{t('list.totalTime', { time: formatDuration(course.totalSeconds, t) })}</li>
          </ul>
          <NextSteps step={course.next} certificateUrl={certificateUrl} actions={{ onLesson: onWatch, onExam: onStartExam }} />
          <h3>{t('detail.lessonsHeading')}</h3>
          <ol className="tc-lessons">
            {course.lessons.map((lesson, index) => (
              <LessonItem
                key={lesson.lessonId}
                lesson={lesson}
                position={index + 1}
                onWatch={() => onWatch(lesson.lessonId)}
                onStartTest={() => onStartExam(lesson.examId, lesson.lessonId)}
                onOpenResult={(attemptId) => onOpenResult(attemptId, lesson.examId, lesson.lessonId)}
              />
            ))}
          </ol>
          {finalExamId ? (
            <FinalExamEntry
              locked={course.finalExamLocked}
              passed={course.certificateId !== null}
              offeredAbove={course.next.kind === 'finalExam'}
              onStart={() => onStartExam(finalExamId)} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
