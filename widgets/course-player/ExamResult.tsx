import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getAttemptResult } from '../../src/api/course';
import type { AttemptResult } from '../../src/contract/course';
import { BackLink } from './BackLink';
import { ErrorNotice, type ListLink } from './ErrorNotice';
import { Loading } from './Loading';
import { NextSteps, type NextStepActions } from './NextSteps';
import { usePlayer } from './playerContext';
import { ResultFacts } from './ResultFacts';
import { useResource } from '../../src/ui/useResource';
import { ViewHeading } from './ViewHeading';
import { WrongAnswers } from './WrongAnswers';

export type ExamResultProps = {
  attemptId: string;
  certificateUrl: string;
  onBack: (courseId: string | undefined) => void;
  /** The result's course, then where its next step leads. */
  actions: (result: AttemptResult) => NextStepActions;
  courseId?: string;
  /** Offered instead of Try again when the attempt does not exist. */
  wayBack: ListLink;
};

/** The outcome line: "Please try again" only where the server offers another attempt. */
const outcomeKey = (result: AttemptResult): string =>
  result.outcome === 'passed' ? 'result.passed' : result.next.kind === 'retake' ? 'result.failed' : 'result.failedFinal';

/**
 * The result view: one call (`getAttemptResult`) gives the graded attempt as it was (its number,
 * its figures, the questions answered wrong) and the next step the server decided now.
 */
export function ExamResult({ attemptId, certificateUrl, onBack, actions, courseId, wayBack }: ExamResultProps) {
  const { t, i18n } = useTranslation('course');
  const { announce } = usePlayer();
  const { resource, reload } = useResource(() => getAttemptResult(attemptId), attemptId, { language: i18n.language });
  const result = resource.status === 'ready' ? resource.data : null;
  const outcome = result ? outcomeKey(result) : null;

  useEffect(() => {
    if (outcome) announce(t(outcome));
  }, [outcome, announce, t]);

  return (
    <section className="tc-player__view">
      <BackLink label={t('back.course')} onBack={() => onBack(result?.courseId ?? courseId)} />
      <ViewHeading>{result ? t('result.heading', { title: result.title }) : t('result.headingPlain')}</ViewHeading>
      {resource.status === 'loading' ? <Loading /> : null}
      {resource.status === 'error' ? <ErrorNotice error={resource.error} onRetry={reload} listLink={wayBack} /> : null}
      {result && outcome ? (
        <>
          <p className={result.outcome === 'passed' ? 'tc-player__success tc-outcome' : 'tc-player__error tc-outcome'} part="outcome">
            {t(outcome)}
          </p>
          <ResultFacts result={result} />
          {result.outcome === 'passed' ? null : <WrongAnswers answers={result.answers} />}
          <NextSteps step={result.next} certificateUrl={certificateUrl} actions={actions(result)} />
        </>
      ) : null}
    </section>
  );
}
