import type { NextStep } from '../../../src/contract/course';
import type { Language } from '../../../src/contract/languages';
import type { ExamRow } from '../../db/courseSchema';
import { attemptsLeft, courseNextStep, examGate, localize, type CourseState, type LessonState } from '../course';

/**
 * What follows a graded attempt, from the learner's state now (not when it was graded): while its
 * exam is not passed, retake it, repeat the lesson, or wait for new attempts; once passed (then or
 * since), whatever comes next in the course, the certificate after the final exam.
 */
export const attemptNextStep = (state: CourseState, lessons: LessonState[], exam: ExamRow, now: Date, lang: Language): NextStep => {
  const gate = examGate(state, exam, lessons, now);
  if (gate.reason !== 'already_passed') {
    if (gate.canStart) return { kind: 'retake', examId: exam.id, attemptsLeft: attemptsLeft(gate) };
    if (gate.reason === 'waiting_period' && gate.availableAt) return { kind: 'wait', examId: exam.id, availableAt: gate.availableAt.toISOString() };
    const lesson = lessons.find((candidate) => candidate.lesson.id === exam.lesson_id);
    if (gate.reason === 'repeat_lesson' && lesson) return { kind: 'repeatLesson', lessonId: lesson.lesson.id, title: localize(lesson.lesson.title, lang) };
  }
  return courseNextStep(state, lessons, now, lang);
};
