import type { Language } from '../../../src/contract/languages';
import type { CourseRow, LessonRow } from '../../db/courseSchema';
import { jsonRowReader, jsonRows } from '../../db/jsonRows';
import { precompiled } from '../../db/precompiled';
import { tableColumns } from '../../db/tableColumns';
import type { Db } from '../../db/transaction';

/** The courses a country version offers: published ones only (drafts stay in the console); select what you need. */
export const offeredCourses = (db: Db, versionCode: string) =>
  db.selectFrom('courses').innerJoin('course_countries', 'course_countries.course_id', 'courses.id').where('course_countries.version_code', '=', versionCode).where('courses.published', '=', true);

// Read by the exam calls and the home page: compiled once, with `= any($1)` so any number of ids is one statement text.
const coursesOfCountry = precompiled<{ versionCode: string }, CourseRow>((db, slot) =>
  offeredCourses(db, slot('versionCode')).select(tableColumns.courses).orderBy('courses.position').orderBy('courses.slug'),
);
const lessonsOfCourses = precompiled<{ courseIds: string[] }, LessonRow>((db, slot) =>
  db
    .selectFrom('lessons')
    .select(tableColumns.lessons)
    .where((eb) => eb('course_id', '=', eb.fn.any(eb.val(slot('courseIds')))))
    .orderBy('course_id')
    .orderBy('position'),
);
// A course with its lessons in one statement: a lesson test's notice names both; a passed final exam's certificate also
// needs the learner's latest renewal of the course (`courseForCompletion`).
const courseWithItsLessons = (db: Db, courseId: string) =>
  db
    .selectFrom('courses')
    .select(tableColumns.courses)
    .select((eb) => jsonRows(eb.selectFrom('lessons').select(tableColumns.lessons).whereRef('lessons.course_id', '=', 'courses.id'), ['position']).as('lessons'))
    .where('courses.id', '=', courseId);
const courseWithLessons = precompiled<{ courseId: string }, CourseRow & { lessons: unknown }>((db, slot) => courseWithItsLessons(db, slot('courseId')));
const courseForCompletion = precompiled<{ courseId: string; userId: string }, CourseRow & { lessons: unknown; renews_certificate_id: string | null }>((db, slot) =>
  courseWithItsLessons(db, slot('courseId')).select((eb) =>
    eb
      .selectFrom('course_enrollments')
      .select('course_enrollments.renews_certificate_id')
      .where('course_enrollments.user_id', '=', slot('userId'))
      .whereRef('course_enrollments.course_id', '=', 'courses.id')
      .orderBy('course_enrollments.started_at', 'desc')
      .limit(1)
      .as('renews_certificate_id'),
  ),
);
const readLessons = jsonRowReader<LessonRow>()([]);

/** Courses and their lessons, as offered in a country/version (published courses only: drafts stay in the console). */
export class CourseRepository {
  constructor(private readonly db: Db) {}

  listForCountry(versionCode: string): Promise<CourseRow[]> {
    return coursesOfCountry(this.db, { versionCode });
  }

  findById(courseId: string): Promise<CourseRow | undefined> {
    return this.db.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirst();
  }

  /** A course with its lessons in order, in one round trip. */
  async findWithLessons(courseId: string): Promise<{ course: CourseRow; lessons: LessonRow[] } | undefined> {
    const [row] = await courseWithLessons(this.db, { courseId });
    if (!row) return undefined;
    const { lessons, ...course } = row;
    return { course, lessons: readLessons(lessons) };
  }

  /**
   * `findWithLessons`, with the certificate the learner's latest renewal of the course renews (null without
   * one): what a passed final exam's certificate is issued from (`issueCourseCertificate`), in one statement.
   */
  async findForCompletion(courseId: string, userId: string): Promise<{ course: CourseRow; lessons: LessonRow[]; renewsCertificateId: string | null } | undefined> {
    const [row] = await courseForCompletion(this.db, { courseId, userId });
    if (!row) return undefined;
    const { lessons, renews_certificate_id, ...course } = row;
    return { course, lessons: readLessons(lessons), renewsCertificateId: renews_certificate_id ?? null };
  }

  lessonsOf(courseIds: string[]): Promise<LessonRow[]> {
    if (courseIds.length === 0) return Promise.resolve([]);
    return lessonsOfCourses(this.db, { courseIds });
  }

  findLesson(lessonId: string): Promise<LessonRow | undefined> {
    return this.db.selectFrom('lessons').selectAll().where('id', '=', lessonId).executeTakeFirst();
  }

  /** A lesson video's captions in one language, if it has them. */
  findCaption(lessonId: string, lang: Language): Promise<{ vtt: string; updatedAt: Date } | undefined> {
    return this.db.selectFrom('lesson_captions').select(['vtt', 'updated_at as updatedAt']).where('lesson_id', '=', lessonId).where('lang', '=', lang).executeTakeFirst();
  }
}
