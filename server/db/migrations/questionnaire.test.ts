import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { countRows, createTestDatabase, databasesUnderTest } from '../../test/databases';
import { seedQuestionnaire } from '../seed/questionnaire';
import { migrations } from '.';

/** 0009 goes down without a trace and up again on a database that held questionnaire content. */
describe.each(databasesUnderTest())('migration 0009_questionnaire on $name', ({ kind }) => {
  it('removes its tables going down and creates them again going up', async () => {
    const database = await createTestDatabase(kind);
    try {
      const db = database.db;
      await seedQuestionnaire(db, () => new Date('2031-03-01T12:00:00.000Z'));
      expect(await countRows(db, 'questionnaire_submissions')).toBe(40);
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      // The migration before 0009, whichever it is once other issues add theirs.
      const previous = Object.keys(migrations).sort().filter((name) => name < '0009').at(-1)!;
      const down = await migrator.migrateTo(previous);
      expect(down.error).toBeUndefined();
      const tables = async () => (await db.introspection.getTables()).map((table) => table.name);
      for (const table of ['instructors', 'questionnaires', 'questionnaire_questions', 'training_sessions', 'questionnaire_scans', 'questionnaire_submissions']) expect(await tables()).not.toContain(table);
      const up = await migrator.migrateToLatest();
      expect(up.error).toBeUndefined();
      expect(await countRows(db, 'questionnaire_submissions')).toBe(0);
    } finally {
      await database.drop();
    }
  });
});
