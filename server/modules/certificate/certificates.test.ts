import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { certificatePaths, type CertificateListResult, type CertificateVerification } from '../../../src/contract/certificate';
import { ResultCode } from '../../../src/contract/codes';
import { errorMessages } from '../../../src/contract/messages';
import { apiBasePath } from '../../../src/contract/paths';
import { certifiedLearner, ok } from '../../test/certificateTestKit';
import { days } from '../../test/clock';
import { useCourseContext } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { pdfText } from '../../test/pdfText';
import { userPreferencePaths, type UserPreferences } from '../../../src/contract/auth';
import { freshIp } from '../../test/testApp';
import { defaultValidityMonths, expiringWithinDays, validUntilOf } from '.';

describe.each(databasesUnderTest())('certificates on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  /** A call whose answer may be a file: status, headers and the raw bytes. */
  const raw = async (method: 'GET' | 'POST', path: string, options: { token?: string; cookie?: string; query?: Record<string, string>; body?: unknown } = {}) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    const response = await kit().ctx.app.inject({ method, url: `${apiBasePath}${path}`, headers, query: options.query, payload: options.body as object | undefined });
    return { status: response.statusCode, headers: response.headers, bytes: new Uint8Array(response.rawPayload), json: () => response.json<{ code: number; message: string }>() };
  };
  const verify = (serial: string, lang = 'en', ip = freshIp()) =>
    kit().ctx.api<CertificateVerification>('GET', certificatePaths.verify, { query: { serial }, headers: { lang }, ip });

  it('lists the certificate of a passed final exam with the status and dates the server decided', async () => {
    const holder = await certifiedLearner(kit());
    const { list } = ok(await kit().ctx.api<CertificateListResult>('GET', certificatePaths.list, { token: holder.token }));
    expect(list).toHaveLength(1);
    const [certificate] = list;
    const issuedAt = new Date(certificate!.issuedAt);
    expect(certificate).toMatchObject({ certificateId: holder.certificateId, kind: 'course', courseTitle: 'Installation Certification', status: 'valid', revokedAt: null, canRenew: false, renewCourseId: holder.courseId, totalMinutes: 1 });
    expect(certificate!.serial).toMatch(/^TC-[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
    expect(certificate!.validUntil).toBe(validUntilOf(issuedAt, defaultValidityMonths).toISOString());
    expect(new Date(certificate!.validUntil).getUTCFullYear() - issuedAt.getUTCFullYear()).toBe(2);

    const stranger = await kit().ctx.signedInUser();
    expect(ok(await kit().ctx.api<CertificateListResult>('GET', certificatePaths.list, { token: stranger.token }))).toEqual({ list: [] });
    expect((await kit().ctx.api('GET', certificatePaths.list)).body.code).toBe(ResultCode.sessionExpired);
  });

  it('takes the validity in months from the course', async () => {
    await kit().db.updateTable('courses').set({ validity_months: 12 }).execute();
    try {
      const holder = await certifiedLearner(kit());
      const [certificate] = ok(await kit().ctx.api<CertificateListResult>('GET', certificatePaths.list, { token: holder.token })).list;
      expect(certificate!.validUntil).toBe(validUntilOf(new Date(certificate!.issuedAt), 12).toISOString());
    } finally {
      await kit().db.updateTable('courses').set({ validity_months: defaultValidityMonths }).execute();
    }
  });

  it('serves the PDF inline by the pdf-token cookie and as an attachment by the session; anybody else gets not found', async () => {
    const holder = await certifiedLearner(kit(), { name: 'José Núñez', company: 'Energía Solar' });
    const [certificate] = ok(await kit().ctx.api<CertificateListResult>('GET', certificatePaths.list, { token: holder.token })).list;
    const query = { certificateId: holder.certificateId };

    const viewed = await raw('GET', certificatePaths.view, { cookie: `theme=x; pdf-token=${holder.pdfToken}`, query });
    expect(viewed.status).toBe(200);
    expect(viewed.headers['content-type']).toBe('application/pdf');
    expect(viewed.headers['content-disposition']).toBe(`inline; filename="certificate-${certificate!.serial}.pdf"`);
    const downloaded = await raw('POST', certificatePaths.download, { token: holder.token, body: query });
    expect(downloaded.headers['content-disposition']).toBe(`attachment; filename="certificate-${certificate!.serial}.pdf"`);
    // The same record gives the same bytes, whichever way and however often it is fetched.
    expect(Buffer.from(downloaded.bytes).equals(Buffer.from(viewed.bytes))).toBe(true);

    const pdf = await PDFDocument.load(viewed.bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Certificate ${certificate!.serial}`);
    expect(pdf.getCreationDate()?.toISOString()).toBe(new Date(Math.floor(Date.parse(certificate!.issuedAt) / 1000) * 1000).toISOString());
    const text = await pdfText(viewed.bytes);
    for (const printed of ['Certificate of Completion', 'José Núñez', 'Energía Solar', 'Installation Certification', certificate!.serial, 'Total hours', '0 h 1 min', `/verify/${certificate!.serial}`]) {
      expect(text).toContain(printed);
    }

    const stranger = await kit().ctx.signedInUser();
    expect((await raw('GET', certificatePaths.view, { cookie: `pdf-token=${stranger.pdfToken}`, query })).json().code).toBe(ResultCode.notFound);
    expect((await raw('POST', certificatePaths.download, { token: stranger.token, body: query })).json().code).toBe(ResultCode.notFound);
    expect((await raw('GET', certificatePaths.view, { query })).json().code).toBe(ResultCode.sessionExpired);
    // The session token is not a pdf token, and a header does not open the tab view.
    expect((await raw('GET', certificatePaths.view, { cookie: `pdf-token=${holder.token}`, query })).json().code).toBe(ResultCode.sessionExpired);
    expect((await raw('GET', certificatePaths.view, { token: holder.token, query })).json().code).toBe(ResultCode.sessionExpired);
    expect((await raw('POST', certificatePaths.download, { token: holder.token, body: { certificateId: 'not-an-id' } })).json().code).toBe(ResultCode.notFound);
  });

  it('prints the PDF in the holder’s language with its accents', async () => {
    const holder = await certifiedLearner(kit(), { versionCode: 'MX', name: 'María Peña' });
    const [certificate] = ok(await kit().ctx.api<CertificateListResult>('GET', certificatePaths.list, { token: holder.token })).list;
    const file = await raw('POST', certificatePaths.download, { token: holder.token, body: { certificateId: holder.certificateId } });
    const text = await pdfText(file.bytes);
    for (const printed of ['Certificado de finalización', 'María Peña', 'Válido hasta', 'Número de serie', certificate!.serial]) expect(text).toContain(printed);
  });

  it('prints the PDF in the language the holder chose for e-mails and certificates, from the next download on', async () => {
    const holder = await certifiedLearner(kit(), { name: 'Luis Gómez' });
    const download = async () => pdfText((await raw('POST', certificatePaths.download, { token: holder.token, body: { certificateId: holder.certificateId } })).bytes);
    expect(await download()).toContain('Certificate of Completion');
    const api = (method: 'GET' | 'POST', body?: object) => kit().ctx.api<UserPreferences>(method, userPreferencePaths.preferences, { token: holder.token, ...(body ? { body } : {}) });
    expect(ok(await api('POST', { language: 'es' }))).toEqual({ notifyByEmail: true, language: 'es' });
    expect(ok(await api('GET'))).toEqual({ notifyByEmail: true, language: 'es' });
    expect(await download()).toContain('Certificado de finalización');
    // A language the portal does not offer changes nothing.
    expect((await api('POST', { language: 'fr' })).body.code).toBe(ResultCode.invalidInput);
    expect(ok(await api('GET')).language).toBe('es');
  });

  it('verifies a serial for anyone with the live status, and answers not found for an unknown one', async () => {
    const holder = await certifiedLearner(kit(), { name: 'Ana Ruiz', company: 'Sol SA' });
    const [certificate] = ok(await kit().ctx.api<CertificateListResult>('GET', certificatePaths.list, { token: holder.token })).list;
    const serial = certificate!.serial;
    expect(ok(await verify(` ${serial.toLowerCase()} `))).toEqual({
      serial,
      holderName: 'Ana Ruiz',
      company: 'Sol SA',
      courseTitle: 'Installation Certification',
      issuedAt: certificate!.issuedAt,
      validUntil: certificate!.validUntil,
      status: 'valid',
      revokedAt: null,
    });
    const unknown = await verify('TC-0000-0000-0000-0000', 'es');
    expect(unknown.body).toEqual({ code: ResultCode.notFound, message: errorMessages.es.notFound, result: null });
    expect((await verify('')).body.code).toBe(ResultCode.invalidInput);

    const validUntil = Date.parse(certificate!.validUntil);
    kit().clock.set(new Date(validUntil - days(expiringWithinDays) - 1000));
    expect(ok(await verify(serial)).status).toBe('valid');
    kit().clock.set(new Date(validUntil - days(expiringWithinDays)));
    expect(ok(await verify(serial)).status).toBe('expiring');
    const { token } = await kit().ctx.login(holder.user.account, holder.password);
    expect(ok(await kit().ctx.api<CertificateListResult>('GET', certificatePaths.list, { token })).list[0]).toMatchObject({ status: 'expiring', canRenew: true });
    kit().clock.set(new Date(validUntil));
    expect(ok(await verify(serial)).status).toBe('expired');
  });
});
