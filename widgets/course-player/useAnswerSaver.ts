import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { saveAnswers } from '../../src/api/course';
import { createAnswerSaver, type AnswerSaver, type SaveStatus } from './answerSaver';

export type AnswerSaverHandle = Omit<AnswerSaver, 'dispose'> & {
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
      save: (answers, idempotencyKey) => saveAnswers(attemptId, answers, idempotencyKey),
      onStatus: (next, error) => {
        setState({ status: next, refusal: next === 'refused' ? error : null });
        if (next === 'saved') latestOnSaved.current();
      },
    });
    saver.current = created;
    return () => {
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
