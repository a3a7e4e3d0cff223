import type { AttemptRow, CertificateRow, ExamRow } from '../../db/courseSchema';
import type { Db } from '../../db/transaction';

/** What the progression rules need to know about a learner's attempts (no layout, no answers). */
export type AttemptSummary = Pick<AttemptRow, 'id' | 'exam_id' | 'cycle' | 'status' | 'passed' | 'correct_percent' | 'started_at' | 'completed_at'>;

const summaryColumns = ['id', 'exam_id', 'cycle', 'status', 'passed', 'correct_percent', 'started_at', 'completed_at'] as const;

/** Reads of the exam tables the course progression needs (the exam module writes them). */
export class LearnerRecordRepository {
  constructor(private readonly db: Db) {}

  /** The lesson tests and the final exam versions of some courses. */
  examsOf(courseIds: string[]): Promise<ExamRow[]> {
    if (courseIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('exams').selectAll().where('course_id', 'in', courseIds).execute();
  }

  /** A learner's attempts at some exams, oldest first. */
  attemptSummaries(userId: string, examIds: string[]): Promise<AttemptSummary[]> {
    if (examIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('exam_attempts')
      .select(summaryColumns)
      .where('user_id', '=', userId)
      .where('exam_id', 'in', examIds)
      // Attempts an administrator reset no longer count.
      .where('reset_at', 'is', null)
      .orderBy('started_at')
      .orderBy('id')
      .execute();
  }

  certificatesOf(userId: string): Promise<CertificateRow[]> {
    return this.db.selectFrom('certificates').selectAll().where('user_id', '=', userId).orderBy('issued_at', 'desc').execute();
  }
}
