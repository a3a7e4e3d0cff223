import { describe, expect, it } from 'vitest';
import { reportKinds, reportPaths, type ReportResult } from '../../../src/contract/report';
import { ok, useCourseContext } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { testPasswordHashing } from '../../test/testApp';
import { seedMaterials } from './materials';
import { seedDemoReports } from './seed';

describe.each(databasesUnderTest())('demo history for the reports on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  it('gives every report rows and every chart something to draw, once however often the seed runs', { timeout: 120_000 }, async () => {
    await seedMaterials(kit().db, { dataDir: kit().dataDir, now: kit().clock.now });
    await seedDemoReports(kit().db, testPasswordHashing, kit().clock.now);
    await seedDemoReports(kit().db, testPasswordHashing, kit().clock.now);
    const admin = (await kit().ctx.signedInUser({ role: 'admin' })).token;
    for (const report of reportKinds) {
      const result = ok(await kit().ctx.api<ReportResult>('GET', reportPaths.list, { token: admin, query: { report } }));
      expect(result.total, `${report} has rows`).toBeGreaterThan(0);
      const drawn = result.chart?.series.flatMap((series) => series.points.map((point) => point.value)) ?? [];
      if (result.chart) expect(drawn.filter((value) => value > 0).length, `${report} chart draws something`).toBeGreaterThan(result.chart.kind === 'line' ? 2 : 0);
    }
    const certificates = ok(await kit().ctx.api<ReportResult>('GET', reportPaths.list, { token: admin, query: { report: 'certificates', pageSize: '100' } }));
    const statuses = new Set(certificates.rows.map((row) => row[certificates.columns.indexOf('status')]));
    expect([...statuses].sort()).toEqual(['expired', 'expiring', 'valid']);
    const questions = ok(await kit().ctx.api<ReportResult>('GET', reportPaths.list, { token: admin, query: { report: 'questions' } }));
    expect(questions.rows[0]?.[questions.columns.indexOf('shareRight')]).toBeLessThan(50);
    const learners = await kit().db.selectFrom('users').select('account').where('account', 'like', 'report.%').execute();
    expect(learners).toHaveLength(9);
  });
});
