import { fireEvent, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import type { CertificateVerification } from '../../src/contract/certificate';
import { errorMessages } from '../../src/contract/messages';
import { setLanguage } from '../../src/i18n/i18n';
import { fakeApi, type FakeHandler } from '../../src/testing/fakeApi';
import { certificateFixture } from '../../src/testing/fixtures/certificates';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { formatDate } from '../../src/ui/formatDate';
import { certificateVerifyTag, defineCertificateVerify } from './element';
import { find, mountVerify } from './test/harness';

const valid = certificateFixture('verify.valid');
const revoked = certificateFixture('verify.revoked');
const notFound = certificateFixture('verify.notFound');

/** The server's lookup over the recorded answers: a known serial (any case, spaces around) gives its record; any other, the recorded not-found envelope. */
const lookup =
  (known: CertificateVerification[], unknown = notFound): FakeHandler =>
  ({ url }) => {
    const serial = (url.searchParams.get('serial') ?? '').trim().toUpperCase();
    const found = known.find((certificate) => certificate.serial === serial);
    return found ? { code: ResultCode.success, result: found } : { code: unknown.code, message: unknown.message };
  };

const handlers = { '/certificate/verify': lookup([valid, revoked]) };

/** The visible fields of the answer as label → value. */
const facts = (root: ShadowRoot): Record<string, string> =>
  Object.fromEntries(Array.from(root.querySelectorAll('dl div'), (row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']));

describe('conformance', () => {
  beforeEach(() => {
    fakeApi(handlers);
  });

  runWidgetSuite({
    tag: certificateVerifyTag,
    define: defineCertificateVerify,
    attributes: { serial: valid.serial },
    ready: (root) => root.querySelector('dl') !== null,
    spanishText: /Verificar un certificado/,
  });
});

describe('<tc-certificate-verify>', () => {
  it('checks the serial it is given at once, without a session, and shows what the server answers', async () => {
    const { api, root, screen } = await mountVerify({ serial: valid.serial }, handlers);
    await find(() => screen.getByRole('heading', { level: 3, name: `Certificate ${valid.serial}` }));
    const request = api.to('/certificate/verify')[0];
    expect(request?.method).toBe('GET');
    expect(request?.url.searchParams.get('serial')).toBe(valid.serial);
    expect(request?.headers.authorization).toBeUndefined();
    expect(screen.getAllByText('This certificate is valid.').length).toBeGreaterThan(0);
    expect(facts(root)).toEqual({
      Holder: valid.holderName,
      Company: valid.company,
      Course: valid.courseTitle,
      'Issue date': formatDate(valid.issuedAt, 'en'),
      'Valid until': formatDate(valid.validUntil, 'en'),
      Status: 'Valid',
    });
    expect((screen.getByLabelText(/^Certificate serial number/) as HTMLInputElement).value).toBe(valid.serial);
  });

  it('says a revoked certificate is revoked, with the date', async () => {
    const { root, screen } = await mountVerify({ serial: revoked.serial }, handlers);
    await find(() => screen.getByRole('heading', { level: 3, name: `Certificate ${revoked.serial}` }));
    expect(revoked.revokedAt).not.toBeNull();
    expect(root.querySelector('[part~="outcome"]')?.textContent).toBe('This certificate has been revoked.');
    expect(screen.getByText(`Revoked on ${formatDate(revoked.revokedAt ?? '', 'en')}`)).toBeTruthy();
    expect(facts(root).Status).toBe('Revoked');
  });

  it('checks a typed serial, and again on each submit (the status is live)', async () => {
    const { api, screen, user } = await mountVerify({}, handlers);
    expect(api.requests).toHaveLength(0);
    // user-event cannot type into a shadow root (React never hears it): set the value as React reads it.
    fireEvent.input(screen.getByLabelText(/^Certificate serial number/), { target: { value: ` ${revoked.serial.toLowerCase()} ` } });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await find(() => screen.getByRole('heading', { level: 3, name: `Certificate ${revoked.serial}` }));
    // Enter in the field submits again (a second click within 500 ms is throttled away on purpose).
    fireEvent.submit(screen.getByRole('button', { name: 'Verify' }).closest('form') as HTMLFormElement);
    await waitFor(() => expect(api.to('/certificate/verify')).toHaveLength(2));
    // Typed by hand from paper: the call sends it trimmed, in capitals.
    expect(api.to('/certificate/verify').map((request) => request.url.searchParams.get('serial'))).toEqual([revoked.serial, revoked.serial]);
  });

  it('asks for a serial before checking: the message under the field, focus on it, no request', async () => {
    const { api, root, screen, user } = await mountVerify({}, handlers);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const input = screen.getByLabelText(/^Certificate serial number/);
    expect(await find(() => screen.getByText('Type the serial number.'))).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(root.activeElement).toBe(input);
    expect(api.requests).toHaveLength(0);
  });

  it('says clearly that no certificate has an unknown serial, with no retry', async () => {
    const { root, screen, user } = await mountVerify({}, handlers);
    fireEvent.input(screen.getByLabelText(/^Certificate serial number/), { target: { value: 'TC-NOPE-0000' } });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const text = 'No certificate has the serial number TC-NOPE-0000. Check the number and try again.';
    await find(() => expect(root.querySelector('[part~="not-found"]')?.textContent).toBe(text));
    expect(notFound.code).toBe(ResultCode.notFound);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(root.querySelector('dl')).toBeNull();
    // The live region announces it (the frame's request indicator is another status region).
    expect(root.querySelector('.tc-verify__outcome [role="status"]')?.textContent).toBe(text);
  });

  it('follows the page when it names another serial (the address changed)', async () => {
    const { api, element, screen } = await mountVerify({ serial: valid.serial }, handlers);
    await find(() => screen.getByRole('heading', { level: 3, name: `Certificate ${valid.serial}` }));
    element.setAttribute('serial', revoked.serial);
    await find(() => screen.getByRole('heading', { level: 3, name: `Certificate ${revoked.serial}` }));
    expect(api.to('/certificate/verify').map((request) => request.url.searchParams.get('serial'))).toEqual([valid.serial, revoked.serial]);
  });

  it('reads the serial of the page’s address (?serial=) when it has no attribute', async () => {
    window.history.replaceState(null, '', `/verify?serial=${encodeURIComponent(valid.serial)}`);
    try {
      const { screen } = await mountVerify({}, handlers);
      await find(() => screen.getByRole('heading', { level: 3, name: `Certificate ${valid.serial}` }));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('shows why a check failed and tries again', async () => {
    let calls = 0;
    const { api, screen, user } = await mountVerify(
      { serial: valid.serial },
      { '/certificate/verify': (request) => (++calls === 1 ? { code: ResultCode.internal, message: errorMessages.en.internal } : lookup([valid])(request)) },
    );
    await find(() => screen.getByText(errorMessages.en.internal, { selector: '[part~="error"] p' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await find(() => screen.getByRole('heading', { level: 3, name: `Certificate ${valid.serial}` }));
    expect(api.to('/certificate/verify')).toHaveLength(2);
  });

  it('asks for a credential file before checking one: the message under the field, focus on it, no request', async () => {
    const { api, root, screen, user } = await mountVerify({}, handlers);
    await user.click(screen.getByText('Check a digital credential'));
    await user.click(screen.getByRole('button', { name: 'Check the credential' }));
    const input = screen.getByLabelText('Credential file');
    expect(await find(() => screen.getByText('Choose the credential file.'))).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(root.activeElement).toBe(input);
    expect(api.requests).toHaveLength(0);
  });

  it('speaks Spanish: the form, the fields and the not-found text', async () => {
    await setLanguage('es');
    const { root, screen, user } = await mountVerify({ serial: valid.serial }, { '/certificate/verify': lookup([valid], certificateFixture('verify.notFound.es')) });
    await find(() => screen.getByRole('heading', { level: 3, name: `Certificado ${valid.serial}` }));
    expect(Object.keys(facts(root))).toEqual(['Titular', 'Empresa', 'Curso', 'Fecha de emisión', 'Válido hasta', 'Estado']);
    fireEvent.input(screen.getByLabelText(/^Número de serie del certificado/), { target: { value: 'TC-NOPE-0000' } });
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await find(() => expect(root.querySelector('[part~="not-found"]')?.textContent).toMatch(/^Ningún certificado tiene el número de serie TC-NOPE-0000/));
  });
});
