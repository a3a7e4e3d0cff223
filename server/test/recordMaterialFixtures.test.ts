import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import type { MaterialListResult } from '../../src/contract/materials';
import { materialFixtureSchemas, type MaterialFixtureName } from '../../src/testing/fixtures/materials/manifest';
import { databasesUnderTest } from './databases';
import { useMaterialsContext } from './materialsTestKit';
import { readMaterialFixture, recordMaterialAnswers, writeMaterialFixture } from './recordMaterialFixtures';
import { Normalizer, shapeOf } from './recordFixtures';

/**
 * The materials fixtures widgets test with are what the API answers for the demo package: with
 * RECORD_FIXTURES=1 this rewrites them (from PGlite); otherwise it fails when a file differs in
 * shape from today's answer.
 */
describe.each(databasesUnderTest())('recorded materials fixtures on $name', ({ kind }) => {
  const kit = useMaterialsContext(kind);

  it('match what the API answers for the demo materials package', { timeout: 120_000 }, async () => {
    const recording = await recordMaterialAnswers(kit());
    expect((recording.get('list.page1') as MaterialListResult).total).toBe(32);
    expect(recording.get('download.termsNotAgreed')).toMatchObject({ code: ResultCode.termsNotAgreed, result: null });
    expect(recording.get('partner.notFound')).toMatchObject({ code: ResultCode.websiteNotFound, result: null });

    const normalizer = new Normalizer();
    const names = Object.keys(materialFixtureSchemas) as MaterialFixtureName[];
    expect([...recording.keys()].sort()).toEqual([...names].sort());
    for (const name of names) {
      const answer = normalizer.normalize(recording.get(name));
      materialFixtureSchemas[name].parse(answer);
      if (process.env.RECORD_FIXTURES === '1' && kind === 'pglite') writeMaterialFixture(name, answer);
      const onDisk = readMaterialFixture(name);
      expect(onDisk, `${name}.json is missing: run with RECORD_FIXTURES=1`).toBeDefined();
      expect(shapeOf(onDisk), `${name}.json no longer matches the API: run with RECORD_FIXTURES=1`).toEqual(shapeOf(answer));
    }
  });
});
