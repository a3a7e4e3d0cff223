import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { reportProgress } from '../../src/api/course';
import type { ProgressResult } from '../../src/contract/course';
import { createProgressReporter, type ProgressReporter } from './progressReporter';
import { progressReportIntervalOf } from './timing';

/** `HTMLMediaElement.HAVE_NOTHING` (not every DOM defines the constant): no metadata yet. */
const haveNothing = 0;

export type ProgressHandlers = {
  onResult: (result: ProgressResult) => void;
  onFailingChange: (failing: boolean) => void;
  onBlocked: (message: string) => void;
};

/** The `<video>` events the reporter listens to, and `seekTo` for the player's own moves of the video. */
export type VideoEventHandlers = {
  seekTo: (seconds: number) => void;
  /** The metadata arrived: the video moves to where the player was asked to start it, else to `resumeSeconds`. */
  onLoadedMetadata: (resumeSeconds: number) => void;
  onPlaying: () => void;
  onPause: () => void;
  onSeeking: () => void;
  onSeeked: () => void;
  onEnded: () => void;
  onTimeUpdate: () => void;
};

/** How far (seconds) a seek may land from where it was aimed and still be the player's own (the browser rounds to a frame). */
const seekTolerance = 0.05;

/**
 * Wires a lesson's `<video>` to a progress reporter for as long as the player shows that lesson.
 * A seek while playing is a pause where the video was, then a play where it lands; the learner's seek
 * while paused is reported where it lands (the player's own, `seekTo`, is not).
 */
export function useProgressReporter(
  videoRef: RefObject<HTMLVideoElement | null>,
  courseId: string,
  lessonId: string,
  handlers: ProgressHandlers,
): VideoEventHandlers {
  const reporter = useRef<ProgressReporter | null>(null);
  // Where the video played last: during a seek, currentTime already names where it is going.
  const lastPlayed = useRef(0);
  // Where the player moved the video itself (where the lesson resumes, Replay): the server knows that position.
  // The place, not a flag: a learner's move before that seek completes ends in one seeked, elsewhere, and is reported.
  const ownSeekTo = useRef<number | null>(null);
  // A move asked for before the metadata: the browser cannot seek yet (Chromium would start at 0), so it waits for it.
  const startAt = useRef<number | null>(null);
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    // Held here, not read through the ref later: on unmount the ref is cleared before this cleanup runs.
    const video = videoRef.current;
    const created = createProgressReporter({
      report: (event, positionSeconds, sending) => reportProgress({ courseId, lessonId, positionSeconds, event }, sending),
      position: () => video?.currentTime ?? 0,
      intervalMs: () => progressReportIntervalOf(video?.duration),
      onResult: (result) => latest.current.onResult(result),
      onFailingChange: (failing) => latest.current.onFailingChange(failing),
      onBlocked: (message) => latest.current.onBlocked(message),
    });
    reporter.current = created;
    // A reload while playing: where the video was goes to the server before the page does (Continue resumes there).
    const leave = () => created.leave();
    // Back from the back/forward cache still playing: measuring starts again from here.
    const back = (event: PageTransitionEvent) => {
      if (event.persisted && video && !video.paused) created.played(video.currentTime);
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      created.dispose();
      reporter.current = null;
    };
  }, [videoRef, courseId, lessonId]);
  const now = () => videoRef.current?.currentTime ?? 0;
  const move = (video: HTMLVideoElement, seconds: number) => {
    ownSeekTo.current = seconds;
    video.currentTime = seconds;
  };
  return {
    seekTo: (seconds) => {
      const video = videoRef.current;
      if (!video) return;
      // No metadata yet: a seek now fires no events, and the mark would hide the learner's next move from the server.
      if (video.readyState === haveNothing) startAt.current = seconds;
      else move(video, seconds);
    },
    onLoadedMetadata: (resumeSeconds) => {
      const start = startAt.current ?? resumeSeconds;
      startAt.current = null;
      if (videoRef.current && start > 0) move(videoRef.current, start);
    },
    onPlaying: () => reporter.current?.played(now()),
    onPause: () => reporter.current?.paused(now()),
    onSeeking: () => reporter.current?.paused(lastPlayed.current),
    onSeeked: () => {
      lastPlayed.current = now();
      const own = ownSeekTo.current !== null && Math.abs(now() - ownSeekTo.current) < seekTolerance;
      ownSeekTo.current = null;
      if (!videoRef.current) return;
      if (!videoRef.current.paused) reporter.current?.played(now());
      else if (!own) reporter.current?.moved(now());
    },
    onEnded: () => reporter.current?.paused(now()),
    onTimeUpdate: () => {
      if (!videoRef.current?.seeking) lastPlayed.current = now();
    },
  };
}
