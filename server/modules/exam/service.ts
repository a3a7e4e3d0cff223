import type { z } from 'zod';
import type { AnswerReview, Attempt, AttemptGrade, AttemptResult, ExamInfo, examHistoryEntry, examVersion, SubmitAnswerRequest } from '../../../src/contract/course';
import type { Language } from '../../../src/contract/languages';
import type { AttemptRow, ExamRow } from '../../db/courseSchema';
import { inTransaction, type Db } from '../../db/transaction';
import { BusinessError } from '../../lib/businessError';
import { claimKeyWithAnswer, isKeyTaken, keyClaimOf, onceForKeyClaimedLast, requestFingerprint, type IdempotentCall, type KeyClaim } from '../../lib/idempotency';
import { noNotifier, type Notifier } from '../../lib/notifier';
import {
  assertId,
  countryOffers,
  CourseRepository,
  courseSeconds,
  examGate,
  formatInstant,
  lessonStates,
  LessonProgressRepository,
  loadCountryCourseState,
  loadCourseState,
  localize,
  type CourseState,
  type ExamGate,
  type Learner,
} from '../course';
import { CertificateRepository, issueCourseCertificate } from '../certificate';
import { answersIn, checkedAnswers } from './answers';
import { AttemptRepository, type Caller } from './attemptRepository';
import { timeTakenSeconds, toAnswerReviews, toAttempt, toAttemptGrade } from './attemptView';
import { drawLayout, type RandomBelow } from './draw';
import { ExamRepository } from './examRepository';
import { KeptSaves, type Kept, type KeptSave } from './keptSaves';
import { correctPercent, hasPassed } from './passMark';
import { attemptNextStep } from './resultNextStep';
import { scoreAttempt } from './scoring';

export type ExamServiceDeps = { db: Db; now: () => Date; notifier?: Notifier; randomBelow?: RandomBelow };
export type ExamVersion = z.infer<typeof examVersion>;
export type ExamHistoryEntry = z.infer<typeof examHistoryEntry>;

/** The history lists this many attempts at most (a learner has a few dozen). */
const historyLimit = 500;

/** Why an exam cannot start, as the business error the learner reads (what to do next). */
const gateError = (gate: ExamGate, lang: Language): BusinessError => {
  switch (gate.reason) {
    case 'lesson_locked':
      return new BusinessError('lessonLocked');
    case 'video_not_watched':
      return new BusinessError('videoNotWatched');
    case 'repeat_lesson':
      return new BusinessError('noAttemptsLeft', { values: { attempts: gate.attemptsAllowed } });
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

/** An exam the learner may not see answers like one that does not exist. */
const examNotFound = (): BusinessError => new BusinessError('notFound', { messageKey: 'examNotFound' });
/** Somebody else's attempt answers like one that does not exist. */
const attemptNotFound = (): BusinessError => new BusinessError('notFound', { messageKey: 'attemptNotFound' });

/** The exam when the learner may see it: a final exam only in the country's own version. */
const visibleExam = (learner: Learner, exam: ExamRow | undefined): ExamRow => {
  if (!exam || (exam.kind === 'final' && exam.version_code !== learner.version_code)) throw examNotFound();
  return exam;
};

/**
 * Lesson tests and final exams: gates, attempts (start, resume, save, grade once), results and
 * history. Repositories are built per call: from the root database for reads, from the transaction
 * for every multi-step change (start, grade + reset or certificate).
 */
export class ExamService {
  private readonly keptSaves = new KeptSaves();

  constructor(private readonly deps: ExamServiceDeps) {}

  async info(learner: Learner, examId: string, lang: Language): Promise<ExamInfo> {
    const { exam, state } = await this.examOf(this.deps.db, learner, examId);
    const gate = this.gateOf(state, exam);
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

  /**
   * Resumes the attempt in progress, or starts one when the rules allow: one in progress at most, however many
   * requests race. Its saves are kept from here (`KeptSaves`), with the exam as the record read it, at its content version.
   */
  async start(learner: Learner, examId: string, lang: Language): Promise<Attempt> {
    const { attempt, view, kept } = await inTransaction(this.deps.db, async (tx) => {
      const attempts = new AttemptRepository(tx);
      const exams = new ExamRepository(tx);
      const exam = visibleExam(learner, await attempts.lockLearnerExamReading(learner.id, assertId(examId, 'examNotFound')));
      // Read under the lock: the attempts the gate counts cannot change before this transaction ends.
      const state = await this.countryStateOf(tx, learner, exam);
      // The exam as the record read it, not as locked: the exam and the content version then come from one statement.
      const keptFor = async (attempt: AttemptRow): Promise<KeptSave | undefined> => {
        const examAtVersion = exam.kind === 'final' ? state.finalExam : exam.lesson_id ? state.lessonExams.get(exam.lesson_id) : undefined;
        if (examAtVersion?.id !== exam.id) return undefined;
        return { userId: learner.id, layout: attempt.layout, grade: await this.gradeView(tx, attempt, examAtVersion), contentVersion: state.contentVersion };
      };
      // The record read under the lock says whether there is one to resume; only then is the whole attempt read.
      const open = state.examsInProgress.has(exam.id) ? await attempts.findInProgress(learner.id, exam.id) : undefined;
      if (open) return { attempt: open, view: toAttempt(open, await exams.content(open.layout.map((question) => question.questionId)), lang), kept: await keptFor(open) };
      const gate = this.gateOf(state, exam);
      if (!gate.canStart) throw gateError(gate, lang);
      const layout = drawLayout(await exams.pool(exam.id, state.contentVersion), exam.question_count, this.deps.randomBelow);
      const created = await attempts.create({
        exam_id: exam.id,
        user_id: learner.id,
        cycle: gate.cycle,
        // Counted by the gate within this enrollment (a renewal keeps earlier attempts apart).
        attempt_number: gate.attemptsUsed + 1,
        status: 'in_progress',
        layout: JSON.stringify(layout),
        answers: JSON.stringify({}),
        question_count: layout.length,
        started_at: this.deps.now(),
        results: null,
        question_version: exam.question_version,
      });
      return { attempt: created, view: toAttempt(created, await exams.content(layout.map((question) => question.questionId)), lang), kept: await keptFor(created) };
    });
    if (kept) this.keptSaves.keep(attempt.id, kept);
    return view;
  }

  /** The attempt in progress (same order, answers so far), or null. */
  async last(learner: Learner, examId: string, lang: Language): Promise<Attempt | null> {
    const exam = await this.examRow(this.deps.db, learner, examId);
    if (!(await countryOffers(this.deps.db, learner, exam.course_id))) throw examNotFound();
    const open = await new AttemptRepository(this.deps.db).findInProgress(learner.id, exam.id);
    return open ? toAttempt(open, await new ExamRepository(this.deps.db).content(open.layout.map((question) => question.questionId)), lang) : null;
  }

  /**
   * `final: false` saves the chosen answers; `final: true` grades once (a repeated submit gets the same
   * grade). With an idempotency key, a retry of the same request gets the first answer and changes
   * nothing again (a late save cannot overwrite newer answers).
   */
  submit(learner: Learner, request: SubmitAnswerRequest, idempotencyKey?: string): Promise<AttemptGrade> {
    const grading = (tx: Db) => this.gradeIn(tx, learner.id, request);
    if (!idempotencyKey) return request.final ? inTransaction(this.deps.db, grading) : this.save(learner, request);
    // A save or a grade is cheap to repeat and all its effects are undone with its statement or transaction (the
    // certificate's mail waits for the commit): the key is claimed with the answer, last.
    const call = { userId: learner.id, key: idempotencyKey, fingerprint: requestFingerprint('exam.submit', request), now: this.deps.now() };
    if (!request.final) return onceForKeyClaimedLast(this.deps.db, call, (claimOf) => this.save(learner, request, claimOf));
    return onceForKeyClaimedLast(this.deps.db, call, (claimOf) =>
      inTransaction(this.deps.db, async (tx) => {
        const grade = await grading(tx);
        await claimKeyWithAnswer(tx, claimOf(grade));
        return grade;
      }),
    );
  }

  /**
   * A submit of an attempt this node keeps (`KeptSaves`), made before the caller's session is looked up: its
   * first statement requires `tokenHash` to be a live session of the attempt's owner (`signedInAs`). A save is
   * that one statement (`saveAnswersAsCaller`: the attempt in progress, its content at the kept version, the
   * request's key claimed in it when it has one); a grade locks the attempt's row with it, then grades as
   * `submit` does. Undefined when that statement found no such caller or wrote nothing, when a save's answers are
   * not the attempt's, or when a keyed request was refused or its key taken: the caller then looks the session
   * up and submits the whole way (`submit`), which answers each of those as it always does.
   */
  async submitAsCaller(tokenHash: string, request: SubmitAnswerRequest, idempotencyKey?: string): Promise<AttemptGrade | undefined> {
    const kept = this.keptSaves.of(request.attemptId);
    if (!kept) return undefined;
    const caller = { tokenHash, now: this.deps.now() };
    const call = idempotencyKey ? { userId: kept.userId, key: idempotencyKey, fingerprint: requestFingerprint('exam.submit', request), now: caller.now } : undefined;
    try {
      return request.final ? await this.gradeAsCaller(kept.userId, caller, request, call) : await this.saveAsCaller(kept, caller, request, call);
    } catch (error) {
      // A repeat, or a keyed request refused (it may have been answered before): the whole way answers it.
      if (isKeyTaken(error) || (call && error instanceof BusinessError)) return undefined;
      throw error;
    }
  }

  private async saveAsCaller(kept: Kept, caller: Caller, request: SubmitAnswerRequest, call?: IdempotentCall): Promise<AttemptGrade | undefined> {
    const answers = answersIn(kept.layout, request.answers);
    if (!answers) return undefined;
    const attempts = new AttemptRepository(this.deps.db);
    const save = { attemptId: request.attemptId, answers, version: kept.contentVersion, ...caller };
    const saved = call ? await attempts.saveAnswersAsCallerClaimingKey(save, keyClaimOf(call, kept.grade, kept.gradeJson)) : await attempts.saveAnswersAsCaller(save);
    if (saved) return kept.grade;
    this.keptSaves.forget(request.attemptId);
    return undefined;
  }

  private gradeAsCaller(userId: string, caller: Caller, request: SubmitAnswerRequest, call?: IdempotentCall): Promise<AttemptGrade | undefined> {
    return inTransaction(this.deps.db, async (tx) => {
      const grade = await this.gradeIn(tx, userId, request, caller);
      if (grade && call) await claimKeyWithAnswer(tx, keyClaimOf(call, grade));
      return grade;
    });
  }

  /**
   * Saves chosen answers with no transaction: the attempt is read, then its answers merged in one guarded
   * update, with the request's key claimed in the same statement when it has one. The layout the answers are
   * checked against never changes. The update's row lock orders it with the grade, which reads the row FOR
   * UPDATE: a save either lands before the grade reads the answers, or waits for it and finds the attempt
   * closed; it never lands on a graded attempt. The attempt is kept from here (`KeptSaves`): its next saves
   * skip the read and the session lookup (`submitAsCaller`).
   */
  private async save(learner: Learner, request: SubmitAnswerRequest, claimOf?: (answer: AttemptGrade) => KeyClaim): Promise<AttemptGrade> {
    const attempts = new AttemptRepository(this.deps.db);
    const found = await attempts.findWithExamAtVersion(assertId(request.attemptId, 'attemptNotFound'));
    if (!found?.exam || found.attempt.user_id !== learner.id) throw attemptNotFound();
    const { attempt, exam, contentVersion } = found;
    if (attempt.status === 'graded') throw new BusinessError('attemptClosed');
    // The answer of a save does not show the answers, so it is known before they are merged.
    const grade = await this.gradeView(this.deps.db, attempt, exam);
    const answers = checkedAnswers(attempt.layout, request.answers);
    const saved = claimOf ? await attempts.saveAnswersClaimingKey(attempt.id, answers, claimOf(grade)) : await attempts.saveAnswers(attempt.id, answers);
    if (!saved) throw new BusinessError('attemptClosed');
    this.keptSaves.keep(attempt.id, { userId: learner.id, layout: attempt.layout, grade, contentVersion });
    return grade;
  }

  /**
   * Grades the learner's attempt once, in the transaction `tx`; a graded attempt gets its grade again. With
   * `caller`, the attempt is found only when its session is live (`findOwnLockedWithExamAsCaller`): undefined else.
   */
  private async gradeIn(tx: Db, userId: string, request: SubmitAnswerRequest): Promise<AttemptGrade>;
  private async gradeIn(tx: Db, userId: string, request: SubmitAnswerRequest, caller: Caller): Promise<AttemptGrade | undefined>;
  private async gradeIn(tx: Db, userId: string, request: SubmitAnswerRequest, caller?: Caller): Promise<AttemptGrade | undefined> {
    const attempts = new AttemptRepository(tx);
    // The attempt's row first (a save waits for the grade, then finds it closed), then the learner's exam lock:
    // grades take turns with starts (one attempt in progress at most), and a start never waits for an attempt's row.
    const attemptId = assertId(request.attemptId, 'attemptNotFound');
    const found = caller ? await attempts.findOwnLockedWithExamAsCaller(attemptId, userId, caller) : await attempts.findOwnLockedWithExam(attemptId, userId);
    if (caller && !found) return undefined;
    if (!found?.exam) throw attemptNotFound();
    const { attempt: current, exam } = found;
    await attempts.lockLearnerExam(userId, exam.id);
    if (current.status === 'graded') return this.gradeView(tx, current, exam);
    const answers = checkedAnswers(current.layout, request.answers);
    // Object.assign, not `{ ...a, ...b }`: that spread costs microseconds on Node 20.
    const chosen = Object.assign({}, current.answers, answers);
    const score = scoreAttempt(current.layout, chosen, await new ExamRepository(tx).rightOptions(current.layout.map((question) => question.questionId)));
    const graded = await attempts.grade(current.id, {
      completedAt: this.deps.now(),
      correctCount: score.correctCount,
      correctPercent: correctPercent(score.correctCount, current.question_count),
      passed: hasPassed(score.correctCount, current.question_count, exam.pass_percent),
      results: score.results,
      answers: chosen,
    });
    if (!graded) throw new Error(`attempt ${current.id} was graded while its row was locked`);
    this.keptSaves.forget(current.id);
    return this.gradeView(tx, graded, exam, await this.afterGrading(tx, exam, graded));
  }

  /** A graded attempt of the learner with its review and the next step, decided from the state now. */
  async result(learner: Learner, attemptId: string, lang: Language): Promise<AttemptResult> {
    const db = this.deps.db;
    const { attempt, exam } = await this.ownAttempt(db, learner, attemptId);
    if (attempt.status !== 'graded' || !attempt.completed_at) throw new BusinessError('conflict', { messageKey: 'attemptNotGraded' });
    const state = await this.resultStateOf(db, learner, exam);
    const course = state.course;
    const lessons = lessonStates(state);
    const content = await new ExamRepository(db).content(attempt.layout.map((question) => question.questionId));
    const certificate = exam.kind === 'final' && attempt.passed ? state.certificate : undefined;
    return {
      attemptId: attempt.id,
      examId: exam.id,
      kind: exam.kind,
      courseId: course.id,
      lessonId: exam.lesson_id,
      title: localize(exam.title, lang),
      outcome: attempt.passed ? 'passed' : 'failed',
      correctPercent: attempt.correct_percent ?? 0,
      correctCount: attempt.correct_count ?? 0,
      questionCount: attempt.question_count,
      passPercent: exam.pass_percent,
      attemptNumber: attempt.attempt_number,
      attemptsAllowed: exam.attempts_allowed,
      startTime: attempt.started_at.toISOString(),
      completionTime: attempt.completed_at.toISOString(),
      timeTakenSeconds: timeTakenSeconds(attempt.started_at, attempt.completed_at),
      certificateId: certificate?.id ?? null,
      answers: toAnswerReviews(attempt, content, lang),
      next: attemptNextStep(state, lessons, exam, this.deps.now(), lang),
    };
  }

  /** Right or wrong per question of a graded attempt; never which options are right. */
  async review(learner: Learner, attemptId: string, lang: Language): Promise<AnswerReview[]> {
    const { attempt } = await this.ownAttempt(this.deps.db, learner, attemptId);
    if (attempt.status !== 'graded') throw new BusinessError('conflict', { messageKey: 'attemptNotGraded' });
    const content = await new ExamRepository(this.deps.db).content(attempt.layout.map((question) => question.questionId));
    return toAnswerReviews(attempt, content, lang);
  }

  /** The final exam versions of the learner's country (`listExamVersion`). */
  async versions(learner: Learner, lang: Language): Promise<ExamVersion[]> {
    const exams = await new ExamRepository(this.deps.db).finalExamsForCountry(learner.version_code);
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
    const attempts = await new AttemptRepository(this.deps.db).gradedForUser(learner.id, historyLimit);
    const exams = new Map((await new ExamRepository(this.deps.db).findByIds([...new Set(attempts.map((attempt) => attempt.exam_id))])).map((exam) => [exam.id, exam]));
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

  /**
   * A failed lesson test that used up its cycle sends the learner back to the video; a passed final exam
   * certifies. Returns the id of the certificate this attempt earned, or null.
   */
  private async afterGrading(tx: Db, exam: ExamRow, attempt: AttemptRow): Promise<string | null> {
    const completedAt = attempt.completed_at ?? this.deps.now();
    const notifier = this.deps.notifier ?? noNotifier;
    const usedCycle = !attempt.passed && attempt.attempt_number >= exam.attempts_allowed;
    if (exam.kind === 'lesson' && exam.lesson_id && usedCycle) {
      await new LessonProgressRepository(tx).startNewCycle(attempt.user_id, exam.lesson_id, attempt.cycle);
    }
    if (exam.kind === 'lesson' && exam.lesson_id && (attempt.passed || usedCycle)) {
      const found = await new CourseRepository(tx).findWithLessons(exam.course_id);
      const lesson = found?.lessons.find((candidate) => candidate.id === exam.lesson_id);
      if (found && lesson) {
        const { course } = found;
        const about = { userId: attempt.user_id, courseId: course.id, lessonId: lesson.id, lessonTitle: lesson.title, courseTitle: course.title };
        await notifier.notify(tx, { kind: attempt.passed ? 'lessonPassed' : 'testFailedTwice', ...about });
      }
    }
    if (exam.kind === 'final' && attempt.passed) {
      const found = await new CourseRepository(tx).findForCompletion(exam.course_id, attempt.user_id);
      if (!found) throw new Error(`exam ${exam.id} has no course`);
      const { course, lessons, renewsCertificateId } = found;
      const completion = { userId: attempt.user_id, course, attemptId: attempt.id, completedAt, totalSeconds: courseSeconds(lessons), renewsCertificateId };
      const certificate = await issueCourseCertificate(tx, completion);
      if (certificate.attempt_id !== attempt.id) return null;
      await notifier.notify(tx, { kind: 'certificateIssued', userId: attempt.user_id, certificateId: certificate.id, serial: certificate.serial, courseTitle: course.title });
      return certificate.id;
    }
    return null;
  }

  /** The grade's answer; `certificateId` when the caller knows it (it has just issued it), else it is looked up. */
  private async gradeView(db: Db, attempt: AttemptRow, exam: ExamRow, certificateId?: string | null): Promise<AttemptGrade> {
    const graded = attempt.status === 'graded';
    const certificate = certificateId !== undefined ? { id: certificateId } : exam.kind === 'final' && attempt.passed ? await new CertificateRepository(db).findByAttempt(attempt.id) : undefined;
    return toAttemptGrade(attempt, exam, { attemptsUsed: graded ? attempt.attempt_number : attempt.attempt_number - 1, certificateId: certificate?.id ?? null });
  }

  private gateOf(state: CourseState, exam: ExamRow): ExamGate {
    if (state.lockedBy) throw new BusinessError('courseLocked');
    return examGate(state, exam, lessonStates(state), this.deps.now());
  }

  /** An exam the learner may see (whether the country offers its course is checked apart). */
  private async examRow(db: Db, learner: Learner, examId: string): Promise<ExamRow> {
    return visibleExam(learner, await new ExamRepository(db).findById(assertId(examId, 'examNotFound')));
  }

  /** The learner's state in the exam's course, which their country must offer. */
  private async countryStateOf(db: Db, learner: Learner, exam: ExamRow): Promise<CourseState> {
    const state = await loadCountryCourseState(db, learner, exam.course_id);
    if (!state) throw examNotFound();
    return state;
  }

  /** An exam of a course the learner's country offers, with the learner's state in that course. */
  private async examOf(db: Db, learner: Learner, examId: string): Promise<{ exam: ExamRow; state: CourseState }> {
    const exam = await this.examRow(db, learner, examId);
    return { exam, state: await this.countryStateOf(db, learner, exam) };
  }

  /** A graded attempt's course state: also of a course the country no longer offers (the result stays readable). */
  private async resultStateOf(db: Db, learner: Learner, exam: ExamRow): Promise<CourseState> {
    const offered = await loadCountryCourseState(db, learner, exam.course_id);
    if (offered) return offered;
    const course = await new CourseRepository(db).findById(exam.course_id);
    if (!course) throw new BusinessError('notFound', { messageKey: 'courseNotFound' });
    return loadCourseState(db, learner, course);
  }

  /** An attempt of the learner with its exam; somebody else's attempt answers exactly like one that does not exist. */
  private async ownAttempt(db: Db, learner: Learner, attemptId: string): Promise<{ attempt: AttemptRow; exam: ExamRow }> {
    const found = await new AttemptRepository(db).findWithExam(assertId(attemptId, 'attemptNotFound'));
    if (!found?.exam || found.attempt.user_id !== learner.id) throw attemptNotFound();
    return { attempt: found.attempt, exam: found.exam };
  }
}
