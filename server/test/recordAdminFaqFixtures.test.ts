import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import type { AdminFaqEntry, AdminFaqListResult } from '../../src/contract/faqAdmin';
import { adminFaqFixtureSchemas, type AdminFaqFixtureName } from '../../src/testing/fixtures/adminFaq/manifest';
import { databasesUnderTest } from './databases';
import { readAdminFaqFixture, recordAdminFaqAnswers, writeAdminFaqFixture } from './recordAdminFaqFixtures';
import { Normalizer, shapeOf } from './recordFixtures';
import { useTestContext } from './testApp';

/**
 * The admin FAQ fixtures widgets test with are what the API answers to the console: with
 * RECORD_FIXTURES=1 this rewrites them (from PGlite); otherwise it fails when a file differs in shape.
 */
describe.each(databasesUnderTest())('recorded admin FAQ fixtures on $name', ({ kind }) => {
  const ctx = useTestContext(kind);

  it('match what the API answers to an administrator and a learner', { timeout: 120_000 }, async () => {
    const recording = await recordAdminFaqAnswers(ctx());
    expect(recording.get('move.edge')).toMatchObject({ code: ResultCode.faqCannotMove });
    expect(recording.get('publish.again')).toMatchObject({ code: ResultCode.conflict });
    expect(recording.get('delete.gone')).toMatchObject({ code: ResultCode.notFound });
    expect(recording.get('forbidden')).toMatchObject({ code: ResultCode.forbidden });
    expect((recording.get('list.empty') as AdminFaqListResult).list).toEqual([]);
    expect((recording.get('list') as AdminFaqListResult).list.some((entry) => !entry.published)).toBe(true);
    expect(recording.get('created') as AdminFaqEntry).toMatchObject({ published: false, last: true });

    const normalizer = new Normalizer();
    const names = Object.keys(adminFaqFixtureSchemas) as AdminFaqFixtureName[];
    expect([...recording.keys()].sort()).toEqual([...names].sort());
    for (const name of names) {
      const answer = normalizer.normalize(recording.get(name));
      adminFaqFixtureSchemas[name].parse(answer);
      if (process.env.RECORD_FIXTURES === '1' && kind === 'pglite') writeAdminFaqFixture(name, answer);
      const onDisk = readAdminFaqFixture(name);
      expect(onDisk, `${name}.json is missing: run with RECORD_FIXTURES=1`).toBeDefined();
      expect(shapeOf(onDisk), `${name}.json no longer matches the API: run with RECORD_FIXTURES=1`).toEqual(shapeOf(answer));
    }
  });
});
