import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, databasesUnderTest } from '../../test/databases';
import { migrateToLatest } from '../migrate';
import { seedCourses } from '../seed/courses';
import { migrations } from '.';

/** 0003 on a database that already holds attempts: each gets its number in its cycle, progress rows are not playing. */
describe.each(databasesUnderTest())('migration 0003_course_play_state on $name', ({ kind }) => {
  it('numbers existing attempts per learner, exam and cycle in start order', async () => {
    const database = await createTestDatabase(kind);
    const dataDir = mkdtempSync(join(tmpdir(), 'tc-migration-test-'));
    try {
      const db = database.db;
      const now = new Date('2031-03-01T12:00:00.000Z');
      await seedCourses(db, { dataDir, now: () => now });
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const down = await migrator.migrateTo('0002_courses');
      expect(down.error).toBeUndefined();

      const userId = randomUUID();
      await db
        .insertInto('users')
        .values({ id: userId, account: 'migrated', email: 'migrated@example.test', name: 'M', company: 'C', company_number: 'N', audience: 'installer', role: 'learner', version_code: 'US', lang: 'en', password_hash: 'x', created_at: now, updated_at: now })
        .execute();
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

      // 0003 and every later migration run again.
      expect(await migrateToLatest(db)).toEqual(Object.keys(migrations).filter((name) => name > '0002_courses'));
      const numbered = await db.selectFrom('exam_attempts').select(['id', 'attempt_number']).where('user_id', '=', userId).orderBy('started_at').execute();
      expect(numbered).toEqual(attempts.map((attempt, index) => ({ id: attempt.id, attempt_number: [1, 2, 1, 2][index] })));
      const progress = await db.selectFrom('lesson_progress').select(['playing', 'cycle']).where('user_id', '=', userId).execute();
      expect(progress).toEqual([{ playing: false, cycle: 2 }]);
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
