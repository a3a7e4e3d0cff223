import { describe, expect, it } from 'vitest';
import { documentFixtureSchemas, type DocumentFixtureName } from '../../src/testing/fixtures/documents/manifest';
import { databasesUnderTest } from './databases';
import { useDocumentContext } from './documentTestKit';
import { Normalizer, shapeOf } from './recordFixtures';
import { readDocumentFixture, recordDocumentAnswers, writeDocumentFixture } from './recordDocumentFixtures';

/**
 * The document, video and media fixtures widgets test with are what the API answers for the demo
 * content: with RECORD_FIXTURES=1 this rewrites them (from PGlite); otherwise it fails when a file
 * differs in shape from today's answer.
 */
describe.each(databasesUnderTest())('recorded document fixtures on $name', ({ kind }) => {
  const kit = useDocumentContext(kind);

  it('match what the API answers for readers of each country', { timeout: 120_000 }, async () => {
    const recording = await recordDocumentAnswers(kit());
    const normalizer = new Normalizer();
    const names = Object.keys(documentFixtureSchemas) as DocumentFixtureName[];
    expect([...recording.keys()].sort()).toEqual([...names].sort());
    for (const name of names) {
      const answer = normalizer.normalize(recording.get(name));
      documentFixtureSchemas[name].parse(answer);
      if (process.env.RECORD_FIXTURES === '1' && kind === 'pglite') writeDocumentFixture(name, answer);
      const onDisk = readDocumentFixture(name);
      expect(onDisk, `${name}.json is missing: run with RECORD_FIXTURES=1`).toBeDefined();
      expect(shapeOf(onDisk), `${name}.json no longer matches the API: run with RECORD_FIXTURES=1`).toEqual(shapeOf(answer));
    }
  });
});
