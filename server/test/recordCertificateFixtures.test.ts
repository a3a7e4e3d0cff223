import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { certificateStatuses, type CertificateListResult } from '../../src/contract/certificate';
import { certificateFixtureSchemas, type CertificateFixtureName } from '../../src/testing/fixtures/certificates/manifest';
import { installationSlug, useCourseContext } from './courseTestKit';
import { databasesUnderTest } from './databases';
import { Normalizer, shapeOf } from './recordFixtures';
import { readCertificateFixture, recordCertificateAnswers, writeCertificateFixture } from './recordCertificateFixtures';

/**
 * The certificate fixtures widgets test with are what the API answers for the demo learner
 * `demo.certified` (and `demo.renewal`): with RECORD_FIXTURES=1 this rewrites them (from PGlite); otherwise it fails when
 * a file differs in shape from today's answer.
 */
describe.each(databasesUnderTest())('recorded certificate fixtures on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  it('match what the API answers for the demo learner with a certificate in every state', { timeout: 120_000 }, async () => {
    const recording = await recordCertificateAnswers(kit());
    const everyStatus = recording.get('list.everyStatus') as CertificateListResult;
    expect(everyStatus.list.map((certificate) => certificate.status).sort()).toEqual([...certificateStatuses].sort());
    // The expiring one ends within 30 days (inside the second reminder); beside the newer valid one it is history, not renewed.
    const expiring = everyStatus.list.find((certificate) => certificate.status === 'expiring');
    expect(Date.parse(expiring!.validUntil) - kit().clock.now().getTime()).toBeLessThanOrEqual(30 * 86_400_000);
    expect(expiring!.canRenew).toBe(false);
    // demo.renewal's one certificate ends within 30 days too, and is the one offered for renewal.
    expect((recording.get('list.renewal') as CertificateListResult).list.map(({ status, canRenew }) => ({ status, canRenew }))).toEqual([{ status: 'expiring', canRenew: true }]);
    expect(recording.get('verify.notFound')).toMatchObject({ code: ResultCode.notFound, result: null });
    // The demo learner finished the certification course: it shows completed.
    const course = await kit().db.selectFrom('courses').select('id').where('slug', '=', installationSlug).executeTakeFirstOrThrow();
    const progress = await kit().db.selectFrom('lesson_progress').innerJoin('users', 'users.id', 'lesson_progress.user_id').select('lesson_id').where('users.account', '=', 'demo.certified').execute();
    const lessons = await kit().db.selectFrom('lessons').select('id').where('course_id', '=', course.id).execute();
    expect(progress).toHaveLength(lessons.length);

    const normalizer = new Normalizer();
    const names = Object.keys(certificateFixtureSchemas) as CertificateFixtureName[];
    expect([...recording.keys()].sort()).toEqual([...names].sort());
    for (const name of names) {
      const answer = normalizer.normalize(recording.get(name));
      certificateFixtureSchemas[name].parse(answer);
      if (process.env.RECORD_FIXTURES === '1' && kind === 'pglite') writeCertificateFixture(name, answer);
      const onDisk = readCertificateFixture(name);
      expect(onDisk, `${name}.json is missing: run with RECORD_FIXTURES=1`).toBeDefined();
      expect(shapeOf(onDisk), `${name}.json no longer matches the API: run with RECORD_FIXTURES=1`).toEqual(shapeOf(answer));
    }
  });
});
