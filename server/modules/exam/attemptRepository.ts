import { randomUUID } from 'node:crypto';
import { sql, type QueryCreator } from 'kysely';
import { contentVersion } from '../../db/contentVersion';
import type { AttemptAnswers, AttemptResults, AttemptRow, ExamRow, NewAttempt } from '../../db/courseSchema';
import { jsonRowReader, jsonRows } from '../../db/jsonRows';
import { precompiled } from '../../db/precompiled';
import { tableColumns } from '../../db/tableColumns';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/transaction';
import { claimingKeyAfter, type KeyClaim } from '../../lib/idempotency';
import { signedInAs } from '../auth';

/** A caller a statement checks itself (`signedInAs`): the hash of the request's token and the time it is checked at. */
export type Caller = { tokenHash: string; now: Date };

/** A save whose statement checks its caller, with the content version its answer was made from. */
export type CallerSave = Caller & { attemptId: string; answers: AttemptAnswers; version: string };

export type AttemptGradeValues = {
  completedAt: Date;
  correctCount: number;
  correctPercent: number;
  passed: boolean;
  results: AttemptResults;
  answers: AttemptAnswers;
};

/** Exam attempts: started, saved as answers are chosen, graded once. */
export class AttemptRepository {
  constructor(private readonly db: Db) {}

  /** Serializes start and grade of one learner's exam until the transaction ends, across API nodes. */
  async lockLearnerExam(userId: string, examId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${userId}), hashtext(${examId}))`.execute(this.db);
  }

  /** The exam, with the learner's lock on it taken in the same statement (`lockLearnerExam`); none taken when there is no such exam. */
  async lockLearnerExamReading(userId: string, examId: string): Promise<ExamRow | undefined> {
    const [row] = await examLockedForLearner(this.db, { userId, examId });
    if (!row) return undefined;
    const { locked: _locked, ...exam } = row;
    return exam;
  }

  /** Sets some graded attempts aside (an administrator's reset); returns how many were still counted. */
  async setAside(attemptIds: string[], at: Date): Promise<number> {
    if (attemptIds.length === 0) return 0;
    const result = await this.db.updateTable('exam_attempts').set({ reset_at: at }).where('id', 'in', attemptIds).where('status', '=', 'graded').where('reset_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async create(attempt: Omit<NewAttempt, 'id'>): Promise<AttemptRow> {
    return this.db
      .insertInto('exam_attempts')
      .values({ id: randomUUID(), ...attempt })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The attempt with its exam, in one round trip (a save, a grade and a result need both). */
  async findWithExam(attemptId: string): Promise<{ attempt: AttemptRow; exam: ExamRow | undefined } | undefined> {
    return withItsExam(await attemptWithExam(this.db, { attemptId }));
  }

  /** `findWithExam`, with the content version both were read at (a save keeps them while it holds: `ExamService.save`). */
  async findWithExamAtVersion(attemptId: string): Promise<{ attempt: AttemptRow; exam: ExamRow | undefined; contentVersion: string } | undefined> {
    const [row] = await attemptWithExamAtVersion(this.db, { attemptId });
    if (!row) return undefined;
    const { content_version, ...found } = row;
    const read = withItsExam([found]);
    return read && { attempt: read.attempt, exam: read.exam, contentVersion: content_version };
  }

  /**
   * The learner's own attempt with its exam, its row locked until the transaction ends (a grade): a save
   * waits for the grade and then finds it closed. Somebody else's attempt is not found, and not locked.
   */
  async findOwnLockedWithExam(attemptId: string, userId: string): Promise<{ attempt: AttemptRow; exam: ExamRow | undefined } | undefined> {
    return withItsExam(await ownAttemptWithExamLocked(this.db, { attemptId, userId }));
  }

  /** `findOwnLockedWithExam` only when `caller.tokenHash` is a live session of the owner (`signedInAs`): else nothing found, nothing locked. */
  async findOwnLockedWithExamAsCaller(attemptId: string, userId: string, caller: Caller): Promise<{ attempt: AttemptRow; exam: ExamRow | undefined } | undefined> {
    return withItsExam(await ownAttemptWithExamLockedAsCaller(this.db, { attemptId, userId, ...caller }));
  }

  async findInProgress(userId: string, examId: string): Promise<AttemptRow | undefined> {
    const [attempt] = await attemptInProgress(this.db, { userId, examId });
    return attempt;
  }

  /** Merges chosen answers into an attempt still in progress; false when it is graded already. */
  async saveAnswers(attemptId: string, answers: AttemptAnswers): Promise<boolean> {
    return (await answersSave(this.db, { attemptId, answers: JSON.stringify(answers) })).length > 0;
  }

  /** `saveAnswers` and the request's idempotency key claimed with its answer, in one statement; false when the attempt is graded already. */
  saveAnswersClaimingKey(attemptId: string, answers: AttemptAnswers, claim: KeyClaim): Promise<boolean> {
    return answersSaveClaimingKey(this.db, { attemptId, answers: JSON.stringify(answers) }, claim);
  }

  /**
   * `saveAnswers` only while the content is at `save.version` (what the caller's answer was made from) and
   * `save.tokenHash` is a live session of the attempt's owner (`signedInAs`): the statement checks its caller
   * itself. False when any of it does not hold.
   */
  async saveAnswersAsCaller(save: CallerSave): Promise<boolean> {
    return (await answersSaveAsCaller(this.db, callerSaveParams(save))).length > 0;
  }

  /** `saveAnswersAsCaller` and the request's idempotency key claimed with its answer, in one statement. */
  saveAnswersAsCallerClaimingKey(save: CallerSave, claim: KeyClaim): Promise<boolean> {
    return answersSaveAsCallerClaimingKey(this.db, callerSaveParams(save), claim);
  }

  /** Grades an attempt in progress; undefined when somebody graded it first (it is then left as it was). */
  grade(attemptId: string, grade: AttemptGradeValues): Promise<AttemptRow | undefined> {
    return this.db
      .updateTable('exam_attempts')
      .set({
        status: 'graded',
        completed_at: grade.completedAt,
        correct_count: grade.correctCount,
        correct_percent: grade.correctPercent,
        passed: grade.passed,
        results: JSON.stringify(grade.results),
        answers: JSON.stringify(grade.answers),
      })
      .where('id', '=', attemptId)
      .where('status', '=', 'in_progress')
      .returningAll()
      .executeTakeFirst();
  }

  /** A learner's graded attempts, newest first. */
  gradedForUser(userId: string, limit: number): Promise<AttemptRow[]> {
    return this.db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'graded')
      .orderBy('completed_at', 'desc')
      .orderBy('started_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}

// The statements of every exam save, compiled once (server/db/precompiled.ts).
const attemptWithItsExam = (db: QueryCreator<Database>) =>
  db
    .selectFrom('exam_attempts')
    .select(tableColumns.exam_attempts)
    .select((eb) => jsonRows(eb.selectFrom('exams').select(tableColumns.exams).whereRef('exams.id', '=', 'exam_attempts.exam_id'), ['id']).as('exam'));
// A resume (a reload in the middle of an exam) reads it: a precompiled, prepared statement like the start's others.
const attemptInProgress = precompiled<{ userId: string; examId: string }, AttemptRow>((db, slot) =>
  db.selectFrom('exam_attempts').select(tableColumns.exam_attempts).where('user_id', '=', slot('userId')).where('exam_id', '=', slot('examId')).where('status', '=', 'in_progress'),
);
const attemptWithExam = precompiled<{ attemptId: string }, AttemptRow & { exam: unknown }>((db, slot) => attemptWithItsExam(db).where('exam_attempts.id', '=', slot('attemptId')));
const attemptWithExamAtVersion = precompiled<{ attemptId: string }, AttemptRow & { exam: unknown; content_version: string }>((db, slot) =>
  attemptWithItsExam(db).select(contentVersion.as('content_version')).where('exam_attempts.id', '=', slot('attemptId')),
);
const ownAttemptLocked = (db: QueryCreator<Database>, attemptId: string, userId: string) =>
  attemptWithItsExam(db).where('exam_attempts.id', '=', attemptId).where('exam_attempts.user_id', '=', userId).forUpdate(['exam_attempts']);
const ownAttemptWithExamLocked = precompiled<{ attemptId: string; userId: string }, AttemptRow & { exam: unknown }>((db, slot) => ownAttemptLocked(db, slot('attemptId'), slot('userId')));
const ownAttemptWithExamLockedAsCaller = precompiled<{ attemptId: string; userId: string } & Caller, AttemptRow & { exam: unknown }>((db, slot) =>
  ownAttemptLocked(db, slot('attemptId'), slot('userId')).where((eb) => signedInAs(eb, 'exam_attempts.user_id', slot('tokenHash'), slot('now'))),
);
// The same key as `lockLearnerExam`: hashtext of the learner's id and of the exam id as text.
const examLockedForLearner = precompiled<{ userId: string; examId: string }, ExamRow & { locked: unknown }>((db, slot) =>
  db
    .selectFrom('exams')
    .select(tableColumns.exams)
    .select(sql<unknown>`pg_advisory_xact_lock(hashtext(${slot('userId')}), hashtext(exams.id::text))`.as('locked'))
    .where('exams.id', '=', slot('examId')),
);
const readExams = jsonRowReader<ExamRow>()([]);
const withItsExam = ([row]: (AttemptRow & { exam: unknown })[]): { attempt: AttemptRow; exam: ExamRow | undefined } | undefined => {
  if (!row) return undefined;
  const { exam, ...attempt } = row;
  return { attempt, exam: readExams(exam)[0] };
};

const answersMerged = (db: QueryCreator<Database>, slot: (name: 'attemptId' | 'answers') => string) =>
  db
    .updateTable('exam_attempts')
    .set({ answers: sql`answers || ${slot('answers')}::jsonb` })
    .where('id', '=', slot('attemptId'))
    .where('status', '=', 'in_progress');
const answersSave = precompiled<{ attemptId: string; answers: string }, { id: string }>((db, slot) => answersMerged(db, slot).returning('id'));
const answersSaveClaimingKey = claimingKeyAfter<{ attemptId: string; answers: string }>((db, slot) => answersMerged(db, slot).returning('id'));
type CallerSaveParams = Omit<CallerSave, 'answers'> & { answers: string };
// Named one by one: `{ ...save, answers }` (a spread followed by a property) costs a microsecond a save on Node 20.
const callerSaveParams = (save: CallerSave): CallerSaveParams => ({ attemptId: save.attemptId, answers: JSON.stringify(save.answers), version: save.version, tokenHash: save.tokenHash, now: save.now });
const answersMergedAsCaller = (db: QueryCreator<Database>, slot: <K extends keyof CallerSaveParams>(name: K) => CallerSaveParams[K]) =>
  answersMerged(db, slot)
    .where(contentVersion, '=', slot('version'))
    .where((eb) => signedInAs(eb, 'exam_attempts.user_id', slot('tokenHash'), slot('now')));
const answersSaveAsCaller = precompiled<CallerSaveParams, { id: string }>((db, slot) => answersMergedAsCaller(db, slot).returning('id'));
const answersSaveAsCallerClaimingKey = claimingKeyAfter<CallerSaveParams>((db, slot) => answersMergedAsCaller(db, slot).returning('id'));
