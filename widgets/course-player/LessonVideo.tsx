import { useTranslation } from 'react-i18next';
import { getCourseDetail } from '../../src/api/course';
import { BackLink } from './BackLink';
import { ErrorNotice, type ListLink } from './ErrorNotice';
import { LessonTestLine } from './LessonTestLine';
import { Loading } from './Loading';
import { useResource } from '../../src/ui/useResource';
import { VideoPlayer } from './VideoPlayer';
import { ViewHeading } from './ViewHeading';

export type LessonVideoProps = {
  courseId: string;
  lessonId: string;
  /** Offered instead of Try again when the course does not exist. */
  listLink: ListLink;
  onBack: () => void;
  onStartExam: (examId: string) => void;
  onOpenResult: (attemptId: string, examId: string) => void;
};

/** The video view: the lesson as the server sees it now (lock, watched share, position), then the player. */
export function LessonVideo({ courseId, lessonId, listLink, onBack, onStartExam, onOpenResult }: LessonVideoProps) {
  const { t, i18n } = useTranslation('course');
  const { resource, reload } = useResource(() => getCourseDetail(courseId), courseId, { language: i18n.language });
  const lesson = resource.status === 'ready' ? resource.data.lessons.find((candidate) => candidate.lessonId === lessonId) : undefined;
  return (
    <section className="tc-player__view">
      <BackLink label={t('back.course')} onBack={onBack} />
      <ViewHeading>{lesson?.title ?? t('video.heading')}</ViewHeading>
      {resource.status === 'loading' ? <Loading /> : null}
      {resource.status === 'error' ? <ErrorNotice error={resource.error} onRetry={reload} listLink={listLink} /> : null}
      {resource.status === 'ready' && !lesson ? <p className="tc-player__error">{t('video.notFound')}</p> : null}
      {lesson?.locked ? <LessonTestLine lesson={lesson} /> : null}
      {lesson && !lesson.locked ? (
        <VideoPlayer
          key={lesson.lessonId}
          courseId={courseId}
          lesson={lesson}
          onStartExam={() => onStartExam(lesson.examId)}
          onOpenResult={(attemptId) => onOpenResult(attemptId, lesson.examId)}
        />
      ) : null}
    </section>
  );
}
