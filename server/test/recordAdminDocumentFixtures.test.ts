import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { adminDocumentFixtureSchemas, type AdminDocumentFixtureName } from '../../src/testing/fixtures/adminDocuments/manifest';
import { databasesUnderTest } from './databases';
import { readAdminDocumentFixture, recordAdminDocumentAnswers, writeAdminDocumentFixture } from './recordAdminDocumentFixtures';
import { Normalizer, shapeOf } from './recordFixtures';
import { useTestContext } from './testApp';

/**
 * The Documents section's fixtures widgets test with are what the API answers to the console: with
 * RECORD_FIXTURES=1 this rewrites them (from PGlite); otherwise it fails when a file differs in shape.
 */
describe.each(databasesUnderTest())('recorded admin document fixtures on $name', ({ kind }) => {
  const ctx = useTestContext(kind);

  it('match what the API answers to an administrator and a learner', { timeout: 120_000 }, async () => {
    const recording = await recordAdminDocumentAnswers(ctx());
    expect(recording.get('publish.refused')).toMatchObject({ code: ResultCode.documentNotPublishable });
    expect(recording.get('category.inUse')).toMatchObject({ code: ResultCode.documentCategoryInUse });
    expect(recording.get('delete.gone')).toMatchObject({ code: ResultCode.notFound });
    expect(recording.get('forbidden')).toMatchObject({ code: ResultCode.forbidden });

    const normalizer = new Normalizer();
    const names = Object.keys(adminDocumentFixtureSchemas) as AdminDocumentFixtureName[];
    expect([...recording.keys()].sort()).toEqual([...names].sort());
    for (const name of names) {
      const answer = normalizer.normalize(recording.get(name));
      adminDocumentFixtureSchemas[name].parse(answer);
      if (process.env.RECORD_FIXTURES === '1' && kind === 'pglite') writeAdminDocumentFixture(name, answer);
      const onDisk = readAdminDocumentFixture(name);
      expect(onDisk, `${name}.json is missing: run with RECORD_FIXTURES=1`).toBeDefined();
      expect(shapeOf(onDisk), `${name}.json no longer matches the API: run with RECORD_FIXTURES=1`).toEqual(shapeOf(answer));
    }
  });
});
