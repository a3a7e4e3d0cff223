import type { LessonTest, VideoAction } from '../../../src/contract/course';
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
