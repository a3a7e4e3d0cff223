import { lessonAttemptsPerCycle, lessonPassPercent } from '../../../src/contract/course';
import type { ExamRow, LessonRow, WatchedRanges } from '../../db/courseSchema';
import type { CourseState } from './courseState';
import { firstUnwatchedSecond, videoPercent, watchedToEnd } from './watchTime';

/** One lesson as the rules see it for one learner. */
export type LessonState = {
  lesson: LessonRow;
  test: ExamRow | undefined;
  /** Some earlier lesson is not passed yet. */
  locked: boolean;
  passed: boolean;
  /** The attempt that passed the test (the first one), if any. */
  passedAttempt: { id: string; correctPercent: number } | null;
  /** Anything played or attempted in this lesson, in any cycle. */
  started: boolean;
  cycle: number;
  positionSeconds: number;
  watchedSeconds: number;
  /** The parts of the video watched in this cycle, in order. */
  watchedRanges: WatchedRanges;
  /** Where the part watched from the start ends (0 when the start was not watched). */
  firstUnwatchedSeconds: number;
  videoPercent: number;
  watchedToEnd: boolean;
  /** Graded attempts of the current study cycle. */
  attemptsUsed: number;
  attemptsAllowed: number;
  passPercent: number;
  attemptInProgress: string | null;
};

/** Derives every lesson's state; lesson n+1 is locked until lessons 1..n are passed. */
export const lessonStates = (state: CourseState): LessonState[] => {
  // A course an installer may not start yet (installer certification first) has every lesson locked.
  let earlierAllPassed = state.lockedBy === null;
  return state.lessons.map((lesson) => {
    const test = state.lessonExams.get(lesson.id);
    const progress = state.progress.get(lesson.id);
    const cycle = progress?.cycle ?? 1;
    const watchedSeconds = progress?.watched_seconds ?? 0;
    const watchedRanges = progress?.watched_ranges ?? [];
    const watched = watchedToEnd(watchedSeconds, lesson.duration_seconds);
    const attempts = test ? state.attempts.filter((attempt) => attempt.exam_id === test.id) : [];
    // A lesson without a test (none is seeded so) is passed by watching it.
    const passing = attempts.find((attempt) => attempt.passed === true);
    const passed = test ? passing !== undefined : watched;
    const locked = !earlierAllPassed;
    earlierAllPassed &&= passed;
    return {
      lesson,
      test,
      locked,
      passed,
      passedAttempt: passing ? { id: passing.id, correctPercent: passing.correct_percent ?? 0 } : null,
      started: progress !== undefined || attempts.length > 0,
      cycle,
      positionSeconds: progress?.position_seconds ?? 0,
      watchedSeconds,
      watchedRanges,
      firstUnwatchedSeconds: firstUnwatchedSecond(watchedRanges),
      videoPercent: videoPercent(watchedSeconds, lesson.duration_seconds),
      watchedToEnd: watched,
      attemptsUsed: attempts.filter((attempt) => attempt.status === 'graded' && attempt.cycle === cycle).length,
      attemptsAllowed: test?.attempts_allowed ?? lessonAttemptsPerCycle,
      passPercent: test?.pass_percent ?? lessonPassPercent,
      attemptInProgress: attempts.find((attempt) => attempt.status === 'in_progress')?.id ?? null,
    };
  });
};
