import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { certificatePaths, type AdminCertificateListResult, type ReissueResult } from '../../src/contract/certificate';
import { reportPaths } from '../../src/contract/report';
import type { AdminReportFixtureName } from '../../src/testing/fixtures/adminReports/manifest';
import { approvedPartner, certifiedLearner } from './certificateTestKit';
import { ok, type CourseTestContext } from './courseTestKit';
import { buildReportHistory } from './reportTestKit';

/** Where the recorded admin certificate and report fixtures live (see its README.md). */
export const adminReportFixtureDir = join(import.meta.dirname, '../../src/testing/fixtures/adminReports');

export const readAdminReportFixture = (name: AdminReportFixtureName): unknown => {
  const file = join(adminReportFixtureDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
};

export const writeAdminReportFixture = (name: AdminReportFixtureName, value: unknown): void => {
  writeFileSync(join(adminReportFixtureDir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
};

/** Builds learning history through the real API, then asks the console's certificate and report calls, keeping each answer by name. */
export const recordAdminReportAnswers = async (kit: CourseTestContext): Promise<Map<AdminReportFixtureName, unknown>> => {
  const recording = new Map<AdminReportFixtureName, unknown>();
  const ctx = kit.ctx;
  const history = await buildReportHistory(kit);
  const admin = history.admin.token;
  const get = (path: string, query: Record<string, string>, lang = 'en', token = admin) => ctx.api('GET', path, { token, query, headers: { lang } });

  // A second certificate to revoke, so the list shows a revoked one next to a reissued pair.
  const other = ok(await ctx.api<AdminCertificateListResult>('GET', certificatePaths.adminList, { token: admin })).list[0]!;
  recording.set('certificates.forbidden', (await get(certificatePaths.adminList, {}, 'en', history.strugglingToken)).body);
  recording.set('certificates.empty', ok(await get(certificatePaths.adminList, { q: 'no such holder' })));
  const reissued = ok(await ctx.api<ReissueResult>('POST', certificatePaths.reissue, { token: admin, body: { certificateId: other.certificateId, reason: 'The name was misspelt' } }));
  recording.set('certificates.reissued', reissued);
  recording.set('certificates.revoked', ok(await ctx.api('POST', certificatePaths.revoke, { token: admin, body: { certificateId: reissued.certificate.certificateId, reason: 'Exam taken by someone else' } })));
  recording.set('certificates.notReissuable', (await ctx.api('POST', certificatePaths.reissue, { token: admin, body: { certificateId: reissued.certificate.certificateId, reason: 'Again' } })).body);
  // A third, valid certificate: the certified learner passes again under another account.
  await certifiedLearner(kit, { name: 'Carla Núñez', company: 'Sol Andino' });
  recording.set('certificates.filled', ok(await get(certificatePaths.adminList, {})));
  recording.set('certificates.filled.es', ok(await get(certificatePaths.adminList, {}, 'es')));

  recording.set('report.learners', ok(await get(reportPaths.list, { report: 'learners' })));
  recording.set('report.learners.es', ok(await get(reportPaths.list, { report: 'learners' }, 'es')));
  recording.set('report.companies', ok(await get(reportPaths.list, { report: 'companies' })));
  recording.set('report.courses', ok(await get(reportPaths.list, { report: 'courses' })));
  recording.set('report.certificates', ok(await get(reportPaths.list, { report: 'certificates' })));
  recording.set('report.downloads', ok(await get(reportPaths.list, { report: 'downloads' })));
  recording.set('report.questions', ok(await get(reportPaths.list, { report: 'questions' })));
  recording.set('report.empty', ok(await get(reportPaths.list, { report: 'learners', q: 'no such learner' })));
  recording.set('report.forbidden', (await get(reportPaths.list, { report: 'learners' }, 'en', history.strugglingToken)).body);
  recording.set('report.invalidPeriod.es', (await get(reportPaths.list, { report: 'learners', from: '2031-03-02', to: '2031-03-01' }, 'es')).body);
  // Last, so the reports above are the partner-free history: a partner company whose certificate was revoked: it may be reissued for a new term.
  const partner = await approvedPartner(kit, admin);
  ok(await ctx.api('POST', certificatePaths.revoke, { token: admin, body: { certificateId: partner.certificateId, reason: 'Partnership ended' } }));
  recording.set('certificates.partnerRevoked', ok(await get(certificatePaths.adminList, { q: partner.company })));
  recording.set('certificates.partnerReissued', ok(await ctx.api('POST', certificatePaths.reissue, { token: admin, body: { certificateId: partner.certificateId, reason: 'Partnership resumed' } })));
  // A certificate the server does not know (as when it no longer exists): 40004 naming the certificate.
  const gone = { certificateId: randomUUID(), reason: 'Exam taken by someone else' };
  recording.set('certificates.revoke.gone', (await ctx.api('POST', certificatePaths.revoke, { token: admin, body: gone })).body);
  recording.set('certificates.reissue.gone.es', (await ctx.api('POST', certificatePaths.reissue, { token: admin, body: gone, headers: { lang: 'es' } })).body);
  return recording;
};
