import { describe, expect, it } from 'vitest';
import type { AccountDetail, UserListResult } from '../../src/contract/accounts';
import type { AuditResult } from '../../src/contract/audit';
import { ResultCode } from '../../src/contract/codes';
import { adminUserFixtureSchemas, type AdminUserFixtureName } from '../../src/testing/fixtures/adminUsers/manifest';
import { useCourseContext } from './courseTestKit';
import { databasesUnderTest } from './databases';
import { Normalizer, shapeOf } from './recordFixtures';
import { readAdminUserFixture, recordAdminUserAnswers, writeAdminUserFixture } from './recordAdminUserFixtures';

/**
 * The users-console fixtures widgets test with are what the API answers: with RECORD_FIXTURES=1
 * this rewrites them (from PGlite); otherwise it fails when a file differs in shape.
 */
describe.each(databasesUnderTest())('recorded users-console fixtures on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  it('match what the API answers to an administrator', { timeout: 120_000 }, async () => {
    const recording = await recordAdminUserAnswers(kit());
    expect(recording.get('resetAttempts.nothing')).toMatchObject({ code: ResultCode.nothingToReset });
    expect(recording.get('users.forbidden')).toMatchObject({ code: ResultCode.forbidden });
    const detail = recording.get('user.detail') as AccountDetail;
    expect(detail.courses.flatMap((course) => course.tests).filter((test) => test.resettable > 0)).toHaveLength(1);
    expect((recording.get('user.detail.reset') as AccountDetail).courses.flatMap((course) => course.tests).every((test) => test.resettable === 0)).toBe(true);
    expect((recording.get('users.list') as UserListResult).total).toBeGreaterThanOrEqual(4);
    expect((recording.get('audit.list') as AuditResult).list.map((entry) => entry.action)).toEqual(['user.password.reset', 'user.reactivate', 'user.deactivate', 'exam.attempts.reset', 'user.create']);

    const normalizer = new Normalizer();
    const names = Object.keys(adminUserFixtureSchemas) as AdminUserFixtureName[];
    expect([...recording.keys()].sort()).toEqual([...names].sort());
    for (const name of names) {
      const answer = normalizer.normalize(recording.get(name));
      adminUserFixtureSchemas[name].parse(answer);
      if (process.env.RECORD_FIXTURES === '1' && kind === 'pglite') writeAdminUserFixture(name, answer);
      const onDisk = readAdminUserFixture(name);
      expect(onDisk, `${name}.json is missing: run with RECORD_FIXTURES=1`).toBeDefined();
      expect(shapeOf(onDisk), `${name}.json no longer matches the API: run with RECORD_FIXTURES=1`).toEqual(shapeOf(answer));
    }
  });
});
