import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionKinds } from '../../../src/contract/questionnaireTerms';
import { countRows, createTestDatabase, databasesUnderTest, type TestDatabase } from '../../test/databases';
import { seedQuestionnaire } from './questionnaire';

describe.each(databasesUnderTest())('questionnaire demo content on $name', ({ kind }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('creates two instructors, one questionnaire of every question type, three sessions and 40 submissions, once', async () => {
    await Promise.all([seedQuestionnaire(database.db, () => new Date()), seedQuestionnaire(database.db, () => new Date())]);
    await seedQuestionnaire(database.db, () => new Date());
    const instructors = await database.db.selectFrom('instructors').select('kind').orderBy('kind').execute();
    expect(instructors.map((row) => row.kind)).toEqual(['external', 'internal']);
    expect(await countRows(database.db, 'questionnaires')).toBe(1);
    const kinds = await database.db.selectFrom('questionnaire_questions').select('kind').orderBy('position').execute();
    expect(kinds.map((row) => row.kind)).toEqual([...questionKinds]);
    expect(await countRows(database.db, 'training_sessions')).toBe(3);
    expect(await countRows(database.db, 'questionnaire_submissions')).toBe(40);
    const running = await database.db.selectFrom('training_sessions').select('id').where('starts_at', '<=', new Date()).where('ends_at', '>=', new Date()).execute();
    expect(running).toHaveLength(1);
  });
});
