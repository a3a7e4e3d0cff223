import type { Audience } from '../../../src/contract/auth';
import type { CertificateRow, CourseRow, ExamRow, LessonProgressRow, LessonRow } from '../../db/courseSchema';
import type { Db } from '../../db/transaction';
import { CourseRepository } from './courseRepository';
import { installerFirstCourse } from './installerFirst';
import { countryCourseRecordOf, countryRecordOf, learnerRecordOf, type AttemptSummary, type LearnerRecord } from './learnerRecordRepository';

/** Whether the learner's country offers a course (published in their country version). */
export const countryOffers = async (db: Db, learner: Learner, courseId: string): Promise<boolean> =>
  (await new CourseRepository(db).listForCountry(learner.version_code)).some((course) => course.id === courseId);

/** Everything the rules need about one learner in one course, read in one or two statements. */
export type CourseState = {
  course: CourseRow;
  /** In lesson order. */
  lessons: LessonRow[];
  /** Lesson test by lesson id. */
  lessonExams: Map<string, ExamRow>;
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
  const { courses, ...record } = await countryRecordOf(db, learner.id, learner.version_code);
  return courseStatesOf(learner, courses, record, courses);
};

/** The state of one course of the learner's country (detail, progress, exams), in one statement; undefined when the country does not offer it. */
export const loadCountryCourseState = async (db: Db, learner: Learner, courseId: string): Promise<CourseState | undefined> => {
  const { courses, ...record } = await countryCourseRecordOf(db, learner.id, learner.version_code, courseId);
  const course = courses.find((candidate) => candidate.id === courseId);
  return course ? courseStatesOf(learner, [course], record, courses)[0] : undefined;
};

/** The rules' view of some courses, from a learner's record in them and the courses of their country. */
const courseStatesOf = (learner: Learner, courses: CourseRow[], record: LearnerRecord, countryCourses: CourseRow[]): CourseState[] => {
  const { lessons, exams, certificates, progress, attempts, enrollments, contentVersion } = record;
  // The latest renewal of each course.
  const renewals = new Map(enrollments.map((enrollment) => [enrollment.course_id, enrollment]));
  const firstId = installerFirstCourse(learner.audience, countryCourses, certificates)?.id;
  const first = countryCourses.find((course) => course.id === firstId) ?? null;
  return courses.map((course) => {
    const courseExams = exams.filter((exam) => exam.course_id === course.id);
    const examIds = new Set(courseExams.map((exam) => exam.id));
    // After a renewal only what happened since it counts; the earlier completion is kept apart.
    const since = renewals.get(course.id)?.started_at.getTime() ?? Number.NEGATIVE_INFINITY;
    const courseAttempts = attempts.filter((attempt) => examIds.has(attempt.exam_id));
    const finalExamIds = new Set(courseExams.filter((exam) => exam.kind === 'final').map((exam) => exam.id));
    const earlierFinalRounds = courseAttempts.filter((attempt) => finalExamIds.has(attempt.exam_id) && attempt.started_at.getTime() < since).map((attempt) => attempt.cycle);
    const courseLessons = lessons.filter((lesson) => lesson.course_id === course.id).sort((a, b) => a.position - b.position);
    const lessonIds = new Set(courseLessons.map((lesson) => lesson.id));
    return {
      course,
      lessons: courseLessons,
      lessonExams: new Map(courseExams.filter((exam) => exam.lesson_id !== null).map((exam) => [exam.lesson_id as string, exam])),
      finalExam: courseExams.find((exam) => exam.kind === 'final' && exam.version_code === learner.version_code),
      progress: new Map(progress.filter((row) => lessonIds.has(row.lesson_id)).map((row) => [row.lesson_id, row])),
      attempts: courseAttempts.filter((attempt) => attempt.started_at.getTime() >= since),
      examsInProgress: new Set(courseAttempts.filter((attempt) => attempt.status === 'in_progress').map((attempt) => attempt.exam_id)),
      certificate: certificates.find((certificate) => certificate.course_id === course.id && certificate.issued_at.getTime() >= since),
      firstFinalRound: Math.max(0, ...earlierFinalRounds) + 1,
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
