import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../test/databases';
import { beforeMigration } from '../../test/migrationKit';

/** 0023 on a database that already holds watched time: each row's time becomes one part from the video's start. */
describe.each(databasesUnderTest())('migration 0023_watched_ranges on $name', ({ kind }) => {
  it('turns the watched time of each progress row into the part from the start it covers, and nothing for none', async () => {
    await beforeMigration(kind, '0022_question_content_version', async ({ db, now, userId, migrateOn }) => {
      const [first, second] = await db.selectFrom('lessons').select('id').orderBy('position').limit(2).execute();
      if (!first || !second) throw new Error('the seeded course has fewer than two lessons');
      const row = { user_id: userId, position_seconds: 12, cycle: 1, reported_at: now, playing: false };
      await db.insertInto('lesson_progress').values([{ ...row, lesson_id: first.id, watched_seconds: 7 + 1 / 3 }, { ...row, lesson_id: second.id, watched_seconds: 0 }] as never).execute();

      await migrateOn();
      const progress = await db.selectFrom('lesson_progress').select(['lesson_id', 'watched_seconds', 'watched_ranges']).where('user_id', '=', userId).execute();
      expect(progress).toHaveLength(2);
      expect(progress).toEqual(
        expect.arrayContaining([
          { lesson_id: first.id, watched_seconds: 7 + 1 / 3, watched_ranges: [[0, 7 + 1 / 3]] },
          { lesson_id: second.id, watched_seconds: 0, watched_ranges: [] },
        ]),
      );
    });
  });
});
