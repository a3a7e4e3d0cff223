import type { AttemptRow, CertificateRow, ExamRow } from '../../db/courseSchema';
import { precompiled } from '../../db/precompiled';
import { tableColumns } from '../../db/tableColumns';
import type { Db } from '../../db/transaction';

/** What the progression rules need to know about a learner's attempts (no layout, no answers). */
export type AttemptSummary = Pick<AttemptRow, 'id' | 'exam_id' | 'cycle' | 'status' | 'passed' | 'correct_percent' | 'started_at' | 'completed_at'>;

const summaryColumns = ['id', 'exam_id', 'cycle', 'status', 'passed', 'correct_percent', 'started_at', 'completed_at'] as const;

// Read on every course call: compiled once (see courseRepository.ts).
const examsOfCourses = precompiled<{ courseIds: string[] }, ExamRow>((db, slot) =>
  db.selectFrom('exams').select(tableColumns.exams).where((eb) => eb('course_id', '=', eb.fn.any(eb.val(slot('courseIds'))))),
);
const attemptsAt = precompiled<{ userId: string; examIds: string[] }, AttemptSummary>((db, slot) =>
  db
    .selectFrom('exam_attempts')
    .select(summaryColumns)
    .where('user_id', '=', slot('userId'))
    .where((eb) => eb('exam_id', '=', eb.fn.any(eb.val(slot('examIds')))))
    // Attempts an administrator reset no longer count.
    .where('reset_at', 'is', null)
    .orderBy('started_at')
    .orderBy('id'),
);
const certificatesOfLearner = precompiled<{ userId: string }, CertificateRow>((db, slot) =>
  db.selectFrom('certificates').select(tableColumns.certificates).where('user_id', '=', slot('userId')).orderBy('issued_at', 'desc'),
);

/** Reads of the exam tables the course progression needs (the exam module writes them). */
export class LearnerRecordRepository {
  constructor(private readonly db: Db) {}

  /** The lesson tests and the final exam versions of some courses. */
  examsOf(courseIds: string[]): Promise<ExamRow[]> {
    if (courseIds.length === 0) return Promise.resolve([]);
    return examsOfCourses(this.db, { courseIds });
  }

  /** A learner's attempts at some exams, oldest first. */
  attemptSummaries(userId: string, examIds: string[]): Promise<AttemptSummary[]> {
    if (examIds.length === 0) return Promise.resolve([]);
    return attemptsAt(this.db, { userId, examIds });
  }

  certificatesOf(userId: string): Promise<CertificateRow[]> {
    return certificatesOfLearner(this.db, { userId });
  }
}
