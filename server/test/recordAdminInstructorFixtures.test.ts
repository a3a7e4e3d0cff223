import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import type { AdminInstructor } from '../../src/contract/questionnaire';
import { adminInstructorFixtureSchemas, type AdminInstructorFixtureName } from '../../src/testing/fixtures/adminInstructors/manifest';
import { databasesUnderTest } from './databases';
import { readAdminInstructorFixture, recordAdminInstructorAnswers, writeAdminInstructorFixture } from './recordAdminInstructorFixtures';
import { Normalizer, shapeOf } from './recordFixtures';
import { useTestContext } from './testApp';

/**
 * The admin instructor fixtures widgets test with are what the API answers to the console: with
 * RECORD_FIXTURES=1 this rewrites them (from PGlite); otherwise it fails when a file differs in shape.
 */
describe.each(databasesUnderTest())('recorded admin instructor fixtures on $name', ({ kind }) => {
  const ctx = useTestContext(kind);

  it('match what the API answers to an administrator and a learner', { timeout: 120_000 }, async () => {
    const recording = await recordAdminInstructorAnswers(ctx());
    expect(recording.get('create.duplicate')).toMatchObject({ code: ResultCode.conflict });
    expect(recording.get('regenerate.stale')).toMatchObject({ code: ResultCode.conflict });
    expect(recording.get('forbidden')).toMatchObject({ code: ResultCode.forbidden });
    expect((recording.get('deactivated') as AdminInstructor).status).toBe('deactivated');
    expect((recording.get('regenerated') as AdminInstructor).currentSession).not.toBeNull();

    const normalizer = new Normalizer();
    const names = Object.keys(adminInstructorFixtureSchemas) as AdminInstructorFixtureName[];
    expect([...recording.keys()].sort()).toEqual([...names].sort());
    for (const name of names) {
      const answer = normalizer.normalize(recording.get(name));
      adminInstructorFixtureSchemas[name].parse(answer);
      if (process.env.RECORD_FIXTURES === '1' && kind === 'pglite') writeAdminInstructorFixture(name, answer);
      const onDisk = readAdminInstructorFixture(name);
      expect(onDisk, `${name}.json is missing: run with RECORD_FIXTURES=1`).toBeDefined();
      expect(shapeOf(onDisk), `${name}.json no longer matches the API: run with RECORD_FIXTURES=1`).toEqual(shapeOf(answer));
    }
  });
});
