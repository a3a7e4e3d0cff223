import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../src/api/apiError';
import { submitAttempt } from '../../src/api/course';
import { ResultCode } from '../../src/contract/codes';
import type { Attempt, AttemptGrade } from '../../src/contract/course';
import { formatDuration } from '../../src/ui/formatDuration';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { ErrorNotice } from './ErrorNotice';
import { usePlayer } from './playerContext';
import { QuestionField } from './QuestionField';
import { SaveStatusLine } from './SaveStatusLine';
import { SubmitConfirm } from './SubmitConfirm';
import { useAnswerSaver } from './useAnswerSaver';
import { useElapsedSeconds } from './useElapsedSeconds';

export type AttemptFormProps = {
  attempt: Attempt;
  onSubmitted: (grade: AttemptGrade) => void;
  /** The attempt was graded elsewhere (another tab, an earlier retry): its result can be opened. */
  onOpenResult: () => void;
  /** Opened by the learner's Start (or Resume): the first question takes the focus. */
  focusFirstQuestion?: boolean;
};

/**
 * The questions of an attempt on one page. Each choice is saved as it is made; Submit grades the
 * attempt exactly once (the button is busy while the request is out, and a second click is ignored).
 */
export function AttemptForm({ attempt, onSubmitted, onOpenResult, focusFirstQuestion = false }: AttemptFormProps) {
  const { t } = useTranslation('course');
  const { announce } = usePlayer();
  const [answers, setAnswers] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(attempt.questions.map((question) => [question.questionId, question.chosenOptionIds])),
  );
  const saver = useAnswerSaver(attempt.attemptId, () => announce(t('exam.saveStatus.saved')));
  const elapsed = useElapsedSeconds(attempt.startTime);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [closed, setClosed] = useState(false);
  const submitArea = useRef<HTMLDivElement>(null);
  const sent = useRef(false);
  const form = useRef<HTMLDivElement>(null);
  const statusBar = useRef<HTMLDivElement>(null);

  // The sticky bar's height (it wraps on a phone) is the margin focus scrolling keeps above a control.
  useLayoutEffect(() => {
    const bar = statusBar.current;
    const root = form.current;
    if (!bar || !root || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => root.style.setProperty('--tc-exam-status-height', `${bar.getBoundingClientRect().height}px`));
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);

  // The Start button that had the focus is gone: without this, keyboard users would be left on the page's body.
  useEffect(() => {
    if (focusFirstQuestion) form.current?.querySelector<HTMLInputElement>('.tc-questions input')?.focus();
  }, [focusFirstQuestion]);

  // Graded elsewhere (another tab, an earlier retry): a save or the submit hears it from the server.
  const attemptClosed = closed || (saver.refusal instanceof ApiError && saver.refusal.code === ResultCode.attemptClosed);
  const questionCount = attempt.questions.length;
  const answered = attempt.questions.filter((question) => (answers[question.questionId]?.length ?? 0) > 0).length;

  const choose = (questionId: string, optionIds: string[]) => {
    setAnswers((previous) => ({ ...previous, [questionId]: optionIds }));
    saver.change(questionId, optionIds);
  };

  const submit = async () => {
    if (sent.current) return;
    sent.current = true;
    setConfirming(false);
    setSubmitting(true);
    setSubmitError(null);
    // A save landing after the grade would be refused: let the one under way settle, then send everything.
    await saver.pause();
    try {
      const graded = await submitAttempt(
        attempt.attemptId,
        attempt.questions.map((question) => ({ questionId: question.questionId, optionIds: answers[question.questionId] ?? [] })),
      );
      announce(t('exam.submitted'));
      onSubmitted(graded);
    } catch (error) {
      setSubmitting(false);
      setSubmitError(error);
      if (error instanceof ApiError && error.code === ResultCode.attemptClosed) {
        setClosed(true);
        return;
      }
      sent.current = false;
      saver.resume();
    }
  };

  const requestSubmit = () => {
    if (answered < questionCount) setConfirming(true);
    else void submit();
  };

  return (
    <div ref={form} className="tc-exam" part="attempt">
      <div ref={statusBar} className="tc-exam__status" part="exam-status">
        <p>{t('exam.answeredCount', { answered, total: questionCount })}</p>
        <p>{t('exam.elapsed', { time: formatDuration(elapsed, t) })}</p>
        {attemptClosed ? null : <SaveStatusLine status={saver.status} refusal={saver.refusal} onRetry={saver.retryNow} />}
      </div>
      <ol className="tc-questions">
        {attempt.questions.map((question, index) => (
          <li key={question.questionId}>
            <QuestionField
              question={question}
              number={index + 1}
              chosen={answers[question.questionId] ?? []}
              disabled={submitting || attemptClosed}
              onChange={(optionIds) => choose(question.questionId, optionIds)}
            />
          </li>
        ))}
      </ol>
      {submitError ? <ErrorNotice error={submitError} /> : null}
      {attemptClosed && !submitError ? <ErrorNotice error={saver.refusal} /> : null}
      {attemptClosed ? (
        <button type="button" className="tc-button" onClick={onOpenResult}>
          {t('exam.openResult')}
        </button>
      ) : (
        <div ref={submitArea} className="tc-actions">
          <ThrottledButton busy={submitting} onClick={requestSubmit}>
            {submitting ? t('exam.submitting') : t('exam.submit')}
          </ThrottledButton>
        </div>
      )}
      {confirming && !attemptClosed ? (
        <SubmitConfirm
          unanswered={questionCount - answered}
          onConfirm={() => void submit()}
          onCancel={() => {
            setConfirming(false);
            submitArea.current?.querySelector('button')?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
