import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import type { AdminTerms } from '../../src/contract/materialAdmin';
import { adminContentFixtureSchemas, type AdminContentFixtureName } from '../../src/testing/fixtures/adminContent/manifest';
import { databasesUnderTest } from './databases';
import { useMaterialsContext } from './materialsTestKit';
import { readAdminContentFixture, recordAdminContentAnswers, writeAdminContentFixture } from './recordAdminContentFixtures';
import { Normalizer, shapeOf } from './recordFixtures';

/**
 * The admin content fixtures widgets test with are what the API answers to the console: with
 * RECORD_FIXTURES=1 this rewrites them (from PGlite); otherwise it fails when a file differs in shape.
 */
describe.each(databasesUnderTest())('recorded admin content fixtures on $name', ({ kind }) => {
  const kit = useMaterialsContext(kind);

  it('match what the API answers to an administrator and a learner', { timeout: 120_000 }, async () => {
    const recording = await recordAdminContentAnswers(kit());
    expect(recording.get('terms.conflict')).toMatchObject({ code: ResultCode.conflict });
    expect(recording.get('materials.delete.gone')).toMatchObject({ code: ResultCode.notFound });
    expect(recording.get('materials.forbidden')).toMatchObject({ code: ResultCode.forbidden });
    expect((recording.get('terms') as AdminTerms).agreedUsers).toBe(1);
    expect((recording.get('terms.published') as AdminTerms).version).toBe(2);

    const normalizer = new Normalizer();
    const names = Object.keys(adminContentFixtureSchemas) as AdminContentFixtureName[];
    expect([...recording.keys()].sort()).toEqual([...names].sort());
    for (const name of names) {
      const answer = normalizer.normalize(recording.get(name));
      adminContentFixtureSchemas[name].parse(answer);
      if (process.env.RECORD_FIXTURES === '1' && kind === 'pglite') writeAdminContentFixture(name, answer);
      const onDisk = readAdminContentFixture(name);
      expect(onDisk, `${name}.json is missing: run with RECORD_FIXTURES=1`).toBeDefined();
      expect(shapeOf(onDisk), `${name}.json no longer matches the API: run with RECORD_FIXTURES=1`).toEqual(shapeOf(answer));
    }
  });
});
