import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { tableColumns } from '../../db/tableColumns';
import { inTransaction } from '../../db/transaction';
import { certifiedLearner } from '../../test/certificateTestKit';
import { salesSlug, useCourseContext } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { CourseRepository } from './courseRepository';
import { countryCourseRecordOf, countryRecordOf, learnerRecordOf } from './learnerRecordRepository';

describe.each(databasesUnderTest())("a learner's record in one statement, on $name", ({ kind }) => {
  const kit = useCourseContext(kind);

  /** The same reads as six statements of their own, each row as the driver builds it (Dates, numbers, objects). */
  const readApart = async (userId: string, courseIds: string[]) => {
    const { db } = kit();
    const lessonIds = db.selectFrom('lessons').select('id').where('course_id', 'in', courseIds);
    const examIds = db.selectFrom('exams').select('id').where('course_id', 'in', courseIds);
    return {
      lessons: await db.selectFrom('lessons').select(tableColumns.lessons).where('course_id', 'in', courseIds).orderBy('course_id').orderBy('position').execute(),
      exams: await db.selectFrom('exams').select(tableColumns.exams).where('course_id', 'in', courseIds).orderBy('id').execute(),
      certificates: await db.selectFrom('certificates').select(tableColumns.certificates).where('user_id', '=', userId).orderBy('issued_at', 'desc').orderBy('id').execute(),
      progress: await db.selectFrom('lesson_progress').select(tableColumns.lesson_progress).where('user_id', '=', userId).where('lesson_id', 'in', lessonIds).orderBy('lesson_id').execute(),
      attempts: await db
        .selectFrom('exam_attempts')
        .select(['id', 'exam_id', 'cycle', 'status', 'passed', 'correct_percent', 'started_at', 'completed_at'])
        .where('user_id', '=', userId)
        .where('exam_id', 'in', examIds)
        .where('reset_at', 'is', null)
        .orderBy('started_at')
        .orderBy('id')
        .execute(),
      enrollments: await db.selectFrom('course_enrollments').select(tableColumns.course_enrollments).where('user_id', '=', userId).where('course_id', 'in', courseIds).orderBy('started_at').orderBy('id').execute(),
      contentVersion: (await sql<{ version: string }>`select version::text as version from content_version`.execute(db)).rows[0]?.version,
    };
  };

  it('holds what six reads of their own hold: every row, in order, timestamps as Dates, null as null', async () => {
    const { learner, courseId, certificateId } = await certifiedLearner(kit());
    const { db, clock } = kit();
    const salesId = await kit().courseId(salesSlug);
    // An attempt an administrator reset, a revoked certificate and a renewal: each filter and each nullable timestamp has a row to act on.
    const attempts = await db.selectFrom('exam_attempts').select('id').where('user_id', '=', learner.id).orderBy('started_at').execute();
    await db.updateTable('exam_attempts').set({ reset_at: clock.now() }).where('id', '=', attempts[0]?.id ?? '').execute();
    await db.updateTable('certificates').set({ revoked_at: clock.now(), revoked_reason: 'test' }).where('id', '=', certificateId).execute();
    await db.insertInto('course_enrollments').values({ id: randomUUID(), user_id: learner.id, course_id: courseId, renews_certificate_id: certificateId, started_at: clock.now() }).execute();

    const courseIds = [courseId, salesId];
    const record = await learnerRecordOf(db, learner.id, courseIds);
    expect(record).toEqual(await readApart(learner.id, courseIds));
    expect(record.lessons.length).toBeGreaterThan(1);
    expect(record.progress.length).toBeGreaterThan(1);
    expect(record.attempts.length).toBe(attempts.length - 1);
    expect(record.enrollments).toHaveLength(1);
    expect(record.certificates[0]?.revoked_at).toBeInstanceOf(Date);
    expect(record.attempts.every((attempt) => attempt.started_at instanceof Date && attempt.completed_at instanceof Date)).toBe(true);
    expect(record.progress.every((row) => row.reported_at instanceof Date && typeof row.watched_seconds === 'number')).toBe(true);
    expect(record.lessons.every((lesson) => typeof lesson.title === 'object')).toBe(true);
  });

  it("keeps every certificate of the learner, also of courses not asked for, and reads the same inside a transaction", async () => {
    const { learner, certificateId } = await certifiedLearner(kit());
    const salesId = await kit().courseId(salesSlug);
    const record = await learnerRecordOf(kit().db, learner.id, [salesId]);
    expect(record.certificates.map((certificate) => certificate.id)).toEqual([certificateId]);
    expect(record.attempts).toEqual([]);
    expect(record.progress).toEqual([]);
    expect(await inTransaction(kit().db, (tx) => learnerRecordOf(tx, learner.id, [salesId]))).toEqual(record);
    expect(await learnerRecordOf(kit().db, learner.id, [])).toEqual({ lessons: [], exams: [], certificates: [], progress: [], attempts: [], enrollments: [], contentVersion: '' });
  });

  it("reads the courses of the learner's country with the record in all of them, in the order of the course list", async () => {
    const { learner, user } = await certifiedLearner(kit());
    const courses = await new CourseRepository(kit().db).listForCountry(user.version_code);
    expect(courses.length).toBeGreaterThan(1);
    const { courses: offered, record } = await countryRecordOf(kit().db, learner.id, user.version_code);
    expect(offered).toEqual(courses);
    expect(offered.every((course) => course.created_at instanceof Date)).toBe(true);
    expect(record).toEqual(
      await readApart(
        learner.id,
        courses.map((course) => course.id),
      ),
    );
    expect(record.attempts.length).toBeGreaterThan(0);
  });

  it("reads the courses of the learner's country with the record in one of them, offered or not", async () => {
    const { learner, user, courseId } = await certifiedLearner(kit());
    const { db } = kit();
    const courses = await new CourseRepository(db).listForCountry(user.version_code);
    const { courses: offered, record } = await countryCourseRecordOf(db, learner.id, user.version_code, courseId);
    expect(offered).toEqual(courses);
    expect(record).toEqual(await readApart(learner.id, [courseId]));
    expect(record.progress.length).toBeGreaterThan(1);
    expect(record.attempts.length).toBeGreaterThan(0);
    // A course the country does not offer: its record all the same, and the courses say it is not offered.
    await db.updateTable('courses').set({ published: false }).where('id', '=', courseId).execute();
    try {
      const hidden = await countryCourseRecordOf(db, learner.id, user.version_code, courseId);
      expect(hidden.courses.map((course) => course.id)).not.toContain(courseId);
      expect(hidden.record.lessons).toEqual(record.lessons);
    } finally {
      await db.updateTable('courses').set({ published: true }).where('id', '=', courseId).execute();
    }
  });
});
