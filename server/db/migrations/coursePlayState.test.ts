import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../test/databases';
import { beforeMigration } from '../../test/migrationKit';

/** 0003 on a database that already holds attempts: each gets its number in its cycle, progress rows are not playing. */
describe.each(databasesUnderTest())('migration 0003_course_play_state on $name', ({ kind }) => {
  it('numbers existing attempts per learner, exam and cycle in start order', async () => {
    await beforeMigration(kind, '0002_courses', async ({ db, now, userId, migrateOn }) => {
      const exam = await db.selectFrom('exams').select(['id', 'lesson_id']).where('kind', '=', 'lesson').orderBy('slug').executeTakeFirstOrThrow();
      await db.insertInto('lesson_progress').values({ user_id: userId, lesson_id: exam.lesson_id!, position_seconds: 12, watched_seconds: 0, cycle: 2, reported_at: now } as never).execute();
      const started = (minute: number) => new Date(now.getTime() + minute * 60_000);
      const attempts = [
        { cycle: 1, minute: 1 },
        { cycle: 1, minute: 2 },
        { cycle: 2, minute: 3 },
        { cycle: 2, minute: 4 },
      ].map(({ cycle, minute }) => ({ id: randomUUID(), exam_id: exam.id, user_id: userId, cycle, status: 'graded', layout: '[]', answers: '{}', question_count: 5, started_at: started(minute), completed_at: started(minute), correct_count: 0, correct_percent: 0, passed: false, results: '{}' }));
      // Inserted out of order: the number follows the start time, not the insert.
      await db.insertInto('exam_attempts').values([attempts[3], attempts[1], attempts[0], attempts[2]] as never).execute();

      await migrateOn();
      const numbered = await db.selectFrom('exam_attempts').select(['id', 'attempt_number']).where('user_id', '=', userId).orderBy('started_at').execute();
      expect(numbered).toEqual(attempts.map((attempt, index) => ({ id: attempt.id, attempt_number: [1, 2, 1, 2][index] })));
      const progress = await db.selectFrom('lesson_progress').select(['playing', 'cycle']).where('user_id', '=', userId).execute();
      expect(progress).toEqual([{ playing: false, cycle: 2 }]);
    });
  });
});
