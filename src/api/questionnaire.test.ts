import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../contract/codes';
import { fakeApi } from '../testing/fakeApi';
import { questionnaireFixture } from '../testing/fixtures/questionnaire';
import { ApiError } from './apiError';
import { downloadQrCode, exportSubmissions, listInstructors, listQuestionnairesAsAdmin, listSubmissionsAsAdmin, listTrainHistory, openQuestionnaire, submitQuestionnaire } from './questionnaire';

const ok = (result: unknown) => () => ({ code: ResultCode.success, message: 'OK', result });

// Recorded from the real API (src/testing/fixtures/questionnaire/README.md).
const opened = questionnaireFixture('open');
const submission = {
  trainingType: 'product' as const,
  companyName: 'Energía Solar del Norte',
  name: 'José Núñez',
  position: 'Installer',
  cellPhone: '5551234567',
  email: 'jose@example.test',
  productTraining: 'battery' as const,
  trainingMethod: 'inPerson' as const,
  scanToken: opened.scanToken,
  answers: [],
};

beforeEach(() => {
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/file');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('questionnaire endpoints', () => {
  it('opens by code, carrying an earlier scan token when there is one', async () => {
    const api = fakeApi({ '/questionnaire/open': ok(opened) });
    await expect(openQuestionnaire(opened.session.code)).resolves.toEqual(opened);
    await openQuestionnaire(opened.session.code, opened.scanToken);
    expect(api.to('/questionnaire/open').map((request) => Object.fromEntries(request.url.searchParams))).toEqual([
      { code: opened.session.code },
      { code: opened.session.code, scanToken: opened.scanToken },
    ]);
  });

  it('submits, and rejects with the server’s code and fields when it refuses', async () => {
    fakeApi({ '/questionnaire/submit': ok(questionnaireFixture('submit.ok')) });
    await expect(submitQuestionnaire(submission)).resolves.toEqual(questionnaireFixture('submit.ok'));
    const duplicate = questionnaireFixture('submit.duplicate');
    fakeApi({ '/questionnaire/submit': () => ({ code: duplicate.code, message: duplicate.message, result: duplicate.result }) });
    const refused = await submitQuestionnaire(submission).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: ResultCode.duplicateSubmission, message: duplicate.message, result: duplicate.result });
  });

  it('lists the history, instructors and the provider’s view as recorded', async () => {
    fakeApi({
      '/questionnaire/trainHistory': ok(questionnaireFixture('trainHistory')),
      '/questionnaire/instructors': ok(questionnaireFixture('instructors')),
      '/admin/questionnaire/list': ok(questionnaireFixture('admin.list')),
      '/admin/questionnaire/submissions': ok(questionnaireFixture('admin.submissions')),
    });
    await expect(listTrainHistory()).resolves.toEqual(questionnaireFixture('trainHistory'));
    await expect(listInstructors()).resolves.toEqual(questionnaireFixture('instructors'));
    await expect(listQuestionnairesAsAdmin()).resolves.toEqual(questionnaireFixture('admin.list'));
    await expect(listSubmissionsAsAdmin({ trainingType: 'sales' })).resolves.toEqual(questionnaireFixture('admin.submissions'));
  });

  it('sends only the filters that are set, and downloads the CSV and QR codes by POST under the server’s name', async () => {
    const api = fakeApi({
      '/admin/questionnaire/submissions': ok(questionnaireFixture('admin.submissions.empty')),
      '/admin/questionnaire/export': () => new Response('\uFEFFName\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="questionnaire-submissions-2026-11-23.csv"' } }),
      '/questionnaire/qrCode': () => new Response('PNG', { headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="training-qr.png"' } }),
    });
    await listSubmissionsAsAdmin({ instructorId: '00000000-0000-4000-8000-000000000001' });
    expect(Object.fromEntries(api.to('/admin/questionnaire/submissions')[0]!.url.searchParams)).toEqual({ instructorId: '00000000-0000-4000-8000-000000000001' });
    await expect(exportSubmissions({ from: '2026-01-01' })).resolves.toMatchObject({ fileName: 'questionnaire-submissions-2026-11-23.csv' });
    expect(api.to('/admin/questionnaire/export')[0]).toMatchObject({ method: 'POST', body: { from: '2026-01-01' } });
    await expect(downloadQrCode({ sessionId: opened.session.sessionId, format: 'png' })).resolves.toMatchObject({ fileName: 'training-qr.png' });
    expect(api.to('/questionnaire/qrCode')[0]).toMatchObject({ method: 'POST', body: { sessionId: opened.session.sessionId, format: 'png' } });
  });
});
