import { sql, type Expression, type SqlBool } from 'kysely';
import type { AttemptRow, CertificateRow, CourseRow, ExamRow, LessonProgressRow, LessonRow } from '../../db/courseSchema';
import { jsonRowReader, jsonRows } from '../../db/jsonRows';
import { precompiled } from '../../db/precompiled';
import { tableColumns } from '../../db/tableColumns';
import type { Db } from '../../db/transaction';
import { offeredCourses } from './courseRepository';
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

/** The published courses of a country version (by position, then slug) and a learner's record in them. */
export type CountryRecord = LearnerRecord & { courses: CourseRow[] };

const summaryColumns = ['id', 'exam_id', 'cycle', 'status', 'passed', 'correct_percent', 'started_at', 'completed_at'] as const;

/** Which courses a record covers: a condition on a column holding a course id. */
type CourseFilter = (courseIdColumn: string) => Expression<SqlBool>;

/** The six reads of a record, each a JSON array column of one statement (see `learnerRecordIn`). */
const recordColumns = (db: Db, inCourses: CourseFilter, userId: string) => [
  jsonRows(db.selectFrom('lessons').select(tableColumns.lessons).where(inCourses('lessons.course_id')), ['course_id', 'position']).as('lessons'),
  jsonRows(db.selectFrom('exams').select(tableColumns.exams).where(inCourses('exams.course_id')), ['id']).as('exams'),
  jsonRows(db.selectFrom('certificates').select(tableColumns.certificates).where('user_id', '=', userId), ['issued_at desc', 'id']).as('certificates'),
  jsonRows(
    db
      .selectFrom('lesson_progress')
      .select(tableColumns.lesson_progress)
      .where('user_id', '=', userId)
      .where('lesson_id', 'in', db.selectFrom('lessons').select('id').where(inCourses('lessons.course_id'))),
    ['lesson_id'],
  ).as('progress'),
  jsonRows(
    db
      .selectFrom('exam_attempts')
      .select(summaryColumns)
      .where('user_id', '=', userId)
      .where('exam_id', 'in', db.selectFrom('exams').select('id').where(inCourses('exams.course_id')))
      // Attempts an administrator reset no longer count.
      .where('reset_at', 'is', null),
    ['started_at', 'id'],
  ).as('attempts'),
  jsonRows(db.selectFrom('course_enrollments').select(tableColumns.course_enrollments).where('user_id', '=', userId).where(inCourses('course_enrollments.course_id')), [
    'started_at',
    'id',
  ]).as('enrollments'),
];

// Read on every exam start and grade: six reads in one statement, compiled once (see courseRepository.ts),
// each as a JSON array, since a statement's round trip costs more than its rows.
const learnerRecordIn = precompiled<{ userId: string; courseIds: string[] }, Record<keyof LearnerRecord, unknown>>((db, slot) =>
  db.selectNoFrom(recordColumns(db, (column) => sql<SqlBool>`${sql.ref(column)} = any(${slot('courseIds')})`, slot('userId'))),
);
// Read on every course list: the courses of the learner's country as well, in the same statement.
const countryRecordIn = precompiled<{ userId: string; versionCode: string }, Record<keyof CountryRecord, unknown>>((db, slot) => {
  const offered = () => offeredCourses(db, slot('versionCode'));
  return db.selectNoFrom([
    jsonRows(offered().select(tableColumns.courses), ['position', 'slug']).as('courses'),
    ...recordColumns(db, (column) => sql<SqlBool>`${sql.ref(column)} in ${offered().select('courses.id')}`, slot('userId')),
  ]);
});
// Read on a course's detail, every progress report and the exam calls: the country's courses, the record in one course.
const countryCourseRecordIn = precompiled<{ userId: string; versionCode: string; courseId: string }, Record<keyof CountryRecord, unknown>>((db, slot) =>
  db.selectNoFrom([
    jsonRows(offeredCourses(db, slot('versionCode')).select(tableColumns.courses), ['position', 'slug']).as('courses'),
    ...recordColumns(db, (column) => sql<SqlBool>`${sql.ref(column)} = ${slot('courseId')}`, slot('userId')),
  ]),
);

const readCourses = jsonRowReader<CourseRow>()(['created_at']);
const readLessons = jsonRowReader<LessonRow>()([]);
const readExams = jsonRowReader<ExamRow>()([]);
const readCertificates = jsonRowReader<CertificateRow>()(['issued_at', 'valid_until', 'revoked_at']);
const readProgress = jsonRowReader<LessonProgressRow>()(['reported_at']);
const readAttempts = jsonRowReader<AttemptSummary>()(['started_at', 'completed_at']);
const readEnrollments = jsonRowReader<EnrollmentRow>()(['started_at']);

const readRecord = (row: Record<keyof LearnerRecord, unknown>): LearnerRecord => ({
  lessons: readLessons(row.lessons),
  exams: readExams(row.exams),
  certificates: readCertificates(row.certificates),
  progress: readProgress(row.progress),
  attempts: readAttempts(row.attempts),
  enrollments: readEnrollments(row.enrollments),
});

/** A learner's record in some courses, in one round trip. */
export const learnerRecordOf = async (db: Db, userId: string, courseIds: string[]): Promise<LearnerRecord> => {
  if (courseIds.length === 0) return { lessons: [], exams: [], certificates: [], progress: [], attempts: [], enrollments: [] };
  const [row] = await learnerRecordIn(db, { userId, courseIds });
  if (!row) throw new Error('the learner record statement returned no row');
  return readRecord(row);
};

/** The published courses of a country version, with a learner's record in all of them, in one round trip. */
export const countryRecordOf = async (db: Db, userId: string, versionCode: string): Promise<CountryRecord> => {
  const [row] = await countryRecordIn(db, { userId, versionCode });
  if (!row) throw new Error('the country record statement returned no row');
  return { courses: readCourses(row.courses), ...readRecord(row) };
};

/**
 * The published courses of a country version, with a learner's record in one course, in one round trip
 * (the record is of that course whether or not the country offers it: the caller looks it up in `courses`).
 */
export const countryCourseRecordOf = async (db: Db, userId: string, versionCode: string, courseId: string): Promise<CountryRecord> => {
  const [row] = await countryCourseRecordIn(db, { userId, versionCode, courseId });
  if (!row) throw new Error('the country course record statement returned no row');
  return { courses: readCourses(row.courses), ...readRecord(row) };
};
