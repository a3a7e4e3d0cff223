import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getExamInfo, getLastAttempt, startOrResumeAttempt } from '../../src/api/course';
import type { Attempt, AttemptGrade, ExamInfo } from '../../src/contract/course';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { AttemptForm } from './AttemptForm';
import { BackLink } from './BackLink';
import { ErrorNotice, type ListLink } from './ErrorNotice';
import { ExamBlocked } from './ExamBlocked';
import { ExamFacts } from './ExamFacts';
import { Loading } from './Loading';
import { useResource } from '../../src/ui/useResource';
import { ViewHeading } from './ViewHeading';

export type ExamViewProps = {
  examId: string;
  onBack: (courseId: string | undefined) => void;
  onWatchLesson: (info: ExamInfo, lessonId: string) => void;
  onSubmitted: (info: ExamInfo, grade: AttemptGrade) => void;
  onOpenResult: (info: ExamInfo, attemptId: string) => void;
  /** The course the learner came from, for the way back before the exam's own course is known. */
  courseId?: string;
  /** Offered instead of Try again when the exam does not exist. */
  wayBack: ListLink;
};

/**
 * The exam view: the exam's facts first; an attempt in progress is resumed as it was (same order,
 * same answers); otherwise Start, or the reason it cannot start now.
 */
export function ExamView({ examId, courseId, wayBack, onBack, onWatchLesson, onSubmitted, onOpenResult }: ExamViewProps) {
  const { t, i18n } = useTranslation('course');
  const info = useResource(() => getExamInfo(examId), examId, { language: i18n.language });
  const exam = info.resource.status === 'ready' ? info.resource.data : null;
  const inProgress = exam?.attemptInProgress ?? null;
  // Reading the attempt in progress never starts one; Start (below) does.
  const resumed = useResource(() => (inProgress ? getLastAttempt(examId) : Promise.resolve(null)), `${examId}|${inProgress ?? ''}`, {
    language: i18n.language,
  });
  const [started, setStarted] = useState<{ attempt: Attempt; language: string } | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<unknown>(null);
  const resumedAttempt = resumed.resource.status === 'ready' ? resumed.resource.data : null;
  // An attempt started here shows as it was started until it arrives again in another language (the answers typed stay: same form).
  const attempt = started && (started.language === i18n.language || resumedAttempt?.attemptId !== started.attempt.attemptId) ? started.attempt : resumedAttempt;

  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      const language = i18n.language;
      setStarted({ attempt: await startOrResumeAttempt(examId), language });
    } catch (error) {
      setStartError(error);
    } finally {
      setStarting(false);
    }
  };

  return (
    <section className="tc-player__view">
      <BackLink label={t('back.course')} onBack={() => onBack(exam?.courseId ?? courseId)} />
      <ViewHeading>{exam?.title ?? t('exam.heading')}</ViewHeading>
      {info.resource.status === 'loading' ? <Loading /> : null}
      {info.resource.status === 'error' ? <ErrorNotice error={info.resource.error} onRetry={info.reload} listLink={wayBack} /> : null}
      {exam ? <ExamFacts info={exam} /> : null}
      {exam && attempt ? (
        <AttemptForm
          key={attempt.attemptId}
          attempt={attempt}
          focusFirstQuestion={attempt === started?.attempt}
          onSubmitted={(grade) => onSubmitted(exam, grade)}
          onOpenResult={() => onOpenResult(exam, attempt.attemptId)}
        />
      ) : null}
      {exam && !attempt && inProgress && resumed.resource.status === 'loading' ? <Loading /> : null}
      {exam && !attempt && (exam.canStart || inProgress) && (!inProgress || resumed.resource.status !== 'loading') ? (
        <div className="tc-actions">
          <ThrottledButton busy={starting} onClick={() => void start()}>
            {inProgress ? t('exam.resume') : t('exam.start')}
          </ThrottledButton>
        </div>
      ) : null}
      {exam && !attempt && !exam.canStart && !inProgress ? <ExamBlocked info={exam} onWatchLesson={(lessonId) => onWatchLesson(exam, lessonId)} /> : null}
      {startError ? <ErrorNotice error={startError} listLink={wayBack} /> : null}
    </section>
  );
}
