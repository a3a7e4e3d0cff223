import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AnswerReview, Attempt, AttemptGrade, ExamInfo, examHistoryEntry, examVersion, SubmitAnswerRequest } from '../../../src/contract/course';
import type { Language } from '../../../src/contract/languages';
import type { AttemptRow, CourseRow, ExamRow } from '../../db/courseSchema';
import { AttemptRepository } from '../../db/repositories/attempts';
import { CertificateRepository } from '../../db/repositories/certificates';
import { CourseRepository } from '../../db/repositories/courses';
import { ExamRepository } from '../../db/repositories/exams';
import { LessonProgressRepository } from '../../db/repositories/progress';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../lib/businessError';
import { loadCourseState, type Learner } from '../course/courseState';
import { examGate, type ExamGate } from '../course/examGate';
import { assertId } from '../course/ids';
import { lessonStates } from '../course/lessonState';
import { formatInstant, localize } from '../course/localized';
import { checkedAnswers } from './answers';
import { timeTakenSeconds, toAnswerReviews, toAttempt, toAttemptGrade } from './attemptView';
import { certificateHours, certificateSerial, certificateValidUntil } from './certificate';
import { correctPercent, hasPassed } from './passMark';
import { drawLayout } from './draw';
import { scoreAttempt } from './scoring';

export type ExamServiceDeps = { db: Kysely<Database>; now: () => Date };
export type ExamVersion = z.infer<typeof examVersion>;
export type ExamHistoryEntry = z.infer<typeof examHistoryEntry>;

/** The history lists this many attempts at most (a learner has a few dozen). */
const historyLimit = 500;

/** Why an exam cannot start, as the business error the learner reads (what to do next). */
export const gateError = (gate: ExamGate, lang: Language): BusinessError => {
  switch (gate.reason) {
    case 'lesson_locked':
      return new BusinessError('lessonLocked');
    case 'video_not_watched':
      return new BusinessError('videoNotWatched');
    case 'repeat_lesson':
      return new BusinessError('noAttemptsLeft');
    case 'exam_locked':
      return new BusinessError('examLocked');
    case 'waiting_period': {
      const availableAt = gate.availableAt ?? new Date(0);
      return new BusinessError('waitingPeriod', { values: { availableAt: formatInstant(availableAt, lang) }, result: { availableAt: availableAt.toISOString() } });
    }
    default:
      return new BusinessError('conflict', { messageKey: 'alreadyPassed' });
  }
};

/** Lesson tests and final exams: gates, attempts (start, resume, save, grade once), results and history. */
export class ExamService {
  private readonly exams: ExamRepository;
  private readonly attempts: AttemptRepository;

  constructor(private readonly deps: ExamServiceDeps) {
    this.exams = new ExamRepository(deps.db);
    this.attempts = new AttemptRepository(deps.db);
  }

  async info(learner: Learner, examId: string, lang: Language): Promise<ExamInfo> {
    const { exam, course } = await this.examOf(learner, examId);
    const gate = await this.gateOf(this.deps.db, learner, exam, course);
    return {
      examId: exam.id,
      kind: exam.kind,
      courseId: exam.course_id,
      lessonId: exam.lesson_id,
      title: localize(exam.title, lang),
      questionCount: exam.question_count,
      passPercent: exam.pass_percent,
      attemptsAllowed: gate.attemptsAllowed,
      attemptsUsed: gate.attemptsUsed,
      canStart: gate.canStart,
      reason: gate.reason,
      availableAt: gate.availableAt?.toISOString() ?? null,
      attemptInProgress: gate.attemptInProgress,
    };
  }

  /** Resumes the attempt in progress, or starts one when the rules allow: one in progress at most, however many requests race. */
  async start(learner: Learner, examId: string, lang: Language): Promise<Attempt> {
    const { exam, course } = await this.examOf(learner, examId);
    const attempt = await this.deps.db.transaction().execute(async (trx) => {
      const attempts = new AttemptRepository(trx);
      await attempts.lockLearnerExam(learner.id, exam.id);
      const open = await attempts.findInProgress(learner.id, exam.id);
      if (open) return open;
      const gate = await this.gateOf(trx, learner, exam, course);
      if (!gate.canStart) throw gateError(gate, lang);
      const layout = drawLayout(await new ExamRepository(trx).pool(exam.id), exam.question_count);
      return attempts.create({
        exam_id: exam.id,
        user_id: learner.id,
        cycle: gate.cycle,
        status: 'in_progress',
        layout: JSON.stringify(layout),
        answers: JSON.stringify({}),
        question_count: layout.length,
        started_at: this.deps.now(),
        results: null,
      });
    });
    return this.attemptView(attempt, lang);
  }

  /** The attempt in progress (same order, answers so far), or null. */
  async last(learner: Learner, examId: string, lang: Language): Promise<Attempt | null> {
    const { exam } = await this.examOf(learner, examId);
    const open = await this.attempts.findInProgress(learner.id, exam.id);
    return open ? this.attemptView(open, lang) : null;
  }

  /** `final: false` saves the chosen answers; `final: true` grades once (a repeated submit gets the same grade). */
  async submit(learner: Learner, request: SubmitAnswerRequest): Promise<AttemptGrade> {
    const attempt = await this.ownAttempt(learner, request.attemptId);
    const exam = await this.exams.findById(attempt.exam_id);
    if (!exam) throw new BusinessError('notFound');
    if (attempt.status === 'graded') {
      if (!request.final) throw new BusinessError('attemptClosed');
      return this.gradeView(attempt, exam);
    }
    const answers = checkedAnswers(attempt.layout, request.answers);
    if (!request.final) {
      if (!(await this.attempts.saveAnswers(attempt.id, answers))) throw new BusinessError('attemptClosed');
      return this.gradeView({ ...attempt, answers: { ...attempt.answers, ...answers } }, exam);
    }
    const graded = await this.deps.db.transaction().execute(async (trx) => {
      const attempts = new AttemptRepository(trx);
      await attempts.lockLearnerExam(learner.id, exam.id);
      const current = await attempts.findById(attempt.id);
      if (!current || current.status === 'graded') return current;
      const chosen = { ...current.answers, ...answers };
      const score = scoreAttempt(current.layout, chosen, await new ExamRepository(trx).rightOptions(current.layout.map((question) => question.questionId)));
      const graded = await attempts.grade(current.id, {
        completedAt: this.deps.now(),
        correctCount: score.correctCount,
        correctPercent: correctPercent(score.correctCount, current.question_count),
        passed: hasPassed(score.correctCount, current.question_count, exam.pass_percent),
        results: score.results,
        answers: chosen,
      });
      if (graded) await this.afterGrading(trx, exam, graded);
      return graded ?? (await attempts.findById(attempt.id));
    });
    if (!graded) throw new BusinessError('notFound');
    return this.gradeView(graded, exam);
  }

  /** Right or wrong per question of a graded attempt; never which options are right. */
  async review(learner: Learner, attemptId: string, lang: Language): Promise<AnswerReview[]> {
    const attempt = await this.ownAttempt(learner, attemptId);
    if (attempt.status !== 'graded') throw new BusinessError('conflict', { messageKey: 'attemptNotGraded' });
    const content = await this.exams.content(attempt.layout.map((question) => question.questionId));
    return toAnswerReviews(attempt, content, lang);
  }

  /** The final exam versions of the learner's country (`listExamVersion`). */
  async versions(learner: Learner, lang: Language): Promise<ExamVersion[]> {
    const exams = await this.exams.finalExamsForCountry(learner.version_code);
    return exams.map((exam) => ({
      examId: exam.id,
      courseId: exam.course_id,
      versionCode: exam.version_code ?? learner.version_code,
      title: localize(exam.title, lang),
      questionCount: exam.question_count,
      passPercent: exam.pass_percent,
      attemptsAllowed: exam.attempts_allowed,
    }));
  }

  /** The learner's graded attempts, newest first (`listHistoryExam`). */
  async history(learner: Learner, lang: Language): Promise<ExamHistoryEntry[]> {
    const attempts = await this.attempts.gradedForUser(learner.id, historyLimit);
    const exams = new Map((await this.exams.findByIds([...new Set(attempts.map((attempt) => attempt.exam_id))])).map((exam) => [exam.id, exam]));
    return attempts.flatMap((attempt) => {
      const exam = exams.get(attempt.exam_id);
      if (!exam || !attempt.completed_at) return [];
      return [
        {
          attemptId: attempt.id,
          examId: exam.id,
          kind: exam.kind,
          title: localize(exam.title, lang),
          courseId: exam.course_id,
          lessonId: exam.lesson_id,
          passed: attempt.passed === true,
          correctPercent: attempt.correct_percent ?? 0,
          startTime: attempt.started_at.toISOString(),
          completionTime: attempt.completed_at.toISOString(),
          timeTakenSeconds: timeTakenSeconds(attempt.started_at, attempt.completed_at),
        },
      ];
    });
  }

  /** A failed lesson test that used up its cycle sends the learner back to the video; a passed final exam certifies. */
  private async afterGrading(trx: Kysely<Database>, exam: ExamRow, attempt: AttemptRow): Promise<void> {
    const completedAt = attempt.completed_at ?? this.deps.now();
    if (exam.kind === 'lesson' && exam.lesson_id && !attempt.passed) {
      const used = await new AttemptRepository(trx).countGradedInCycle(attempt.user_id, exam.id, attempt.cycle, completedAt);
      if (used >= exam.attempts_allowed) await new LessonProgressRepository(trx).startNewCycle(attempt.user_id, exam.lesson_id, attempt.cycle);
    }
    if (exam.kind === 'final' && attempt.passed) {
      const course = await new CourseRepository(trx).findById(exam.course_id);
      if (!course) throw new Error(`exam ${exam.id} has no course`);
      await new CertificateRepository(trx).issueOnce(
        {
          user_id: attempt.user_id,
          course_id: course.id,
          attempt_id: attempt.id,
          issued_at: completedAt,
          valid_until: certificateValidUntil(completedAt),
          total_hours: certificateHours(course.total_minutes),
        },
        certificateSerial,
      );
    }
  }

  private async gradeView(attempt: AttemptRow, exam: ExamRow): Promise<AttemptGrade> {
    const countedUntil = attempt.completed_at ?? this.deps.now();
    const attemptsUsed = await this.attempts.countGradedInCycle(attempt.user_id, exam.id, attempt.cycle, countedUntil);
    const certificate =
      exam.kind === 'final' && attempt.passed ? await new CertificateRepository(this.deps.db).findForUserCourse(attempt.user_id, exam.course_id) : undefined;
    return toAttemptGrade(attempt, exam, { attemptsUsed, certificateId: certificate?.id ?? null });
  }

  private async attemptView(attempt: AttemptRow, lang: Language): Promise<Attempt> {
    const content = await this.exams.content(attempt.layout.map((question) => question.questionId));
    return toAttempt(attempt, content, lang);
  }

  private async gateOf(db: Kysely<Database>, learner: Learner, exam: ExamRow, course: CourseRow): Promise<ExamGate> {
    const state = await loadCourseState(db, learner, course);
    return examGate(state, exam, lessonStates(state), this.deps.now());
  }

  /** An exam of a course the learner's country offers; a final exam only in the country's own version. */
  private async examOf(learner: Learner, examId: string): Promise<{ exam: ExamRow; course: CourseRow }> {
    const exam = await this.exams.findById(assertId(examId));
    if (!exam || (exam.kind === 'final' && exam.version_code !== learner.version_code)) throw new BusinessError('notFound');
    const course = await new CourseRepository(this.deps.db).findForCountry(exam.course_id, learner.version_code);
    if (!course) throw new BusinessError('notFound');
    return { exam, course };
  }

  /** Somebody else's attempt answers exactly like one that does not exist. */
  private async ownAttempt(learner: Learner, attemptId: string): Promise<AttemptRow> {
    const attempt = await this.attempts.findById(assertId(attemptId));
    if (!attempt || attempt.user_id !== learner.id) throw new BusinessError('notFound');
    return attempt;
  }
}
