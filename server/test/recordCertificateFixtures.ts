import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { certificatePaths, type CertificateListResult, type CertificateVerification } from '../../src/contract/certificate';
import type { CertificateFixtureName } from '../../src/testing/fixtures/certificates/manifest';
import { seedDemoCertified, seedDemoRenewal } from '../db/seed/seed';
import { ok, type CourseTestContext } from './courseTestKit';
import { freshIp, testPasswordHashing } from './testApp';

/** Where the recorded certificate fixtures live (see its README.md). */
export const certificateFixtureDir = join(import.meta.dirname, '../../src/testing/fixtures/certificates');

export const readCertificateFixture = (name: CertificateFixtureName): unknown => {
  const file = join(certificateFixtureDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
};

export const writeCertificateFixture = (name: CertificateFixtureName, value: unknown): void => {
  writeFileSync(join(certificateFixtureDir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
};

/** Seeds `demo.certified` and `demo.renewal` on the kit's database and records what the API answers about certificates. */
export const recordCertificateAnswers = async (kit: CourseTestContext): Promise<Map<CertificateFixtureName, unknown>> => {
  const recording = new Map<CertificateFixtureName, unknown>();
  const [credential] = await seedDemoCertified(kit.db, testPasswordHashing, kit.clock.now);
  if (!credential) throw new Error('demo.certified was not created');
  const { token } = await kit.ctx.login(credential.account, credential.password);
  const list = (lang: string, as = token) => kit.ctx.api<CertificateListResult>('GET', certificatePaths.list, { token: as, headers: { lang } });
  const verify = (serial: string, lang = 'en') => kit.ctx.api<CertificateVerification>('GET', certificatePaths.verify, { query: { serial }, headers: { lang }, ip: freshIp() });

  recording.set('list.empty', ok(await list('en', (await kit.ctx.signedInUser()).token)));
  const everyStatus = ok(await list('en'));
  recording.set('list.everyStatus', everyStatus);
  recording.set('list.everyStatus.es', ok(await list('es')));
  const serialOf = (status: string) => everyStatus.list.find((certificate) => certificate.status === status)?.serial ?? '';
  recording.set('verify.valid', ok(await verify(serialOf('valid'))));
  recording.set('verify.revoked', ok(await verify(serialOf('revoked'))));
  recording.set('verify.notFound', (await verify('TC-0000-0000-0000-0000')).body);
  recording.set('verify.notFound.es', (await verify('TC-0000-0000-0000-0000', 'es')).body);
  // Last, so the ids above keep their numbers: the learner whose one certificate ends in 20 days.
  const [renewal] = await seedDemoRenewal(kit.db, testPasswordHashing, kit.clock.now);
  if (!renewal) throw new Error('demo.renewal was not created');
  const renewalToken = (await kit.ctx.login(renewal.account, renewal.password)).token;
  recording.set('list.renewal', ok(await list('en', renewalToken)));
  recording.set('list.renewal.es', ok(await list('es', renewalToken)));
  return recording;
};
