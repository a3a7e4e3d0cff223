import { resumeEndMarginSeconds, type LessonTest, type VideoAction } from '../../../src/contract/course';
import type { Language } from '../../../src/contract/languages';
import { attemptsLeft, lessonTestGate } from './examGate';
import type { LessonState } from './lessonState';
import { localize } from './localized';

/** The video button: Start when never played, Replay once watched (or passed, or back at 0 after a reset), else Continue. */
export const videoActionOf = (lesson: LessonState): VideoAction => {
  if (lesson.passed || lesson.watchedToEnd) return 'replay';
  const untouched = lesson.positionSeconds === 0 && lesson.watchedSeconds === 0;
  if (untouched) return lesson.cycle > 1 ? 'replay' : 'start';
  return 'continue';
};

/** What `resumeSecondsOf` reads of a lesson: its stored position, where its part watched from the start ends, and its length. */
export type ResumeInput = { positionSeconds: number; firstUnwatchedSeconds: number; durationSeconds: number };

// Float slack: a part summed from credited spans (7.9999999… s) resumes at 8 s, not 7 s.
const epsilon = 1e-9;

/**
 * Where the video button plays from, in whole seconds. Start and Replay: 0. Continue: where the
 * video stopped, unless less than `resumeEndMarginSeconds` of it is left there (skipped to the end
 * without watching it); then at the first second not watched, never past the position. Everything
 * before that second was watched, so from there to the end is always enough to open the test.
 */
export const resumeSecondsOf = (action: VideoAction, watch: ResumeInput): number => {
  if (action !== 'continue') return 0;
  const position = Math.min(Math.max(0, watch.positionSeconds), watch.durationSeconds);
  const atEnd = watch.durationSeconds - position < resumeEndMarginSeconds;
  const resumeAt = atEnd ? Math.min(position, Math.max(0, watch.firstUnwatchedSeconds)) : position;
  return Math.floor(resumeAt + epsilon);
};

/** `resumeSecondsOf` for one lesson of the rules, its video button already decided. */
export const lessonResumeSeconds = (lesson: LessonState, action: VideoAction): number =>
  resumeSecondsOf(action, { positionSeconds: lesson.positionSeconds, firstUnwatchedSeconds: lesson.firstUnwatchedSeconds, durationSeconds: lesson.lesson.duration_seconds });

/** What the lesson's test offers now; `previous` is the lesson before it (named when this one is locked). */
export const lessonTestOf = (lesson: LessonState, previous: LessonState | undefined, lang: Language): LessonTest => {
  if (lesson.passed && lesson.passedAttempt) return { state: 'passed', correctPercent: lesson.passedAttempt.correctPercent, attemptId: lesson.passedAttempt.id };
  const gate = lessonTestGate(lesson);
  if (gate.canStart) return { state: 'open', attemptsLeft: attemptsLeft(gate), attemptInProgress: gate.attemptInProgress };
  switch (gate.reason) {
    case 'lesson_locked':
      return { state: 'locked', reason: 'lesson_locked', previousLesson: previous ? { lessonId: previous.lesson.id, title: localize(previous.lesson.title, lang) } : null };
    case 'repeat_lesson':
      return { state: 'repeatLesson' };
    default:
      return { state: 'watchVideo' };
  }
};
