import type { InjectOptions } from 'fastify';
import { apiBasePath } from '../../src/contract/paths';
import { materialPaths, type MaterialListResult } from '../../src/contract/materials';
import { seedMaterials } from '../db/seed/materials';
import { certifiedLearner, type CertifiedLearner } from './certificateTestKit';
import { installationSlug, Learner, ok, type CourseTestContext } from './courseTestKit';

/** What the report tests and the fixture recorder build through the real API. */
export type ReportHistory = {
  admin: { token: string; account: string };
  certified: CertifiedLearner;
  /** Passed the first lesson, then failed the second lesson's test (every answer wrong). */
  struggling: Learner;
  strugglingToken: string;
  /** A learner whose name, company and e-mail start like spreadsheet formulas. */
  formula: Learner;
  downloadedFileId: string;
};

/** The raw bytes of an answer that may be a file (a CSV export). */
export const rawCall = async (kit: CourseTestContext, path: string, token: string, body: unknown, lang = 'en') => {
  const request: InjectOptions = { method: 'POST', url: `${apiBasePath}${path}`, headers: { authorization: `Bearer ${token}`, lang }, payload: body as InjectOptions['payload'], remoteAddress: '127.0.0.1' };
  const response = await kit.ctx.app.inject(request);
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
};

/**
 * Learning history for every report: a certified learner who also downloaded a material file, a
 * learner of another company who failed a lesson test, and one with formula-like profile texts.
 */
export const buildReportHistory = async (kit: CourseTestContext): Promise<ReportHistory> => {
  await seedMaterials(kit.db, { dataDir: kit.dataDir, now: kit.clock.now });
  const certified = await certifiedLearner(kit, { name: 'Ana Zamora', company: 'Zeta Roofing', email: 'ana.zamora@zeta.example' });
  const courseId = await kit.courseId(installationSlug);

  const strugglingUser = await kit.ctx.signedInUser({ name: 'Bo Abbott', company: 'Kilo Solar' });
  const struggling = new Learner(kit, strugglingUser.user.id, strugglingUser.user.account, strugglingUser.password, strugglingUser.token);
  const lessons = (await struggling.detail(courseId)).lessons;
  await struggling.watch(courseId, lessons[0]!.lessonId, lessons[0]!.durationSeconds);
  await struggling.takeExam(lessons[0]!.examId, 'right');
  await struggling.watch(courseId, lessons[1]!.lessonId, lessons[1]!.durationSeconds);
  await struggling.takeExam(lessons[1]!.examId, 'wrong');

  const formulaUser = await kit.ctx.signedInUser({ name: '=HYPERLINK("http://evil.example")', company: '+1 Solar', email: 'formula@example.test' });
  const formula = new Learner(kit, formulaUser.user.id, formulaUser.user.account, formulaUser.password, formulaUser.token);
  await formula.watch(courseId, lessons[0]!.lessonId, lessons[0]!.durationSeconds);

  const terms = ok(await kit.ctx.api<{ version: number }>('GET', materialPaths.terms, { token: certified.token }));
  ok(await kit.ctx.api('POST', materialPaths.agree, { token: certified.token, body: { version: terms.version } }));
  const files = ok(await kit.ctx.api<MaterialListResult>('GET', materialPaths.list, { token: certified.token, query: { pageSize: '100' } }));
  const downloadedFileId = files.list[0]!.fileId;
  const sent = await rawCall(kit, materialPaths.download, certified.token, { fileIds: [downloadedFileId] });
  if (sent.status !== 200) throw new Error(`download refused: ${sent.status}`);

  const admin = await kit.ctx.signedInUser({ role: 'admin' });
  return { admin: { token: admin.token, account: admin.user.account }, certified, struggling, strugglingToken: strugglingUser.token, formula, downloadedFileId };
};
