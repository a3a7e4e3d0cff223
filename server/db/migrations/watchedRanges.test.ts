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

/** 0023 on a database that already holds watched time: each row's time becomes one part from the video's start. */
describe.each(databasesUnderTest())('migration 0023_watched_ranges on $name', ({ kind }) => {
  it('turns the watched time of each progress row into the part from the start it covers, and nothing for none', async () => {
    const database = await createTestDatabase(kind);
    const dataDir = mkdtempSync(join(tmpdir(), 'tc-migration-test-'));
    try {
      const db = database.db;
      const now = new Date('2031-03-01T12:00:00.000Z');
      await seedCourses(db, { dataDir, now: () => now });
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0022_question_content_version')).error).toBeUndefined();

      const userId = randomUUID();
      await db
        .insertInto('users')
        .values({ id: userId, account: 'ranges', email: 'ranges@example.test', name: 'R', company: 'C', company_number: 'N', audience: 'installer', role: 'learner', version_code: 'US', lang: 'en', password_hash: 'x', created_at: now, updated_at: now })
        .execute();
      const [first, second] = await db.selectFrom('lessons').select('id').orderBy('position').limit(2).execute();
      if (!first || !second) throw new Error('the seeded course has fewer than two lessons');
      const row = { user_id: userId, position_seconds: 12, cycle: 1, reported_at: now, playing: false };
      await db.insertInto('lesson_progress').values([{ ...row, lesson_id: first.id, watched_seconds: 0.1 + 7.4 }, { ...row, lesson_id: second.id, watched_seconds: 0 }] as never).execute();

      expect(await migrateToLatest(db)).toEqual(Object.keys(migrations).filter((name) => name > '0022_question_content_version'));
      const progress = await db.selectFrom('lesson_progress').select(['lesson_id', 'watched_seconds', 'watched_ranges']).where('user_id', '=', userId).execute();
      expect(progress).toEqual(
        expect.arrayContaining([
          { lesson_id: first.id, watched_seconds: 0.1 + 7.4, watched_ranges: [[0, 0.1 + 7.4]] },
          { lesson_id: second.id, watched_seconds: 0, watched_ranges: [] },
        ]),
      );
      expect(progress).toHaveLength(2);
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
