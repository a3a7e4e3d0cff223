import type { examBlockReasons } from '../../../src/contract/course';
import type { ExamRow } from '../../db/courseSchema';
import type { CourseState } from './courseState';
import type { LessonState } from './lessonState';

/** Whether a learner may start (or resume) an attempt now, and in which cycle it would count. */
export type ExamGate = {
  canStart: boolean;
  reason: ExamBlockReason | null;
  attemptsUsed: number;
  attemptsAllowed: number;
  /** Study cycle (lesson test) or round (final exam) a new attempt belongs to. */
  cycle: number;
  /** With `waiting_period`: when the next round opens. */
  availableAt: Date | null;
  attemptInProgress: string | null;
};

export type ExamBlockReason = (typeof examBlockReasons)[number];

const hourMs = 3_600_000;

/** What every gate holds besides its decision. */
type Counts = Pick<ExamGate, 'attemptsUsed' | 'attemptsAllowed' | 'cycle' | 'attemptInProgress'>;

// Whole literals rather than spreads of `counts`: gates are made on every course call, and a spread copies slowly.
const blocked = (reason: ExamBlockReason, counts: Counts, availableAt: Date | null = null): ExamGate => ({
  canStart: false,
  reason,
  attemptsUsed: counts.attemptsUsed,
  attemptsAllowed: counts.attemptsAllowed,
  cycle: counts.cycle,
  availableAt,
  attemptInProgress: counts.attemptInProgress,
});

const open = (counts: Counts): ExamGate => ({
  canStart: true,
  reason: null,
  attemptsUsed: counts.attemptsUsed,
  attemptsAllowed: counts.attemptsAllowed,
  cycle: counts.cycle,
  availableAt: null,
  attemptInProgress: counts.attemptInProgress,
});

/** A lesson test opens on an unlocked, unpassed lesson whose video was watched in this study cycle. */
export const lessonTestGate = (lesson: LessonState): ExamGate => {
  // The lesson state holds the counts under the same names.
  if (lesson.locked) return blocked('lesson_locked', lesson);
  if (lesson.passed) return blocked('already_passed', lesson);
  if (lesson.attemptInProgress) return open(lesson);
  // Both attempts used (the cycle normally moves on at grading; this guards hand-edited data).
  if (lesson.attemptsUsed >= lesson.attemptsAllowed) return blocked('repeat_lesson', lesson);
  if (!lesson.watchedToEnd) return blocked(lesson.cycle > 1 ? 'repeat_lesson' : 'video_not_watched', lesson);
  return open(lesson);
};

/** After every lesson: rounds of `attempts_allowed`; a failed round opens the next `waiting_hours` after its last grade. */
export const finalExamGate = (state: CourseState, exam: ExamRow, lessons: LessonState[], now: Date): ExamGate => {
  const attempts = state.attempts.filter((attempt) => attempt.exam_id === exam.id);
  const inProgress = attempts.find((attempt) => attempt.status === 'in_progress');
  const round = attempts.reduce((max, attempt) => Math.max(max, attempt.cycle), state.firstFinalRound);
  const graded = attempts.filter((attempt) => attempt.status === 'graded' && attempt.cycle === round);
  const counts: Counts = { attemptsUsed: graded.length, attemptsAllowed: exam.attempts_allowed, cycle: round, attemptInProgress: inProgress?.id ?? null };
  if (!lessons.every((lesson) => lesson.passed)) return blocked('exam_locked', counts);
  if (attempts.some((attempt) => attempt.passed === true)) return blocked('already_passed', counts);
  if (inProgress) return open({ attemptsUsed: counts.attemptsUsed, attemptsAllowed: counts.attemptsAllowed, cycle: inProgress.cycle, attemptInProgress: inProgress.id });
  if (graded.length < exam.attempts_allowed) return open(counts);
  const lastCompleted = Math.max(...graded.map((attempt) => attempt.completed_at?.getTime() ?? 0));
  const availableAt = new Date(lastCompleted + exam.waiting_hours * hourMs);
  if (now.getTime() < availableAt.getTime()) return blocked('waiting_period', counts, availableAt);
  return open({ attemptsUsed: 0, attemptsAllowed: counts.attemptsAllowed, cycle: round + 1, attemptInProgress: null });
};

/** Attempts left of an open gate, counting one in progress (at least 1: the gate is open). */
export const attemptsLeft = (gate: ExamGate): number => Math.max(1, gate.attemptsAllowed - gate.attemptsUsed);

/** The gate of any exam of the course: its lesson's test gate or the final exam gate. */
export const examGate = (state: CourseState, exam: ExamRow, lessons: LessonState[], now: Date): ExamGate => {
  if (exam.kind === 'final') return finalExamGate(state, exam, lessons, now);
  const lesson = lessons.find((candidate) => candidate.lesson.id === exam.lesson_id);
  if (!lesson) throw new Error(`lesson test ${exam.id} has no lesson in course ${state.course.id}`);
  return lessonTestGate(lesson);
};
