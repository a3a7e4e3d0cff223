import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../contract/codes';
import { fakeApi } from '../testing/fakeApi';
import { certificateFixture } from '../testing/fixtures/certificates';
import { ApiError } from './apiError';
import { certificateViewUrl, downloadCertificate, listCertificates, renewCertificate, verifyCertificate, verifyCredential } from './certificate';
import { configure } from './config';

const ok = (result: unknown) => () => ({ code: ResultCode.success, message: 'OK', result });

// Recorded from the real API (src/testing/fixtures/certificates/README.md).
const list = certificateFixture('list.everyStatus');
const valid = certificateFixture('verify.valid');
const notFound = certificateFixture('verify.notFound');

beforeEach(() => {
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/certificate');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('certificate endpoints', () => {
  it('lists the certificates as the server answers them', async () => {
    fakeApi({ '/certificate/list': ok(list) });
    await expect(listCertificates()).resolves.toEqual(list);
  });

  it('builds the view address the new tab opens with the pdf-token cookie', () => {
    configure({ apiBase: 'https://training.example/training-api/' });
    expect(certificateViewUrl('a b')).toBe('https://training.example/training-api/certificate/view?certificateId=a+b');
  });

  it('downloads the PDF by POST under the name the server gives', async () => {
    const api = fakeApi({
      '/certificate/download': () => new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="certificate-TC-1.pdf"' } }),
    });
    await expect(downloadCertificate('00000000-0000-4000-8000-000000000001')).resolves.toMatchObject({ fileName: 'certificate-TC-1.pdf' });
    const [request] = api.to('/certificate/download');
    expect(request).toMatchObject({ method: 'POST', body: { certificateId: '00000000-0000-4000-8000-000000000001' } });
  });

  it('verifies a serial, trimmed and in capitals, and rejects an unknown one with the not-found code', async () => {
    const api = fakeApi({ '/certificate/verify': (request) => (request.url.searchParams.get('serial') === valid.serial ? ok(valid)() : notFound) });
    await expect(verifyCertificate(` ${valid.serial.toLowerCase()} `)).resolves.toEqual(valid);
    expect(api.to('/certificate/verify')[0]?.url.searchParams.get('serial')).toBe(valid.serial);
    const refused = await verifyCertificate('TC-0000-0000-0000-0000').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe(ResultCode.notFound);
  });

  it('renews and checks credentials through their calls', async () => {
    fakeApi({ '/certificate/renew': ok({ courseId: 'c1' }), '/certificate/verifyCredential': ok({ signatureValid: false, verification: null }) });
    await expect(renewCertificate('00000000-0000-4000-8000-000000000001')).resolves.toEqual({ courseId: 'c1' });
    await expect(verifyCredential('a.b.c')).resolves.toEqual({ signatureValid: false, verification: null });
  });
});
