import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { materialPaths, type AgreeResult, type MaterialListResult, type MaterialTerms, type PartnerResult } from '../../src/contract/materials';
import type { MaterialFixtureName } from '../../src/testing/fixtures/materials/manifest';
import { ok } from './courseTestKit';
import { demoWebsite, type MaterialsTestContext } from './materialsTestKit';
import { freshIp } from './testApp';

/** Where the recorded materials fixtures live (see its README.md). */
export const materialFixtureDir = join(import.meta.dirname, '../../src/testing/fixtures/materials');

export const readMaterialFixture = (name: MaterialFixtureName): unknown => {
  const file = join(materialFixtureDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
};

export const writeMaterialFixture = (name: MaterialFixtureName, value: unknown): void => {
  writeFileSync(join(materialFixtureDir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
};

/** The session token of an anonymous agreement is a secret of the moment: recorded as a stand-in. */
const recordedSession = (result: AgreeResult): AgreeResult => ({ ...result, session: result.session ? 'recorded-materials-session-token' : null });

/** Records what the API answers about the demo materials package, for a new learner and an anonymous partner visitor. */
export const recordMaterialAnswers = async (kit: MaterialsTestContext): Promise<Map<MaterialFixtureName, unknown>> => {
  const recording = new Map<MaterialFixtureName, unknown>();
  const api = kit.ctx.api.bind(kit.ctx);
  const { token } = await kit.ctx.signedInUser();
  const list = async (query: Record<string, string>) => ok(await api<MaterialListResult>('GET', materialPaths.list, { token, query }));
  const terms = async (lang: string) => ok(await api<MaterialTerms>('GET', materialPaths.terms, { token, headers: { lang } }));
  const refusedDownload = async (lang: string) => {
    const [first] = (await list({ pageSize: '1' })).list;
    return (await api('POST', materialPaths.download, { token, body: { fileIds: [first?.fileId] }, headers: { lang } })).body;
  };

  recording.set('partner.found', ok(await api<PartnerResult>('GET', materialPaths.partner, { query: { website: demoWebsite } })));
  recording.set('partner.notFound', (await api('GET', materialPaths.partner, { query: { website: 'unknown-installer.example' } })).body);
  recording.set('partner.notFound.es', (await api('GET', materialPaths.partner, { query: { website: 'unknown-installer.example' }, headers: { lang: 'es' } })).body);
  recording.set('list.page1', await list({ page: '1', pageSize: '10' }));
  recording.set('list.page2', await list({ page: '2', pageSize: '10' }));
  recording.set('list.byName', await list({ page: '1', pageSize: '10', sort: 'fileName' }));
  recording.set('list.spanish', await list({ page: '1', pageSize: '10', language: 'es' }));
  recording.set('list.noMatch', await list({ q: 'no such material' }));
  recording.set('terms.notAgreed', await terms('en'));
  recording.set('terms.notAgreed.es', await terms('es'));
  recording.set('download.termsNotAgreed', await refusedDownload('en'));
  recording.set('download.termsNotAgreed.es', await refusedDownload('es'));
  recording.set('agree.user', ok(await api<AgreeResult>('POST', materialPaths.agree, { token, body: { version: 1 } })));
  recording.set('terms.agreed', await terms('en'));
  recording.set('agree.partner', recordedSession(ok(await api<AgreeResult>('POST', materialPaths.agree, { body: { version: 1, website: demoWebsite }, ip: freshIp() }))));
  return recording;
};
