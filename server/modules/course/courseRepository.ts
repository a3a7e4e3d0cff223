import type { CourseRow, LessonRow } from '../../db/courseSchema';
import type { Db } from '../../db/transaction';

/** Courses and their lessons, as offered in a country/version (published courses only: drafts stay in the console). */
export class CourseRepository {
  constructor(private readonly db: Db) {}

  listForCountry(versionCode: string): Promise<CourseRow[]> {
    return this.db
      .selectFrom('courses')
      .innerJoin('course_countries', 'course_countries.course_id', 'courses.id')
      .selectAll('courses')
      .where('course_countries.version_code', '=', versionCode)
      .where('courses.published', '=', true)
      .orderBy('courses.position')
      .orderBy('courses.slug')
      .execute();
  }

  findById(courseId: string): Promise<CourseRow | undefined> {
    return this.db.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirst();
  }

  lessonsOf(courseIds: string[]): Promise<LessonRow[]> {
    if (courseIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('lessons').selectAll().where('course_id', 'in', courseIds).orderBy('course_id').orderBy('position').execute();
  }

  findLesson(lessonId: string): Promise<LessonRow | undefined> {
    return this.db.selectFrom('lessons').selectAll().where('id', '=', lessonId).executeTakeFirst();
  }
}
