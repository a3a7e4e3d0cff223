import { describe, expect, it } from 'vitest';
import type { AdminCertificateListResult } from '../../src/contract/certificate';
import { ResultCode } from '../../src/contract/codes';
import type { ReportResult } from '../../src/contract/report';
import { adminReportFixtureSchemas, type AdminReportFixtureName } from '../../src/testing/fixtures/adminReports/manifest';
import { useCourseContext } from './courseTestKit';
import { databasesUnderTest } from './databases';
import { Normalizer, shapeOf } from './recordFixtures';
import { readAdminReportFixture, recordAdminReportAnswers, writeAdminReportFixture } from './recordAdminReportFixtures';

/**
 * The fixtures the console's certificate and report widgets test with are what the API answers: with
 * RECORD_FIXTURES=1 this rewrites them (from PGlite); otherwise it fails when a file differs in shape.
 */
describe.each(databasesUnderTest())('recorded admin certificate and report fixtures on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  it('match what the API answers to an administrator and a learner', { timeout: 180_000 }, async () => {
    const recording = await recordAdminReportAnswers(kit());
    const filled = recording.get('certificates.filled') as AdminCertificateListResult;
    expect(filled.list.map((row) => row.status).sort()).toEqual(['revoked', 'superseded', 'valid']);
    expect(recording.get('certificates.notReissuable')).toMatchObject({ code: ResultCode.conflict });
    expect((recording.get('certificates.partnerRevoked') as AdminCertificateListResult).list).toEqual([expect.objectContaining({ kind: 'partner', status: 'revoked', canReissue: true })]);
    expect((recording.get('report.courses') as ReportResult).chart?.kind).toBe('line');
    expect((recording.get('report.questions') as ReportResult).chart?.kind).toBe('bar');
    expect(recording.get('report.invalidPeriod.es')).toMatchObject({ code: ResultCode.invalidInput });

    const normalizer = new Normalizer();
    const names = Object.keys(adminReportFixtureSchemas) as AdminReportFixtureName[];
    expect([...recording.keys()].sort()).toEqual([...names].sort());
    for (const name of names) {
      const answer = normalizer.normalize(recording.get(name));
      adminReportFixtureSchemas[name].parse(answer);
      if (process.env.RECORD_FIXTURES === '1' && kind === 'pglite') writeAdminReportFixture(name, answer);
      const onDisk = readAdminReportFixture(name);
      expect(onDisk, `${name}.json is missing: run with RECORD_FIXTURES=1`).toBeDefined();
      expect(shapeOf(onDisk), `${name}.json no longer matches the API: run with RECORD_FIXTURES=1`).toEqual(shapeOf(answer));
    }
  });
});
