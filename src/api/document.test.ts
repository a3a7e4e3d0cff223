import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../contract/codes';
import { fakeApi } from '../testing/fakeApi';
import { documentFixture } from '../testing/fixtures/documents';
import { ApiError } from './apiError';
import { downloadDocument, getDocumentDetail, getMedia, listDocumentCategories, listDocuments, listVideos } from './document';

const ok = (result: unknown) => () => ({ code: ResultCode.success, message: 'OK', result });

beforeEach(() => {
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/document');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

// Recorded from the real API (src/testing/fixtures/documents/README.md).
describe('document, video and media endpoints', () => {
  it('sends only the filters given and resolves the page as the server answers it', async () => {
    const api = fakeApi({ '/support/documentList': ok(documentFixture('list.us')) });
    await expect(listDocuments({ category: '', q: 'battery', page: 2, pageSize: 5 })).resolves.toEqual(documentFixture('list.us'));
    const [request] = api.to('/support/documentList');
    expect(request?.method).toBe('GET');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({ q: 'battery', page: '2', pageSize: '5' });
  });

  it('refuses a page size the server would refuse, before sending (development check)', () => {
    fakeApi({});
    expect(() => listDocuments({ pageSize: 500 })).toThrow();
  });

  it('reads categories, a detail in a language, videos and media', async () => {
    const api = fakeApi({
      '/document/categories': ok(documentFixture('categories.us')),
      '/document/detail': ok(documentFixture('detail.us.es')),
      '/video/list': ok(documentFixture('videos.us')),
      '/media/list': ok(documentFixture('media.us')),
    });
    await expect(listDocumentCategories()).resolves.toEqual(documentFixture('categories.us'));
    const detail = documentFixture('detail.us.es');
    await expect(getDocumentDetail(detail.documentId, 'es')).resolves.toEqual(detail);
    expect(Object.fromEntries(api.to('/document/detail')[0]!.url.searchParams)).toEqual({ documentId: detail.documentId, language: 'es' });
    await expect(listVideos({ page: 1, pageSize: 12 })).resolves.toEqual(documentFixture('videos.us'));
    await expect(getMedia()).resolves.toEqual(documentFixture('media.us'));
  });

  it('rejects with the server’s not-found envelope', async () => {
    fakeApi({ '/document/detail': () => documentFixture('detail.notFound') });
    await expect(getDocumentDetail('00000000-0000-4000-8000-000000000001')).rejects.toBeInstanceOf(ApiError);
  });

  it('downloads the PDF by POST under the name the server gives', async () => {
    const api = fakeApi({
      '/document/download': () =>
        new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': "attachment; filename=\"Gu?a.pdf\"; filename*=UTF-8''Gu%C3%ADa.pdf" } }),
    });
    await expect(downloadDocument('00000000-0000-4000-8000-000000000001', 'es')).resolves.toMatchObject({ fileName: 'Guía.pdf' });
    expect(api.to('/document/download')[0]).toMatchObject({ method: 'POST', body: { documentId: '00000000-0000-4000-8000-000000000001', language: 'es' } });
  });
});
