import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferencesCall } from '../../src/api/home';
import type { UserInfo } from '../../src/contract/auth';
import { ResultCode } from '../../src/contract/codes';
import { errorMessages } from '../../src/contract/messages';
import { clickThrottleMs } from '../../src/contract/limits';
import { setLanguage } from '../../src/i18n/i18n';
import { session } from '../../src/session/session';
import { deferred, fakeApi, type FakeEnvelope, type FakeHandler, type FakeRequest } from '../../src/testing/fakeApi';
import { mountWatchingLoading } from '../../src/testing/loadingWatch';
import { mountWidget, runWidgetSuite } from '../../src/testing/widgetSuite';
import { toastStore } from '../../src/ui/toastStore';
import { defineProfile, profileTag } from './element';
import { homeFixture } from '../../src/testing/fixtures/home';
import { authFixture } from '../../src/testing/fixtures/auth';

const demoUser = authFixture('userInfo.installer');

const handlers = (overrides: Record<string, FakeHandler> = {}) => ({
  '/getUserInfo': () => ({ code: 200, result: demoUser }),
  // The server names the versions in the language of the request.
  '/country/list': ({ headers }: FakeRequest) => ({ code: 200, result: authFixture(headers.get('lang') === 'es' ? 'countries.es' : 'countries') }),
  '/updatePwd': () => ({ code: 200, message: 'Your password has been changed.', result: null }),
  '/switchCountry': ({ url }: { url: URL }) => ({ code: 200, result: { ...demoUser, version_code: url.searchParams.get('versionCode') } }),
  // The recorded answers: a new account's, after turning e-mail off, after choosing Spanish.
  '/user/preferences': ({ method, body }: FakeRequest) =>
    ({ code: 200, result: homeFixture(method !== 'POST' ? 'preferences.default' : (body as { language?: string }).language === 'es' ? 'preferences.spanish' : 'preferences.off') }),
  '/user/endOtherSessions': () => ({ code: 200, message: errorMessages.en.otherSessionsEnded, result: homeFixture('sessions.endedTwo') }),
  ...overrides,
});

const loaded = (root: ShadowRoot) => root.querySelector('dl') !== null;

async function mount(ready: (root: ShadowRoot) => boolean = loaded) {
  const { element, root } = await mountWidget({ tag: profileTag, define: defineProfile, ready });
  return { element, root, screen: within(root as unknown as HTMLElement), user: userEvent.setup() };
}

/** A second submit within the 500 ms click throttle is dropped on purpose; tests wait it out. */
const afterThrottle = () => new Promise((resolve) => setTimeout(resolve, clickThrottleMs + 20));

async function fillPasswords(screen: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>, oldPassword: string, newPassword: string, confirm: string) {
  await user.type(screen.getByLabelText(/Original password/), oldPassword);
  await user.type(screen.getByLabelText(/^New password/), newPassword);
  await user.type(screen.getByLabelText(/Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => {
  session.signIn({ token: 'token-1', pdfToken: 'pdf-1', user: demoUser, loginName: 'ana.installer' });
});

runWidgetSuite({
  tag: profileTag,
  define: () => {
    fakeApi(handlers());
    defineProfile();
  },
  ready: loaded,
  spanishText: /Mi perfil/,
  interact: async (root) => {
    await fillPasswords(within(root as unknown as HTMLElement), userEvent.setup(), 'oldpass1', 'newpass1', 'newpass1');
  },
  expectedEvents: ['tc-password-changed'],
});

describe('<tc-profile> loading', () => {
  it('shows a loading state, then the account details', async () => {
    const answer = deferred<FakeEnvelope>();
    const api = fakeApi(handlers({ '/getUserInfo': () => answer.promise }));
    const { root, screen } = await mount((shadow) => shadow.querySelector('[part="loading"]') !== null);
    expect(screen.getByText('Loading your profile…').getAttribute('role')).toBe('status');
    answer.resolve({ code: 200, result: demoUser });
    await waitFor(() => expect(loaded(root)).toBe(true));

    const pairs = Array.from(root.querySelectorAll('dl > div'), (pair) => [pair.querySelector('dt')?.textContent, pair.querySelector('dd')?.textContent]);
    expect(pairs).toEqual([
      ['User name', 'ana.installer'],
      ['Name', 'Ana Installer'],
      ['E-mail', 'ana@example.com'],
      ['Company', 'Sunny Roofs LLC'],
      ['Company number', 'SR-1001'],
      ['Role', 'Installer'],
    ]);
    expect(api.to('/getUserInfo')[0]?.headers).toMatchObject({ authorization: 'Bearer token-1', country: 'US', lang: 'en' });
  });

  it('shows an error with a retry button, and loads on retry', async () => {
    let calls = 0;
    const api = fakeApi(
      handlers({
        '/getUserInfo': () => {
          calls += 1;
          return calls === 1 ? { code: ResultCode.internal, message: 'Something went wrong on our side. Please try again.' } : { code: 200, result: demoUser };
        },
      }),
    );
    const { root, screen, user } = await mount((shadow) => shadow.querySelector('[role="alert"]') !== null);
    expect(screen.getByRole('alert').textContent).toBe('Your profile could not be loaded.Something went wrong on our side. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(loaded(root)).toBe(true));
    expect(api.to('/getUserInfo')).toHaveLength(2);
    expect(root.activeElement).toBe(screen.getByRole('heading', { name: 'My profile' }));
  });

  it('translates the audience label', async () => {
    fakeApi(handlers({ '/getUserInfo': () => ({ code: 200, result: { ...demoUser, audience: 'designer' } }) }));
    await setLanguage('es');
    const { screen } = await mount();
    expect(screen.getByText('Diseñador')).toBeTruthy();
    expect(screen.getByText('Función')).toBeTruthy();
  });
});

describe('<tc-profile> password change', () => {
  it('shows the rules word for word and sends nothing', async () => {
    const api = fakeApi(handlers());
    const { screen, user } = await mount();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Original password is required');
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm the password')).toBeTruthy();
    await afterThrottle();
    await fillPasswords(screen, user, 'oldpass1', 'newpass1', 'newpass2');
    await screen.findByText('The entered passwords do not match.');
    expect(screen.queryByText('Original password is required')).toBeNull();
    expect(api.to('/updatePwd')).toHaveLength(0);
  });

  it('changes the password, shows the server message, clears the fields and fires tc-password-changed', async () => {
    const api = fakeApi(handlers());
    const { element, screen, user } = await mount();
    const events: Event[] = [];
    element.addEventListener('tc-password-changed', (event) => events.push(event));
    await fillPasswords(screen, user, 'oldpass1', 'newpass1', 'newpass1');

    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Your password has been changed.'));
    expect(api.to('/updatePwd')[0]?.body).toEqual({ oldPassword: 'oldpass1', newPassword: 'newpass1', confirmPassword: 'newpass1' });
    expect(api.to('/updatePwd')[0]?.headers.authorization).toBe('Bearer token-1');
    for (const label of [/Original password/, /^New password/, /Confirm new password/]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
    expect(events).toHaveLength(1);
  });

  it('keeps the inputs and shows the server message under the original password', async () => {
    fakeApi(
      handlers({
        '/updatePwd': () => ({ code: ResultCode.invalidInput, message: 'The original password is incorrect.', result: { fields: { oldPassword: 'The original password is incorrect.' } } }),
      }),
    );
    const { root, screen, user } = await mount();
    await fillPasswords(screen, user, 'wrong1pass', 'newpass1', 'newpass1');
    await screen.findByText('The original password is incorrect.');
    const original = screen.getByLabelText(/Original password/) as HTMLInputElement;
    expect(original.getAttribute('aria-invalid')).toBe('true');
    expect(root.activeElement).toBe(original);
    expect(original.value).toBe('wrong1pass');
    expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('newpass1');
  });

  it('shows a failure that belongs to no field in an inline alert', async () => {
    fakeApi(handlers({ '/updatePwd': () => ({ code: ResultCode.rateLimited, message: 'Too many attempts. Please wait 15 minutes and try again.' }) }));
    const { screen, user } = await mount();
    await fillPasswords(screen, user, 'oldpass1', 'newpass1', 'newpass1');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect((screen.getByLabelText(/Confirm new password/) as HTMLInputElement).value).toBe('newpass1');
  });
});

describe('<tc-profile> country/version', () => {
  const select = (screen: ReturnType<typeof within>) => screen.getByLabelText('Show content for') as HTMLSelectElement;

  it('offers the country list with the stored version selected', async () => {
    fakeApi(handlers());
    const { screen } = await mount();
    await waitFor(() => expect(Array.from(select(screen).options, (option) => option.textContent)).toEqual(['Mexico', 'United States']));
    expect(select(screen).value).toBe('US');
  });

  it("asks for the names again when the reader's language changes, keeping the choice", async () => {
    const api = fakeApi(handlers());
    const { screen } = await mount();
    await waitFor(() => expect(Array.from(select(screen).options, (option) => option.textContent)).toEqual(['Mexico', 'United States']));
    await setLanguage('es');
    const spanishSelect = () => screen.getByLabelText('Mostrar contenido de') as HTMLSelectElement;
    await waitFor(() => expect(Array.from(spanishSelect().options, (option) => option.textContent)).toEqual(['México', 'Estados Unidos']));
    expect(spanishSelect().value).toBe('US');
    expect(api.to('/country/list').map((request) => request.headers.lang)).toEqual(['en', 'es']);
  });

  it('names the countries in Spanish for a Spanish reader, and says so after a switch', async () => {
    await setLanguage('es');
    fakeApi(handlers());
    const { screen, user } = await mount();
    const spanishSelect = () => screen.getByLabelText('Mostrar contenido de') as HTMLSelectElement;
    await waitFor(() => expect(Array.from(spanishSelect().options, (option) => option.textContent)).toEqual(['México', 'Estados Unidos']));
    await user.selectOptions(spanishSelect(), 'MX');
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('País/versión cambiado a México.'));
  });

  it('switches, stores the version code and user, and fires tc-country-changed', async () => {
    const api = fakeApi(handlers());
    const { element, screen, user } = await mount();
    const changes: string[] = [];
    element.addEventListener('tc-country-changed', (event) => changes.push(event.detail.versionCode));
    await waitFor(() => expect(select(screen).options).toHaveLength(2));
    await user.selectOptions(select(screen), 'MX');

    await waitFor(() => expect(changes).toEqual(['MX']));
    expect(api.to('/switchCountry')[0]?.url.searchParams.get('versionCode')).toBe('MX');
    expect(session.versionCode()).toBe('MX');
    expect(session.user()?.version_code).toBe('MX');
    expect(select(screen).value).toBe('MX');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Country/version changed to Mexico.');
    // The switch itself went out under the old country; the next request carries the new one.
    expect(api.to('/switchCountry')[0]?.headers.country).toBe('US');
    await fillPasswords(screen, user, 'oldpass1', 'newpass1', 'newpass1');
    await waitFor(() => expect(api.to('/updatePwd')[0]?.headers.country).toBe('MX'));
  });

  it('puts the previous value back when the switch fails', async () => {
    fakeApi(handlers({ '/switchCountry': () => ({ code: ResultCode.invalidInput, message: 'This country/version is not available.' }) }));
    const { screen, user } = await mount();
    await waitFor(() => expect(select(screen).options).toHaveLength(2));
    await user.selectOptions(select(screen), 'MX');
    expect((await screen.findByRole('alert')).textContent).toBe('This country/version is not available.');
    expect(select(screen).value).toBe('US');
    expect(session.versionCode()).toBe('US');
    expect(toastStore.list().map((toast) => toast.message)).toEqual(['This country/version is not available.']);
  });

  it('keeps the current version selectable when the list cannot be loaded, and asks again on "Try again"', async () => {
    let listFails = true;
    const api = fakeApi(
      handlers({
        '/country/list': ({ headers }: FakeRequest) =>
          listFails ? { code: ResultCode.internal, message: 'Something went wrong on our side. Please try again.' } : { code: 200, result: authFixture(headers.get('lang') === 'es' ? 'countries.es' : 'countries') },
      }),
    );
    const { screen, user, root } = await mount();
    await screen.findByText('The list of countries/versions could not be loaded.');
    expect(Array.from(select(screen).options, (option) => option.value)).toEqual(['US']);

    listFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(Array.from(select(screen).options, (option) => option.textContent)).toContain('Mexico'));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText('The list of countries/versions could not be loaded.')).toBeNull();
    // The button went away; the focus waits on the select the list filled.
    expect(root.activeElement).toBe(select(screen));
    expect(api.to('/country/list')).toHaveLength(2);
    expect(api.to('/getUserInfo')).toHaveLength(1);
  });
});

describe('<tc-profile> and the page session', () => {
  it('loads the profile of a user who logs in through another widget of the page', async () => {
    const other: UserInfo = { ...demoUser, id: 'u2', account: 'bo.builder', name: 'Bo Builder', company: 'Bright Roofs Solar LLC' };
    let current = demoUser;
    const api = fakeApi(handlers({ '/getUserInfo': () => ({ code: 200, result: current }) }));
    const { screen } = await mount();
    expect(screen.getByText('Sunny Roofs LLC')).toBeTruthy();
    session.saveUser(demoUser);
    expect(api.to('/getUserInfo')).toHaveLength(1);

    current = other;
    session.signIn({ token: 'token-2', pdfToken: 'pdf-2', user: other, loginName: 'bo.builder' });
    await waitFor(() => expect(screen.getByText('Bright Roofs Solar LLC')).toBeTruthy());
    expect(api.to('/getUserInfo')).toHaveLength(2);
  });
});

describe('<tc-profile> notification e-mails', () => {
  it('shows the stored preference in a labelled checkbox and saves a change', async () => {
    const api = fakeApi(handlers());
    const { screen, user } = await mount();
    const box = (await waitFor(() => screen.getByRole('checkbox', { name: 'Also send my notifications by e-mail' }))) as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(true);
    await user.click(box);
    await waitFor(() => expect(screen.getByText('Your notifications will no longer be sent by e-mail.')).toBeTruthy());
    expect(box.checked).toBe(false);
    expect(api.to('/user/preferences').find((request) => request.method === 'POST')?.body).toEqual({ notifyByEmail: false });
  });

  it('shows a preference its page asked for early, once it has arrived, in the checkbox from its first render (never disabled while loading)', async () => {
    const api = fakeApi(handlers());
    preferencesCall.start({});
    await waitFor(() => expect(api.to('/user/preferences')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { screen, loadingShown } = await mountWatchingLoading({ tag: profileTag, define: defineProfile, ready: (root) => root.querySelector('input[type="checkbox"]') !== null, loading: 'input[type="checkbox"][disabled]' });
    const box = screen.getByRole('checkbox', { name: 'Also send my notifications by e-mail' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(loadingShown()).toBe(false);
    expect(api.to('/user/preferences')).toHaveLength(1);
  });
});

describe('<tc-profile> language of e-mails and certificates', () => {
  it("shows the account's language (each option in its own name), saves another alone and says what it changes, naming the language in the reader's words", async () => {
    const api = fakeApi(handlers());
    const { screen, user } = await mount();
    const select = (await waitFor(() => screen.getByRole('combobox', { name: 'E-mails and certificates in' }))) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe(homeFixture('preferences.default').language);
    expect(screen.getByRole('option', { name: 'Español' }).getAttribute('lang')).toBe('es');
    await user.selectOptions(select, 'es');
    await waitFor(() => expect(screen.getByText('Your e-mails and certificates will be in Spanish.')).toBeTruthy());
    expect(select.value).toBe('es');
    expect(api.to('/user/preferences').find((request) => request.method === 'POST')?.body).toEqual({ language: 'es' });
    // The notification box keeps what the server answered.
    expect((screen.getByRole('checkbox', { name: 'Also send my notifications by e-mail' }) as HTMLInputElement).checked).toBe(homeFixture('preferences.spanish').notifyByEmail);
    // A Spanish page names it in Spanish words, in lower case inside the sentence.
    await setLanguage('es');
    await waitFor(() => expect(screen.getByText('Sus correos y certificados estarán en español.')).toBeTruthy());
    await setLanguage('en');
  });
});

describe('<tc-profile> other devices', () => {
  it('signs out every other device once and says how many, in English and Spanish', async () => {
    const api = fakeApi(handlers());
    const { screen, user } = await mount();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(screen.getByText('Signed out on 2 other devices and browsers.')).toBeTruthy());
    expect(api.to('/user/endOtherSessions').map((request) => request.method)).toEqual(['POST']);
    await setLanguage('es');
    await waitFor(() => expect(screen.getByText('Se cerró la sesión en 2 dispositivos y navegadores más.')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Cerrar la sesión en los demás dispositivos' })).toBeTruthy();
    await setLanguage('en');
  });

  it('says so when no other device was signed in, and keeps quiet after a refusal (the toast tells)', async () => {
    fakeApi(handlers({ '/user/endOtherSessions': () => ({ code: 200, message: errorMessages.en.otherSessionsEnded, result: { ...homeFixture('sessions.endedTwo'), sessionsEnded: 0 } }) }));
    const { screen, user } = await mount();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(screen.getByText('No other device or browser was signed in.')).toBeTruthy());
    fakeApi(handlers({ '/user/endOtherSessions': () => ({ code: ResultCode.internal, message: errorMessages.en.internal }) }));
    await afterThrottle();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(screen.queryByText('No other device or browser was signed in.')).toBeNull());
    expect(toastStore.list().map((toast) => toast.message)).toContain(errorMessages.en.internal);
  });
});
