import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { saveAnswers } from '../../src/api/course';
import { createAnswerSaver, type AnswerSaver, type SaveStatus } from './answerSaver';

export type AnswerSaverHandle = Omit<AnswerSaver, 'dispose' | 'leave'> & {
  status: SaveStatus;
  /** With `refused`: the server's error. */
  refusal: unknown;
};

/** An answer saver bound to one attempt while the form is shown, with its status as state. */
export function useAnswerSaver(attemptId: string, onSaved: () => void): AnswerSaverHandle {
  const [state, setState] = useState<{ status: SaveStatus; refusal: unknown }>({ status: 'idle', refusal: null });
  const saver = useRef<AnswerSaver | null>(null);
  const latestOnSaved = useRef(onSaved);
  useLayoutEffect(() => {
    latestOnSaved.current = onSaved;
  });
  useEffect(() => {
    const created = createAnswerSaver({
      save: (answers, idempotencyKey, sending) => saveAnswers(attemptId, answers, idempotencyKey, sending),
      onStatus: (next, error) => {
        setState({ status: next, refusal: next === 'refused' ? error : null });
        if (next === 'saved') latestOnSaved.current();
      },
    });
    saver.current = created;
    // A reload right after a choice: the choice is sent before the page goes, not lost with its pause.
    const leave = () => created.leave();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      created.dispose();
      saver.current = null;
    };
  }, [attemptId]);
  return {
    ...state,
    change: (questionId, optionIds) => saver.current?.change(questionId, optionIds),
    retryNow: () => saver.current?.retryNow(),
    pause: async () => saver.current?.pause(),
    resume: () => saver.current?.resume(),
  };
}
