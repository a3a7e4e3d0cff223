import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { versionedContentTables } from '../../db/migrations/0021_content_version';
import { versionedQuestionTables } from '../../db/migrations/0022_question_content_version';
import { inTransaction } from '../../db/transaction';
import { installationSlug, useCourseContext } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { parallelRequests } from '../../test/parallel';
import { countryCourseRecordOf, countryRecordOf, learnerRecordOf } from './learnerRecordRepository';

describe.each(databasesUnderTest())('course content held between requests, on $name', ({ kind }) => {
  const kit = useCourseContext(kind);
  const versionOf = async () => (await sql<{ version: string }>`select version::text as version from content_version`.execute(kit().db)).rows[0]?.version;
  const retitle = (courseId: string, en: string) => kit().db.updateTable('courses').set({ title: JSON.stringify({ en }) }).where('id', '=', courseId).execute();
  const titleIn = (courses: { id: string; title: { en?: string } }[], courseId: string) => courses.find((course) => course.id === courseId)?.title.en;

  it('moves the version with every change of a content table, and only then', async () => {
    const { db } = kit();
    const courseId = await kit().courseId(installationSlug);
    const learner = await kit().learner();
    const versions = [await versionOf()];
    const someColumn: Record<(typeof versionedContentTables)[number] | (typeof versionedQuestionTables)[number], string> = {
      courses: 'id',
      course_countries: 'course_id',
      lessons: 'course_id',
      exams: 'course_id',
      questions: 'exam_id',
      question_options: 'question_id',
    };
    for (const table of [...versionedContentTables, ...versionedQuestionTables]) {
      // A change that touches no row is a change of the table all the same: the trigger is per statement.
      const column = sql.ref(someColumn[table]);
      await sql`update ${sql.table(table)} set ${column} = ${column} where false`.execute(db);
      versions.push(await versionOf());
    }
    expect(new Set(versions).size).toBe(versions.length);
    // A learner's own data is not content: progress, attempts and certificates leave the version as it is.
    const before = await versionOf();
    await learner.watch(courseId, (await learner.detail(courseId)).lessons[0]!.lessonId, 30);
    expect(await versionOf()).toBe(before);
  });

  it('serves what the database holds: a record read after a content change has the change, in each of the three reads', async () => {
    const { db } = kit();
    const courseId = await kit().courseId(installationSlug);
    const learner = await kit().learner();
    // Read twice: the second read takes the content held from the first.
    for (let read = 0; read < 2; read++) {
      expect(titleIn((await countryRecordOf(db, learner.id, 'US')).courses, courseId)).toBe('Installation Certification');
      expect(titleIn((await countryCourseRecordOf(db, learner.id, 'US', courseId)).courses, courseId)).toBe('Installation Certification');
    }
    const [lesson] = (await learnerRecordOf(db, learner.id, [courseId])).lessons;
    if (!lesson) throw new Error('the course has no lesson');
    await retitle(courseId, 'Installation Certification, 2nd edition');
    await db.updateTable('lessons').set({ duration_seconds: lesson.duration_seconds + 1 }).where('id', '=', lesson.id).execute();
    expect(titleIn((await countryRecordOf(db, learner.id, 'US')).courses, courseId)).toBe('Installation Certification, 2nd edition');
    expect(titleIn((await countryCourseRecordOf(db, learner.id, 'US', courseId)).courses, courseId)).toBe('Installation Certification, 2nd edition');
    expect((await learnerRecordOf(db, learner.id, [courseId])).lessons.find((each) => each.id === lesson.id)?.duration_seconds).toBe(lesson.duration_seconds + 1);
  });

  it('never serves the content of a change that was rolled back, though it was read inside it', async () => {
    const { db } = kit();
    const courseId = await kit().courseId(installationSlug);
    const learner = await kit().learner();
    const title = titleIn((await countryCourseRecordOf(db, learner.id, 'US', courseId)).courses, courseId);
    await expect(
      inTransaction(db, async (tx) => {
        await tx.updateTable('courses').set({ title: JSON.stringify({ en: 'Never published' }) }).where('id', '=', courseId).execute();
        expect(titleIn((await countryCourseRecordOf(tx, learner.id, 'US', courseId)).courses, courseId)).toBe('Never published');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(titleIn((await countryCourseRecordOf(db, learner.id, 'US', courseId)).courses, courseId)).toBe(title);
  });

  it(`takes ${parallelRequests} content changes at once, in opposite orders, without one waiting on another in a circle, and serves the last`, async () => {
    const { db } = kit();
    const courseId = await kit().courseId(installationSlug);
    const learner = await kit().learner();
    const [lesson] = (await learnerRecordOf(db, learner.id, [courseId])).lessons;
    if (!lesson) throw new Error('the course has no lesson');
    await countryCourseRecordOf(db, learner.id, 'US', courseId);
    const course = (tx: typeof db, n: number) => tx.updateTable('courses').set({ title: JSON.stringify({ en: `Edition ${n}` }) }).where('id', '=', courseId).execute();
    const video = (tx: typeof db, n: number) => tx.updateTable('lessons').set({ duration_seconds: 600 + n }).where('id', '=', lesson.id).execute();
    const results = await Promise.allSettled(
      Array.from({ length: parallelRequests }, (_, n) =>
        inTransaction(db, async (tx) => {
          // Half change the course first, half its lesson first: each row locked in the other's order.
          if (n % 2 === 0) {
            await course(tx, n);
            await video(tx, n);
          } else {
            await video(tx, n);
            await course(tx, n);
          }
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const stored = await db.selectFrom('courses').select('title').where('id', '=', courseId).executeTakeFirstOrThrow();
    const storedVideo = await db.selectFrom('lessons').select('duration_seconds').where('id', '=', lesson.id).executeTakeFirstOrThrow();
    const record = await countryCourseRecordOf(db, learner.id, 'US', courseId);
    expect(titleIn(record.courses, courseId)).toBe(stored.title.en);
    expect(record.record.lessons.find((each) => each.id === lesson.id)?.duration_seconds).toBe(storedVideo.duration_seconds);
  });

  it('reads the content once while it stays the same: later reads share the rows held, a change brings new ones', async () => {
    const { db } = kit();
    const courseId = await kit().courseId(installationSlug);
    const learner = await kit().learner();
    const first = await countryCourseRecordOf(db, learner.id, 'US', courseId);
    const second = await countryCourseRecordOf(db, learner.id, 'US', courseId);
    // The statement sent no content the second time: the rows are the ones kept from the first.
    expect(second.courses).toBe(first.courses);
    expect(second.record.lessons).toBe(first.record.lessons);
    expect(second.record.exams).toBe(first.record.exams);
    await retitle(courseId, 'Installation Certification');
    const third = await countryCourseRecordOf(db, learner.id, 'US', courseId);
    expect(third.record.lessons).not.toBe(first.record.lessons);
    expect(third.record.lessons).toEqual(first.record.lessons);
  });
});
