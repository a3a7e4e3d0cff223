import type { AttemptRow, CertificateRow, ExamRow, LessonProgressRow, LessonRow } from '../../db/courseSchema';
import { jsonRowReader, jsonRows } from '../../db/jsonRows';
import { precompiled } from '../../db/precompiled';
import { tableColumns } from '../../db/tableColumns';
import type { Db } from '../../db/transaction';
import type { EnrollmentRow } from './enrollmentRepository';

/** What the progression rules need to know about a learner's attempts (no layout, no answers). */
export type AttemptSummary = Pick<AttemptRow, 'id' | 'exam_id' | 'cycle' | 'status' | 'passed' | 'correct_percent' | 'started_at' | 'completed_at'>;

/** Some courses' lessons and exams, with one learner's certificates, progress, attempts and renewals in them. */
export type LearnerRecord = {
  /** By course, in lesson order. */
  lessons: LessonRow[];
  /** The lesson tests and every final exam version. */
  exams: ExamRow[];
  /** Every certificate of the learner (the installer-first lock reads those of other courses), newest first. */
  certificates: CertificateRow[];
  progress: LessonProgressRow[];
  /** Attempts not reset by an administrator, oldest first. */
  attempts: AttemptSummary[];
  /** Renewals, oldest first. */
  enrollments: EnrollmentRow[];
};

const summaryColumns = ['id', 'exam_id', 'cycle', 'status', 'passed', 'correct_percent', 'started_at', 'completed_at'] as const;

// Read on every course call and every exam start and grade: six reads in one statement, compiled once
// (see courseRepository.ts), each as a JSON array, since a statement's round trip costs more than the rows.
const learnerRecordIn = precompiled<{ userId: string; courseIds: string[] }, Record<keyof LearnerRecord, unknown>>((db, slot) =>
  db.selectNoFrom((eb) => {
    const ofCourses = eb.fn.any(eb.val(slot('courseIds')));
    return [
      jsonRows(db.selectFrom('lessons').select(tableColumns.lessons).where('course_id', '=', ofCourses), ['course_id', 'position']).as('lessons'),
      jsonRows(db.selectFrom('exams').select(tableColumns.exams).where('course_id', '=', ofCourses), ['id']).as('exams'),
      jsonRows(db.selectFrom('certificates').select(tableColumns.certificates).where('user_id', '=', slot('userId')), ['issued_at desc', 'id']).as('certificates'),
      jsonRows(
        db
          .selectFrom('lesson_progress')
          .select(tableColumns.lesson_progress)
          .where('user_id', '=', slot('userId'))
          .where('lesson_id', 'in', db.selectFrom('lessons').select('id').where('course_id', '=', ofCourses)),
        ['lesson_id'],
      ).as('progress'),
      jsonRows(
        db
          .selectFrom('exam_attempts')
          .select(summaryColumns)
          .where('user_id', '=', slot('userId'))
          .where('exam_id', 'in', db.selectFrom('exams').select('id').where('course_id', '=', ofCourses))
          // Attempts an administrator reset no longer count.
          .where('reset_at', 'is', null),
        ['started_at', 'id'],
      ).as('attempts'),
      jsonRows(
        db.selectFrom('course_enrollments').select(tableColumns.course_enrollments).where('user_id', '=', slot('userId')).where('course_id', '=', ofCourses),
        ['started_at', 'id'],
      ).as('enrollments'),
    ];
  }),
);

const readLessons = jsonRowReader<LessonRow>()([]);
const readExams = jsonRowReader<ExamRow>()([]);
const readCertificates = jsonRowReader<CertificateRow>()(['issued_at', 'valid_until', 'revoked_at']);
const readProgress = jsonRowReader<LessonProgressRow>()(['reported_at']);
const readAttempts = jsonRowReader<AttemptSummary>()(['started_at', 'completed_at']);
const readEnrollments = jsonRowReader<EnrollmentRow>()(['started_at']);

/** A learner's record in some courses, in one round trip. */
export const learnerRecordOf = async (db: Db, userId: string, courseIds: string[]): Promise<LearnerRecord> => {
  if (courseIds.length === 0) return { lessons: [], exams: [], certificates: [], progress: [], attempts: [], enrollments: [] };
  const [row] = await learnerRecordIn(db, { userId, courseIds });
  if (!row) throw new Error('the learner record statement returned no row');
  return {
    lessons: readLessons(row.lessons),
    exams: readExams(row.exams),
    certificates: readCertificates(row.certificates),
    progress: readProgress(row.progress),
    attempts: readAttempts(row.attempts),
    enrollments: readEnrollments(row.enrollments),
  };
};
