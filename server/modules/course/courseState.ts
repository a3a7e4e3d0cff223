import type { Audience } from '../../../src/contract/auth';
import type { CertificateRow, CourseRow, ExamRow, LessonProgressRow, LessonRow } from '../../db/courseSchema';
import type { Db } from '../../db/transaction';
import { CourseRepository } from './courseRepository';
import { certifiedIn, installerCertificationCourse } from './installerFirst';
import { countryCourseRecordOf, countryRecordOf, learnerRecordOf, type AttemptSummary, type LearnerRecord } from './learnerRecordRepository';

/** Whether the learner's country offers a course (published in their country version). */
export const countryOffers = async (db: Db, learner: Learner, courseId: string): Promise<boolean> =>
  (await new CourseRepository(db).listForCountry(learner.version_code)).some((course) => course.id === courseId);

/** Everything the rules need about one learner in one course, read in one or two statements. */
export type CourseState = {
  course: CourseRow;
  /** In lesson order (shared between requests: content is read-only). */
  lessons: readonly LessonRow[];
  /** Lesson test by lesson id. */
  lessonExams: ReadonlyMap<string, ExamRow>;
  /** The final exam version of the learner's country, if the course has one. */
  finalExam: ExamRow | undefined;
  /** By lesson id. */
  progress: Map<string, LessonProgressRow>;
  /** The learner's attempts at this course's exams, oldest first. */
  attempts: AttemptSummary[];
  /** The exams with an attempt in progress, renewals aside (one started before a renewal is still resumed, never doubled). */
  examsInProgress: ReadonlySet<string>;
  certificate: CertificateRow | undefined;
  /** The final exam's first round in this enrollment: 1, or after the rounds of the completion a renewal reopened. */
  firstFinalRound: number;
  /** The course an installer must pass before this one opens (spec 1); null when it is open. */
  lockedBy: CourseRow | null;
  /** The content's version this state was read at (learnerRecordRepository.ts). */
  contentVersion: string;
};

export type Learner = { id: string; version_code: string; audience: Audience };

/**
 * Loads the states of some courses at once on `db` (the root or a transaction), in two statements: the
 * learner's record in them, and for an installer the courses of their country (the installer-first lock).
 */
export const loadCourseStates = async (db: Db, learner: Learner, courses: CourseRow[]): Promise<CourseState[]> => {
  const record = await learnerRecordOf(
    db,
    learner.id,
    courses.map((course) => course.id),
  );
  const offered = learner.audience !== 'installer' ? [] : await new CourseRepository(db).listForCountry(learner.version_code);
  return courseStatesOf(learner, courses, record, offered);
};

/** The states of every course of the learner's country (the course list), in one statement. */
export const loadCountryCourseStates = async (db: Db, learner: Learner): Promise<CourseState[]> => {
  const { courses, record } = await countryRecordOf(db, learner.id, learner.version_code);
  return courseStatesOf(learner, courses, record, courses);
};

/** The state of one course of the learner's country (detail, progress, exams), in one statement; undefined when the country does not offer it. */
export const loadCountryCourseState = async (db: Db, learner: Learner, courseId: string): Promise<CourseState | undefined> => {
  const { courses, record } = await countryCourseRecordOf(db, learner.id, learner.version_code, courseId);
  const course = courses.find((candidate) => candidate.id === courseId);
  return course ? courseStatesOf(learner, [course], record, courses)[0] : undefined;
};

/** A course's content as the rules read it: the same for every learner, so built once per content read. */
type CourseContent = {
  /** In lesson order. */
  lessons: readonly LessonRow[];
  lessonIds: ReadonlySet<string>;
  examIds: ReadonlySet<string>;
  /** Every version of the final exam (one per country version). */
  finalExams: readonly ExamRow[];
  finalExamIds: ReadonlySet<string>;
  lessonExams: ReadonlyMap<string, ExamRow>;
};

// Kept beside the content a record holds (the same arrays while learnerRecordRepository.ts holds that
// version), rather than built again on every request.
const courseContents = new WeakMap<readonly LessonRow[], WeakMap<readonly ExamRow[], Map<string, CourseContent>>>();
const installerCourses = new WeakMap<readonly CourseRow[], CourseRow | undefined>();

const courseContentOf = (lessons: readonly LessonRow[], exams: readonly ExamRow[], courseId: string): CourseContent => {
  let byExams = courseContents.get(lessons);
  if (!byExams) courseContents.set(lessons, (byExams = new WeakMap()));
  let byCourse = byExams.get(exams);
  if (!byCourse) byExams.set(exams, (byCourse = new Map()));
  const kept = byCourse.get(courseId);
  if (kept) return kept;
  const courseExams = exams.filter((exam) => exam.course_id === courseId);
  const courseLessons = lessons.filter((lesson) => lesson.course_id === courseId).sort((a, b) => a.position - b.position);
  const finalExams = courseExams.filter((exam) => exam.kind === 'final');
  const content: CourseContent = {
    lessons: courseLessons,
    lessonIds: new Set(courseLessons.map((lesson) => lesson.id)),
    examIds: new Set(courseExams.map((exam) => exam.id)),
    finalExams,
    finalExamIds: new Set(finalExams.map((exam) => exam.id)),
    lessonExams: new Map(courseExams.filter((exam) => exam.lesson_id !== null).map((exam) => [exam.lesson_id as string, exam])),
  };
  byCourse.set(courseId, content);
  return content;
};

/** The course an installer must pass first while they have not (installerFirst.ts); the course itself is found once per course list. */
const lockingCourse = (learner: Learner, countryCourses: readonly CourseRow[], certificates: readonly CertificateRow[]): CourseRow | null => {
  if (learner.audience !== 'installer') return null;
  if (!installerCourses.has(countryCourses)) installerCourses.set(countryCourses, installerCertificationCourse(countryCourses));
  const first = installerCourses.get(countryCourses);
  return first && !certifiedIn(first, certificates) ? first : null;
};

/** The rules' view of some courses, from a learner's record in them and the courses of their country. */
const courseStatesOf = (learner: Learner, courses: CourseRow[], record: LearnerRecord, countryCourses: readonly CourseRow[]): CourseState[] => {
  const { lessons, exams, certificates, progress, attempts, enrollments, contentVersion } = record;
  // The latest renewal of each course.
  const renewals = new Map(enrollments.map((enrollment) => [enrollment.course_id, enrollment]));
  const first = lockingCourse(learner, countryCourses, certificates);
  return courses.map((course) => {
    const content = courseContentOf(lessons, exams, course.id);
    // After a renewal only what happened since it counts; the earlier completion is kept apart.
    const since = renewals.get(course.id)?.started_at.getTime() ?? Number.NEGATIVE_INFINITY;
    const courseAttempts = attempts.filter((attempt) => content.examIds.has(attempt.exam_id));
    // The last final exam round before the renewal (0 without one).
    let lastEarlierRound = 0;
    for (const attempt of courseAttempts) {
      if (content.finalExamIds.has(attempt.exam_id) && attempt.started_at.getTime() < since) lastEarlierRound = Math.max(lastEarlierRound, attempt.cycle);
    }
    return {
      course,
      lessons: content.lessons,
      lessonExams: content.lessonExams,
      finalExam: content.finalExams.find((exam) => exam.version_code === learner.version_code),
      progress: new Map(progress.filter((row) => content.lessonIds.has(row.lesson_id)).map((row) => [row.lesson_id, row])),
      attempts: courseAttempts.filter((attempt) => attempt.started_at.getTime() >= since),
      examsInProgress: new Set(courseAttempts.filter((attempt) => attempt.status === 'in_progress').map((attempt) => attempt.exam_id)),
      certificate: certificates.find((certificate) => certificate.course_id === course.id && certificate.issued_at.getTime() >= since),
      firstFinalRound: lastEarlierRound + 1,
      lockedBy: first && first.id !== course.id ? first : null,
      contentVersion,
    };
  });
};

export const loadCourseState = async (db: Db, learner: Learner, course: CourseRow): Promise<CourseState> => {
  const [state] = await loadCourseStates(db, learner, [course]);
  if (!state) throw new Error(`course ${course.id} has no state`);
  return state;
};
