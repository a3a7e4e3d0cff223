import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptGrade } from '../../src/contract/course';
import { BackLink } from './BackLink';
import { ErrorNotice } from './ErrorNotice';
import { AttemptNotGradedError, loadResult, type ResultData } from './loadResult';
import { Loading } from './Loading';
import { nextStep } from './nextStep';
import { NextSteps, type NextStepActions } from './NextSteps';
import { usePlayer } from './playerContext';
import { ResultFacts } from './ResultFacts';
import { useResource } from './useResource';
import { ViewHeading } from './ViewHeading';
import { WrongAnswers } from './WrongAnswers';

export type ExamResultProps = {
  attemptId: string;
  /** The grade just received from the submit, if this attempt was submitted in this player. */
  grade: AttemptGrade | null;
  certificateUrl: string;
  onBack: (courseId: string | undefined) => void;
  /** The result's exam and course, then what to do next. */
  actions: (data: ResultData) => NextStepActions;
  courseId?: string;
};

/** The result view: passed or not, the figures, the questions answered wrong and the next step. */
export function ExamResult({ attemptId, grade, certificateUrl, onBack, actions, courseId }: ExamResultProps) {
  const { t } = useTranslation('course');
  const { announce } = usePlayer();
  const { resource, reload } = useResource(() => loadResult(attemptId, grade), attemptId);
  const data = resource.status === 'ready' ? resource.data : null;
  const passed = data?.summary.passed;

  useEffect(() => {
    if (passed !== undefined) announce(passed ? t('result.passed') : t('result.failed'));
  }, [passed, announce, t]);

  return (
    <section className="tc-player__view">
      <BackLink label={t('back.course')} onBack={() => onBack(data?.info.courseId ?? courseId)} />
      <ViewHeading>{data ? t('result.heading', { title: data.info.title }) : t('result.headingPlain')}</ViewHeading>
      {resource.status === 'loading' ? <Loading /> : null}
      {resource.status === 'error' && resource.error instanceof AttemptNotGradedError ? <p className="tc-player__error">{t('result.notGraded')}</p> : null}
      {resource.status === 'error' && !(resource.error instanceof AttemptNotGradedError) ? <ErrorNotice error={resource.error} onRetry={reload} /> : null}
      {data ? (
        <>
          <p className={data.summary.passed ? 'tc-player__success tc-outcome' : 'tc-player__error tc-outcome'} part="outcome">
            {data.summary.passed ? t('result.passed') : t('result.failed')}
          </p>
          <ResultFacts summary={data.summary} />
          {data.summary.passed ? null : <WrongAnswers answers={data.answers} />}
          <NextSteps step={nextStep(data)} certificateUrl={certificateUrl} actions={actions(data)} />
        </>
      ) : null}
    </section>
  );
}
