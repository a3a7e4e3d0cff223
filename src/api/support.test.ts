import { describe, expect, it } from 'vitest';
import { ResultCode } from '../contract/codes';
import { setLanguage } from '../i18n/i18n';
import { session } from '../session/session';
import { fakeApi } from '../testing/fakeApi';
import { supportFixture } from '../testing/fixtures/support';
import { ApiError, invalidFields } from './apiError';
import { getSupportInfo, listFaq, submitTicket } from './support';

const ok = (result: unknown) => () => ({ code: ResultCode.success, message: 'OK', result });

// Recorded from the real API (src/testing/fixtures/support/README.md).
const faq = supportFixture('faq.es');
const info = supportFixture('info.open');
const submitted = supportFixture('ticket.submitted');
const refused = supportFixture('ticket.invalid.es');
const form = { name: 'Ana', email: 'ana@example.test', company: 'Sol', subject: 'Help', message: 'Text' };

describe('support endpoints', () => {
  it('asks the FAQ in the UI language, with the search and the category in the query', async () => {
    await setLanguage('es');
    const api = fakeApi({ '/faq/list': ok(faq) });
    await expect(listFaq({ q: 'contraseña', category: 'account' })).resolves.toEqual(faq);
    const [request] = api.to('/faq/list');
    expect(request?.method).toBe('GET');
    expect(request?.headers.lang).toBe('es');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ q: 'contraseña', category: 'account' });
  });

  it('reads the support desk as the server decided it', async () => {
    fakeApi({ '/support/info': ok(info) });
    await expect(getSupportInfo()).resolves.toEqual(info);
  });

  it('posts a ticket without a session and resolves the ticket number', async () => {
    session.clear();
    const api = fakeApi({ '/SubmitTicket': ok(submitted) });
    await expect(submitTicket(form)).resolves.toEqual(submitted);
    const [request] = api.to('/SubmitTicket');
    expect(request).toMatchObject({ method: 'POST', body: form });
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('rejects a refused ticket with the server’s message per field', async () => {
    fakeApi({ '/SubmitTicket': () => refused });
    const failure = await submitTicket(form).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(invalidFields(failure)).toEqual(refused.result?.fields);
  });
});
