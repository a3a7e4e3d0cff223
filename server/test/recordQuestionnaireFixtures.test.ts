import { describe, expect, it } from 'vitest';
import { questionnaireFixtureSchemas, type QuestionnaireFixtureName } from '../../src/testing/fixtures/questionnaire/manifest';
import { databasesUnderTest } from './databases';
import { Normalizer, shapeOf } from './recordFixtures';
import { readQuestionnaireFixture, recordQuestionnaireAnswers, writeQuestionnaireFixture } from './recordQuestionnaireFixtures';
import { useTestContext } from './testApp';

/**
 * The questionnaire fixtures widgets test with are what the API answers on the seeded demo content:
 * with RECORD_FIXTURES=1 this rewrites them (from PGlite); otherwise it fails when a file differs in
 * shape from today's answer.
 */
/** Field errors are keyed by question id (`answers.<uuid>`): keys get the same stand-in ids as values. */
const normalizeKeys = (normalizer: Normalizer, value: unknown): unknown => {
  if (Array.isArray(value)) return value.map((item) => normalizeKeys(normalizer, item));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [normalizer.normalize(key) as string, normalizeKeys(normalizer, inner)]));
  return normalizer.normalize(value);
};

describe.each(databasesUnderTest())('recorded questionnaire fixtures on $name', ({ kind }) => {
  const ctx = useTestContext(kind);

  it('match what the API answers for the demo questionnaire', { timeout: 120_000 }, async () => {
    const recording = await recordQuestionnaireAnswers(ctx());
    const normalizer = new Normalizer();
    const names = Object.keys(questionnaireFixtureSchemas) as QuestionnaireFixtureName[];
    expect([...recording.keys()].sort()).toEqual([...names].sort());
    for (const name of names) {
      const answer = normalizeKeys(normalizer, recording.get(name));
      questionnaireFixtureSchemas[name].parse(answer);
      if (process.env.RECORD_FIXTURES === '1' && kind === 'pglite') writeQuestionnaireFixture(name, answer);
      const onDisk = readQuestionnaireFixture(name);
      expect(onDisk, `${name}.json is missing: run with RECORD_FIXTURES=1`).toBeDefined();
      expect(shapeOf(onDisk), `${name}.json no longer matches the API: run with RECORD_FIXTURES=1`).toEqual(shapeOf(answer));
    }
  });
});
