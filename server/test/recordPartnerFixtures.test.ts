import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import type { TeamResult } from '../../src/contract/partner';
import { partnerFixtureSchemas, type PartnerFixtureName } from '../../src/testing/fixtures/partner/manifest';
import { useCourseContext } from './courseTestKit';
import { databasesUnderTest } from './databases';
import { Normalizer, shapeOf } from './recordFixtures';
import { readPartnerFixture, recordPartnerAnswers, writePartnerFixture } from './recordPartnerFixtures';

/**
 * The partner fixtures widgets test with are what the API answers during onboarding: with
 * RECORD_FIXTURES=1 this rewrites them (from PGlite); otherwise it fails when a file differs in shape.
 */
describe.each(databasesUnderTest())('recorded partner fixtures on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  it('match what the API answers to applicant, staff, company admin and technician', { timeout: 120_000 }, async () => {
    const recording = await recordPartnerAnswers(kit());
    expect(recording.get('apply.duplicate')).toMatchObject({ code: ResultCode.duplicateApplication });
    expect(recording.get('invitation.invalid')).toMatchObject({ code: ResultCode.invitationInvalid });
    const team = recording.get('team.filled') as TeamResult;
    expect(team.members.map((member) => member.account).sort()).toEqual(['alma@aurora.example', 'ian@aurora.example']);
    expect(team.invitations.map((invitation) => invitation.email)).toEqual(['sara@aurora.example']);
    expect(team.members.find((member) => member.account === 'ian@aurora.example')?.courses.some((course) => course.percent > 0)).toBe(true);

    const normalizer = new Normalizer();
    const names = Object.keys(partnerFixtureSchemas) as PartnerFixtureName[];
    expect([...recording.keys()].sort()).toEqual([...names].sort());
    for (const name of names) {
      const answer = normalizer.normalize(recording.get(name));
      partnerFixtureSchemas[name].parse(answer);
      if (process.env.RECORD_FIXTURES === '1' && kind === 'pglite') writePartnerFixture(name, answer);
      const onDisk = readPartnerFixture(name);
      expect(onDisk, `${name}.json is missing: run with RECORD_FIXTURES=1`).toBeDefined();
      expect(shapeOf(onDisk), `${name}.json no longer matches the API: run with RECORD_FIXTURES=1`).toEqual(shapeOf(answer));
    }
  });
});
