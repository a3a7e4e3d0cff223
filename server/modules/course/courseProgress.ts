import type { CourseStatus } from '../../../src/contract/course';
import type { CourseState } from './courseState';
import type { LessonState } from './lessonState';

/** The final exam counts towards a certification course only; library courses have none. */
const countsFinalExam = (state: CourseState): boolean => state.course.kind === 'certification' && state.finalExam !== undefined;

export const finalExamPassed = (state: CourseState): boolean =>
  state.finalExam !== undefined && state.attempts.some((attempt) => attempt.exam_id === state.finalExam?.id && attempt.passed === true);

/** Share of passed steps (lessons, plus the final exam of a certification), rounded down. */
export const coursePercent = (state: CourseState, lessons: LessonState[]): number => {
  const steps = lessons.length + (countsFinalExam(state) ? 1 : 0);
  if (steps === 0) return 0;
  const passed = lessons.filter((lesson) => lesson.passed).length + (countsFinalExam(state) && finalExamPassed(state) ? 1 : 0);
  return Math.floor((100 * passed) / steps);
};

export const courseStatus = (state: CourseState, lessons: LessonState[]): CourseStatus => {
  const percent = coursePercent(state, lessons);
  if (percent === 100) return 'completed';
  const started = lessons.some((lesson) => lesson.started) || state.attempts.length > 0;
  return started ? 'in_progress' : 'not_started';
};
