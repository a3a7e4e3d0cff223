import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { contentVersion } from '../../db/contentVersion';
import type { AttemptRow, CertificateRow, CourseRow, ExamRow, LessonProgressRow, LessonRow } from '../../db/courseSchema';
import { jsonRowReader, jsonRows, keptByText } from '../../db/jsonRows';
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
  certificates: readonly CertificateRow[];
  /** The learner's rows are shared between requests (kept by their text): read-only. */
  progress: readonly LessonProgressRow[];
  /** Attempts not reset by an administrator, oldest first. */
  attempts: readonly AttemptSummary[];
  /** Renewals, oldest first. */
  enrollments: readonly EnrollmentRow[];
  /** The content's version the record was read at: what the content read with it may be kept by. */
  contentVersion: string;
};

/** The published courses of a country version (by position, then slug) and a learner's record in them. */
export type CountryRecord = { courses: CourseRow[]; record: LearnerRecord };

const summaryColumns = ['id', 'exam_id', 'cycle', 'status', 'passed', 'correct_percent', 'started_at', 'completed_at'] as const;

/** Which courses a record covers: a condition on a column holding a course id. */
type CourseFilter = (courseIdColumn: string) => Expression<SqlBool>;

/** A content column, sent only when the caller does not hold this version of the content already (null then). */
const unlessHeld = (held: string, column: RawBuilder<unknown>) => sql<unknown>`case when ${contentVersion} = ${held} then null else ${column} end`;

/**
 * The six reads of a record, each a JSON array column of one statement (see `learnerRecordIn`): the
 * content (lessons, exams) unless the caller holds its version, then the learner's own data.
 */
const recordColumns = (db: Db, inCourses: CourseFilter, userId: string, held: string) => [
  contentVersion.as('contentVersion'),
  unlessHeld(held, jsonRows(db.selectFrom('lessons').select(tableColumns.lessons).where(inCourses('lessons.course_id')), ['course_id', 'position'])).as('lessons'),
  unlessHeld(held, jsonRows(db.selectFrom('exams').select(tableColumns.exams).where(inCourses('exams.course_id')), ['id'])).as('exams'),
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

type RecordRow = Record<keyof LearnerRecord | 'courses', unknown>;

// Read on every exam start and grade: six reads in one statement, compiled once (see courseRepository.ts),
// each as a JSON array, since a statement's round trip costs more than its rows.
const learnerRecordIn = precompiled<{ userId: string; courseIds: string[]; held: string }, RecordRow>((db, slot) =>
  db.selectNoFrom(recordColumns(db, (column) => sql<SqlBool>`${sql.ref(column)} = any(${slot('courseIds')})`, slot('userId'), slot('held'))),
);
// Read on every course list: the courses of the learner's country as well, in the same statement.
const countryRecordIn = precompiled<{ userId: string; versionCode: string; held: string }, RecordRow>((db, slot) => {
  const offered = () => offeredCourses(db, slot('versionCode'));
  return db.selectNoFrom([
    unlessHeld(slot('held'), jsonRows(offered().select(tableColumns.courses), ['position', 'slug'])).as('courses'),
    ...recordColumns(db, (column) => sql<SqlBool>`${sql.ref(column)} in ${offered().select('courses.id')}`, slot('userId'), slot('held')),
  ]);
});
// Read on a course's detail, every progress report and the exam calls: the country's courses, the record in one course.
const countryCourseRecordIn = precompiled<{ userId: string; versionCode: string; courseId: string; held: string }, RecordRow>((db, slot) =>
  db.selectNoFrom([
    unlessHeld(slot('held'), jsonRows(offeredCourses(db, slot('versionCode')).select(tableColumns.courses), ['position', 'slug'])).as('courses'),
    ...recordColumns(db, (column) => sql<SqlBool>`${sql.ref(column)} = ${slot('courseId')}`, slot('userId'), slot('held')),
  ]),
);

const readCourses = jsonRowReader<CourseRow>()(['created_at']);
const readLessons = jsonRowReader<LessonRow>()([]);
const readExams = jsonRowReader<ExamRow>()([]);
// A learner's rows, kept by their text for the learners of the last while: most course calls find them as the
// last call left them (a progress report changes only the progress rows).
const learnerRowsKept = 2_000;
const readCertificates = keptByText(jsonRowReader<CertificateRow>()(['issued_at', 'valid_until', 'revoked_at']), learnerRowsKept);
const readProgress = keptByText(jsonRowReader<LessonProgressRow>()(['reported_at']), learnerRowsKept);
const readAttempts = keptByText(jsonRowReader<AttemptSummary>()(['started_at', 'completed_at']), learnerRowsKept);
const readEnrollments = keptByText(jsonRowReader<EnrollmentRow>()(['started_at']), learnerRowsKept);

/** The content a record statement sends: the courses (of a country) and the lessons and exams of the record's courses. */
type Content = { courses: CourseRow[]; lessons: LessonRow[]; exams: ExamRow[] };

/** Content kept between requests, by statement and parameters, with the version it is of. */
const heldContent = new Map<string, { version: string; content: Content }>();
/** Far more than a portal's countries and courses make; past it the kept content is simply read again. */
const heldContentLimit = 2_000;

/**
 * Runs a record statement, asking for its content only when this server does not hold the current version:
 * the held content when the statement found it current (its content columns came back null), else the
 * content that came, kept for the next request. Rows are shared between requests: the rules only read them.
 */
const readWithContent = async (key: string, read: (held: string) => Promise<RecordRow[]>): Promise<{ row: RecordRow; content: Content }> => {
  const held = heldContent.get(key);
  // No version is '': without held content the statement sends it.
  const [row] = await read(held?.version ?? '');
  if (!row) throw new Error('the learner record statement returned no row');
  if (held && row.lessons === null) return { row, content: held.content };
  const content = { courses: row.courses === undefined ? [] : readCourses(row.courses), lessons: readLessons(row.lessons), exams: readExams(row.exams) };
  if (heldContent.size >= heldContentLimit) heldContent.clear();
  heldContent.set(key, { version: String(row.contentVersion), content });
  return { row, content };
};

const readRecord = (row: RecordRow, content: Content): LearnerRecord => ({
  lessons: content.lessons,
  exams: content.exams,
  certificates: readCertificates(row.certificates),
  progress: readProgress(row.progress),
  attempts: readAttempts(row.attempts),
  enrollments: readEnrollments(row.enrollments),
  contentVersion: String(row.contentVersion),
});

/** A learner's record in some courses, in one round trip. */
export const learnerRecordOf = async (db: Db, userId: string, courseIds: string[]): Promise<LearnerRecord> => {
  // No course, no content: no version to keep anything by.
  if (courseIds.length === 0) return { lessons: [], exams: [], certificates: [], progress: [], attempts: [], enrollments: [], contentVersion: '' };
  const { row, content } = await readWithContent(`record:${courseIds.toSorted().join(',')}`, (held) => learnerRecordIn(db, { userId, courseIds, held }));
  return readRecord(row, content);
};

/** The published courses of a country version, with a learner's record in all of them, in one round trip. */
export const countryRecordOf = async (db: Db, userId: string, versionCode: string): Promise<CountryRecord> => {
  const { row, content } = await readWithContent(`country:${versionCode}`, (held) => countryRecordIn(db, { userId, versionCode, held }));
  return { courses: content.courses, record: readRecord(row, content) };
};

/**
 * The published courses of a country version, with a learner's record in one course, in one round trip
 * (the record is of that course whether or not the country offers it: the caller looks it up in `courses`).
 */
export const countryCourseRecordOf = async (db: Db, userId: string, versionCode: string, courseId: string): Promise<CountryRecord> => {
  const { row, content } = await readWithContent(`countryCourse:${versionCode}:${courseId}`, (held) => countryCourseRecordIn(db, { userId, versionCode, courseId, held }));
  return { courses: content.courses, record: readRecord(row, content) };
};
