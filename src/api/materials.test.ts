import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../contract/codes';
import { fakeApi } from '../testing/fakeApi';
import { materialFixture } from '../testing/fixtures/materials';
import { ApiError } from './apiError';
import { agreeToMaterialTerms, downloadMaterials, getMaterialTerms, getPartner, listMaterials } from './materials';

const ok = (result: unknown) => () => ({ code: ResultCode.success, message: 'OK', result });
const website = materialFixture('partner.found').website;

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/materials');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('materials endpoints', () => {
  it('names the partner, and rejects an unknown website with its code', async () => {
    fakeApi({ '/materials/partner': (request) => (request.url.searchParams.get('website') === website ? ok(materialFixture('partner.found'))() : materialFixture('partner.notFound')) });
    await expect(getPartner(website)).resolves.toEqual(materialFixture('partner.found'));
    const refused = await getPartner('unknown-installer.example').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe(ResultCode.websiteNotFound);
  });

  it('keeps the session an anonymous agreement answers, and sends it for that website only', async () => {
    const api = fakeApi({
      '/materials/terms': ok(materialFixture('terms.notAgreed')),
      '/materials/agree': ok(materialFixture('agree.partner')),
      '/materials/list': ok(materialFixture('list.page1')),
    });
    await getMaterialTerms(website);
    expect(api.to('/materials/terms')[0]?.headers['materials-session']).toBeUndefined();
    await agreeToMaterialTerms(1, website);
    expect(api.to('/materials/agree')[0]?.body).toEqual({ version: 1, website });
    await listMaterials({ website, page: 2, pageSize: 10, sort: 'fileName', q: '' });
    const [listed] = api.to('/materials/list');
    expect(listed?.headers['materials-session']).toBe('recorded-materials-session-token');
    expect(Object.fromEntries(listed?.url.searchParams ?? [])).toEqual({ website, page: '2', pageSize: '10', sort: 'fileName' });
    await getMaterialTerms('energia-costa.example');
    expect(api.to('/materials/terms')[1]?.headers['materials-session']).toBeUndefined();
    await getMaterialTerms();
    expect(api.to('/materials/terms')[2]?.headers['materials-session']).toBeUndefined();
  });

  it('downloads by POST with progress from Content-Length, and rejects the terms code without saving', async () => {
    const bytes = new Uint8Array(4096).fill(7);
    const api = fakeApi({
      '/materials/download': (request) =>
        (request.body as { fileIds: unknown }).fileIds === 'all'
          ? materialFixture('download.termsNotAgreed')
          : new Response(new Blob([bytes]), { status: 200, headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename=package.zip', 'content-length': String(bytes.length) } }),
    });
    const progress: { loaded: number; total: number | null }[] = [];
    const saved = await downloadMaterials(['a', 'b'], { onProgress: (step) => progress.push(step) });
    expect(saved.fileName).toBe('package.zip');
    expect(api.to('/materials/download')[0]?.body).toEqual({ fileIds: ['a', 'b'] });
    expect(progress[0]).toEqual({ loaded: 0, total: 4096 });
    expect(progress.at(-1)).toEqual({ loaded: 4096, total: 4096 });
    const click = vi.mocked(HTMLAnchorElement.prototype.click);
    click.mockClear();
    const refused = await downloadMaterials('all').catch((error: unknown) => error);
    expect((refused as ApiError).code).toBe(ResultCode.termsNotAgreed);
    expect(click).not.toHaveBeenCalled();
  });
});
