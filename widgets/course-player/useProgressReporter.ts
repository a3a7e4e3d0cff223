import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { reportProgress } from '../../src/api/course';
import type { ProgressResult } from '../../src/contract/course';
import { createProgressReporter, type ProgressReporter } from './progressReporter';

export type ProgressHandlers = {
  onResult: (result: ProgressResult) => void;
  onFailingChange: (failing: boolean) => void;
  onBlocked: (message: string) => void;
};

export type VideoEventHandlers = { onPlay: () => void; onPause: () => void; onSeeked: () => void; onEnded: () => void };

/** Wires a lesson's `<video>` to a progress reporter for as long as the player shows that lesson. */
export function useProgressReporter(
  videoRef: RefObject<HTMLVideoElement | null>,
  courseId: string,
  lessonId: string,
  handlers: ProgressHandlers,
): VideoEventHandlers {
  const reporter = useRef<ProgressReporter | null>(null);
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    // Held here, not read through the ref later: on unmount the ref is cleared before this cleanup runs.
    const video = videoRef.current;
    const created = createProgressReporter({
      report: (positionSeconds) => reportProgress({ courseId, lessonId, positionSeconds }),
      position: () => video?.currentTime ?? 0,
      onResult: (result) => latest.current.onResult(result),
      onFailingChange: (failing) => latest.current.onFailingChange(failing),
      onBlocked: (message) => latest.current.onBlocked(message),
    });
    reporter.current = created;
    return () => {
      created.dispose();
      reporter.current = null;
    };
  }, [videoRef, courseId, lessonId]);
  return {
    onPlay: () => reporter.current?.played(),
    onPause: () => reporter.current?.paused(),
    onSeeked: () => reporter.current?.seeked(),
    onEnded: () => reporter.current?.ended(),
  };
}
