import type { NextStep } from '../../../src/contract/course';
import type { Language } from '../../../src/contract/languages';
import type { CourseState } from './courseState';
import { attemptsLeft, finalExamGate, lessonTestGate } from './examGate';
import type { LessonState } from './lessonState';
import { localize } from './localized';

/**
 * What the learner should do next in a course, from the state now: the first lesson not passed
 * (its test when open, repeat it after two failures, else watch it), then the final exam (or the
 * wait for new attempts), then the certificate; `course` when nothing is left.
 */
export const courseNextStep = (state: CourseState, lessons: LessonState[], now: Date, lang: Language): NextStep => {
  const current = lessons.find((lesson) => !lesson.passed);
  if (current) {
    const lesson = { lessonId: current.lesson.id, title: localize(current.lesson.title, lang) };
    const gate = lessonTestGate(current);
    if (gate.canStart && current.test) return { kind: 'takeTest', ...lesson, examId: current.test.id, attemptsLeft: attemptsLeft(gate) };
    if (gate.reason === 'repeat_lesson') return { kind: 'repeatLesson', ...lesson };
    return { kind: 'nextLesson', ...lesson };
  }
  if (state.certificate) return { kind: 'certificate', certificateId: state.certificate.id };
  if (!state.finalExam) return { kind: 'course' };
  const gate = finalExamGate(state, state.finalExam, lessons, now);
  if (gate.canStart) return { kind: 'finalExam', examId: state.finalExam.id, attemptsLeft: attemptsLeft(gate) };
  if (gate.reason === 'waiting_period' && gate.availableAt) return { kind: 'wait', examId: state.finalExam.id, availableAt: gate.availableAt.toISOString() };
  return { kind: 'course' };
};
