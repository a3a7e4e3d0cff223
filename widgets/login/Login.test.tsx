import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { clickThrottleMs } from '../../src/contract/limits';
import { session } from '../../src/session/session';
import { deferred, fakeApi, type FakeEnvelope } from '../../src/testing/fakeApi';
import { mountWidget, runWidgetSuite } from '../../src/testing/widgetSuite';
import { defineLogin, loginTag } from './element';
import { resendCooldownSeconds } from './Login';
import { authFixture } from '../../src/testing/fixtures/auth';

const demoUser = authFixture('userInfo.installer');

const loginOk = (): FakeEnvelope => ({ code: 200, message: 'OK', result: { token: 'token-1', pdfToken: 'pdf-1', user: demoUser } });

const ready = (root: ShadowRoot) => root.querySelector('h2') !== null;

async function mount(attributes: Record<string, string> = {}) {
  const { element, root } = await mountWidget({ tag: loginTag, define: defineLogin, attributes, ready });
  return { element, root, screen: within(root as unknown as HTMLElement), user: userEvent.setup() };
}

/** A second submit within the 500 ms click throttle is dropped on purpose; tests wait it out. */
const afterThrottle = () => new Promise((resolve) => setTimeout(resolve, clickThrottleMs + 20));

/** Types over an input's whole value (user.clear cannot focus inside a shadow root). */
const replaceText = (user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) =>
  user.type(input, text, { initialSelectionStart: 0, initialSelectionEnd: (input as HTMLInputElement).value.length });

async function logIn(screen: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>, account = 'ana.installer', password = 'secret1') {
  await user.type(screen.getByLabelText(/User name/), account);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

runWidgetSuite({
  tag: loginTag,
  define: defineLogin,
  ready,
  spanishText: /Iniciar sesión/,
  interact: async (root) => {
    fakeApi({ '/loginSub': loginOk });
    await logIn(within(root as unknown as HTMLElement), userEvent.setup());
  },
  expectedEvents: ['tc-login'],
});

describe('<tc-login> log in', () => {
  it('shows the validation messages under the fields, word for word, and focuses the first', async () => {
    const api = fakeApi({ '/loginSub': loginOk });
    const { root, screen, user } = await mount();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const account = screen.getByLabelText(/User name/);
    await waitFor(() => expect(account.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('User Name is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(root.activeElement).toBe(account);
    expect(api.requests).toHaveLength(0);
  });

  it('stores the session, fires tc-login and moves to the redirect attribute', async () => {
    const api = fakeApi({ '/loginSub': loginOk });
    const { element, screen, user } = await mount({ redirect: '/course/detail?id=7' });
    const events: CustomEvent[] = [];
    element.addEventListener('tc-login', (event) => events.push(event));
    await user.type(screen.getByLabelText(/User name/), ' ana.installer ');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(window.location.pathname).toBe('/course/detail'));
    expect(window.location.search).toBe('?id=7');
    const [request] = api.to('/loginSub');
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual({ account: 'ana.installer', password: 'secret1', rememberMe: true });
    expect(request?.headers.lang).toBe('en');
    expect(Cookies.get('token')).toBe('token-1');
    expect(Cookies.get('pdf-token')).toBe('pdf-1');
    expect(session.user()).toEqual(demoUser);
    expect(session.loginName()).toBe('ana.installer');
    expect(session.versionCode()).toBe('US');
    expect(events.map((event) => event.detail)).toEqual([{ account: 'ana.installer', redirect: '/course/detail?id=7' }]);
    expect(events[0]?.bubbles && events[0]?.composed).toBe(true);
  });

  it('takes the redirect from the page query when there is no attribute', async () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fcertificate');
    fakeApi({ '/loginSub': loginOk });
    const { screen, user } = await mount();
    await logIn(screen, user);
    await waitFor(() => expect(window.location.pathname).toBe('/certificate'));
  });

  it('rejects an open redirect and goes home instead', async () => {
    window.history.replaceState(null, '', '/login?redirect=%2F%2Fevil.example%2Fphish');
    fakeApi({ '/loginSub': loginOk });
    const { element, screen, user } = await mount();
    const redirects: (string | null)[] = [];
    element.addEventListener('tc-login', (event) => redirects.push(event.detail.redirect));
    await logIn(screen, user);
    await waitFor(() => expect(redirects).toEqual([null]));
    expect(window.location.pathname).toBe('/');
  });

  it('shows a wrong password inline, keeps what was typed, and can be retried', async () => {
    let attempts = 0;
    const api = fakeApi({
      '/loginSub': () => {
        attempts += 1;
        return attempts === 1 ? { code: ResultCode.wrongCredentials, message: 'The account or password is incorrect.' } : loginOk();
      },
    });
    const { screen, user } = await mount();
    await logIn(screen, user, 'ana.installer', 'wrong1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The account or password is incorrect.');
    expect((screen.getByLabelText(/User name/) as HTMLInputElement).value).toBe('ana.installer');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('wrong1');
    expect(Cookies.get('token')).toBeUndefined();

    await afterThrottle();
    await replaceText(user, screen.getByLabelText(/^Password/), 'secret1{Enter}');
    await waitFor(() => expect(Cookies.get('token')).toBe('token-1'));
    expect(api.to('/loginSub').map((request) => (request.body as { password: string }).password)).toEqual(['wrong1', 'secret1']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the throttle message inline', async () => {
    fakeApi({ '/loginSub': () => ({ code: ResultCode.rateLimited, message: 'Too many attempts. Please wait 15 minutes and try again.' }) });
    const { screen, user } = await mount();
    await logIn(screen, user);
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please wait 15 minutes and try again.');
  });

  it('shows the per-field texts of an invalid-input answer under the fields', async () => {
    fakeApi({ '/loginSub': () => ({ code: ResultCode.invalidInput, message: 'Some of the information you entered is not valid.', result: { fields: { account: 'Account is too long' } } }) });
    const { root, screen, user } = await mount();
    await logIn(screen, user);
    await screen.findByText('Account is too long');
    const account = screen.getByLabelText(/User name/);
    expect(account.getAttribute('aria-invalid')).toBe('true');
    // The field carries the text; the alert does not repeat it.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(root.activeElement).toBe(account);
  });

  it('disables the button while the request is under way', async () => {
    const answer = deferred<FakeEnvelope>();
    fakeApi({ '/loginSub': () => answer.promise });
    const { screen, user } = await mount();
    await logIn(screen, user);
    const button = screen.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer.resolve(loginOk());
    await waitFor(() => expect(Cookies.get('token')).toBe('token-1'));
  });

  it('links to the partner application and the help page through the page router', async () => {
    const { screen, user } = await mount({ 'apply-url': '/portal/apply', 'help-url': '/account/help' });
    expect(screen.getByRole('link', { name: 'Get an account' }).getAttribute('href')).toBe('/portal/apply');
    const help = screen.getByRole('link', { name: 'Trouble logging in?' });
    expect(help.getAttribute('href')).toBe('/account/help');
    await user.click(help);
    expect(window.location.pathname).toBe('/account/help');
  });

  it('labels every control and uses the autocomplete hints password managers need', async () => {
    const { screen } = await mount();
    expect(screen.getByLabelText(/User name/).getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText(/^Password/).getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText(/^Password/).getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Get an account' }).getAttribute('href')).toBe('/apply');
  });
});

describe('<tc-login> forgot password', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const forgotApi = () =>
    fakeApi({
      '/sendEmail': () => ({ code: 200, message: 'Verification Code Successfully Sent', result: null }),
      '/forgetPwd': () => ({ code: 200, message: 'OK', result: null }),
      '/loginSub': loginOk,
    });

  const navigations = (element: HTMLElement) => {
    const moves: { to: string; view?: string }[] = [];
    element.addEventListener('tc-navigate', (event) => moves.push(event.detail));
    return moves;
  };

  it('opens from the link with focus on its heading, and goes back the same way', async () => {
    const { root, screen, user } = await mount();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const heading = await screen.findByRole('heading', { name: 'Reset your password' });
    await waitFor(() => expect(root.activeElement).toBe(heading));
    await user.click(screen.getByRole('button', { name: 'Back to log in' }));
    const loginHeading = await screen.findByRole('heading', { name: 'Log in' });
    await waitFor(() => expect(root.activeElement).toBe(loginHeading));
  });

  it('starts on the forgot view from the view attribute or the page query, without taking focus', async () => {
    const first = await mount({ view: 'forgot' });
    expect(first.screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(first.root.activeElement).toBeNull();
    window.history.replaceState(null, '', '/login?view=forgot');
    const second = await mount();
    expect(second.screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(second.screen.getByLabelText(/E-mail/)).toBeTruthy();
  });

  it('checks the e-mail before sending the code', async () => {
    const api = forgotApi();
    const { screen, user } = await mount({ view: 'forgot' });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('Email is required');
    await afterThrottle();
    await user.type(screen.getByLabelText(/E-mail/), 'not-an-email{Enter}');
    await screen.findByText('Email format error');
    expect(api.requests).toHaveLength(0);
  });

  it('sends the code and moves to the reset step, reporting its address with the redirect kept', async () => {
    window.history.replaceState(null, '', '/login/index?redirect=%2Fuser&view=forgot');
    const api = forgotApi();
    const { element, root, screen, user } = await mount();
    const moves = navigations(element);
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com{Enter}');

    const status = await screen.findByText('Verification Code Successfully Sent');
    expect(status.getAttribute('role')).toBe('status');
    expect(api.to('/sendEmail')[0]?.body).toEqual({ email: 'ana@example.com' });
    expect(screen.getByText(/We sent a verification code to ana@example\.com\./)).toBeTruthy();
    expect(screen.queryByLabelText(/E-mail/)).toBeNull();
    await waitFor(() => expect(root.activeElement).toBe(screen.getByRole('heading', { name: 'Reset your password' })));
    expect(moves).toEqual([{ to: '/login/index?redirect=%2Fuser&view=reset&email=ana%40example.com', view: 'reset' }]);
  });

  it('opens the reset step from the address after a reload: e-mail, and the user name when known', async () => {
    window.history.replaceState(null, '', '/login/index?view=reset&email=ana%40example.com&account=ana.installer');
    const api = forgotApi();
    const { root, screen, user } = await mount();
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(root.activeElement).toBeNull();
    expect((screen.getByLabelText(/User name/) as HTMLInputElement).value).toBe('ana.installer');
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    await user.type(screen.getByLabelText(/^New password/), 'newpass1');
    await user.type(screen.getByLabelText(/Confirm new password/), 'newpass1{Enter}');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(api.to('/forgetPwd')[0]?.body).toEqual({ account: 'ana.installer', email: 'ana@example.com', code: '123456', password: 'newpass1', confirmPassword: 'newpass1' });
  });

  it('shows the e-mail step for a reset address without a valid e-mail', async () => {
    const { screen } = await mount({ view: 'reset', email: 'not-an-email' });
    expect(screen.getByLabelText(/E-mail/)).toBeTruthy();
    expect(screen.queryByLabelText(/Verification code/)).toBeNull();
  });

  it('follows the page when its view attribute changes (Back), focus on the new heading', async () => {
    const { element, root, screen } = await mount({ view: 'reset', email: 'ana@example.com' });
    element.setAttribute('view', 'forgot');
    const email = (await screen.findByLabelText(/E-mail/)) as HTMLInputElement;
    expect(email.value).toBe('ana@example.com');
    await waitFor(() => expect(root.activeElement).toBe(screen.getByRole('heading', { name: 'Reset your password' })));
    element.setAttribute('view', 'login');
    await screen.findByRole('heading', { name: 'Log in' });
    element.setAttribute('view', 'reset');
    await screen.findByLabelText(/Verification code/);
  });

  it('counts down before a resend, on the reset step, and sends to the same address again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const api = forgotApi();
    const { root, screen } = await mount({ view: 'forgot' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const resend = await screen.findByRole('button', { name: `Resend code in ${resendCooldownSeconds} s` });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    await screen.findByRole('button', { name: `Resend code in ${resendCooldownSeconds - 30} s` });
    await vi.advanceTimersByTimeAsync(30_000);
    const again = await screen.findByRole('button', { name: 'Send the code again' });
    expect((again as HTMLButtonElement).disabled).toBe(false);
    await user.click(again);
    await waitFor(() => expect(api.to('/sendEmail')).toHaveLength(2));
    expect(api.to('/sendEmail')[1]?.body).toEqual({ email: 'ana@example.com' });
    // Focus moves on instead of staying on the now disabled button.
    await waitFor(() => expect(root.activeElement).toBe(screen.getByLabelText(/User name/)));
  });

  it('keeps the resend countdown when the user goes back to the e-mail step', async () => {
    forgotApi();
    const { screen, user } = await mount({ view: 'forgot' });
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com{Enter}');
    await screen.findByRole('button', { name: /^Resend code in \d+ s$/ });
    await user.click(screen.getByRole('button', { name: 'Use another e-mail address' }));
    const send = await screen.findByRole('button', { name: /^Resend code in \d+ s$/ });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('ana@example.com');
  });

  it('shows the rules of the reset form, word for word', async () => {
    const api = forgotApi();
    const { screen, user } = await mount({ view: 'reset', email: 'ana@example.com' });
    await user.type(screen.getByLabelText(/Verification code/), '12ab');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/Confirm new password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await screen.findByText('User Name is required');
    expect(screen.getByText('The verification code must be numeric')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6-40 characters and include at least one number and one letter!')).toBeTruthy();

    await replaceText(user, screen.getByLabelText(/^New password/), 'newpass1');
    await afterThrottle();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await screen.findByText('Passwords do not match');
    expect(api.to('/forgetPwd')).toHaveLength(0);
    expect(screen.getByLabelText(/Verification code/).getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText(/^New password/).getAttribute('autocomplete')).toBe('new-password');
  });

  it('resets the password and returns to log in with the account filled in', async () => {
    const api = forgotApi();
    const { element, root, screen, user } = await mount();
    const moves = navigations(element);
    await user.type(screen.getByLabelText(/User name/), 'ana.installer');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(await screen.findByLabelText(/E-mail/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('Verification Code Successfully Sent');
    // The user name typed on the log-in step is prefilled.
    expect((screen.getByLabelText(/User name/) as HTMLInputElement).value).toBe('ana.installer');
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    await user.type(screen.getByLabelText(/^New password/), 'newpass1');
    await user.type(screen.getByLabelText(/Confirm new password/), 'newpass1{Enter}');

    const heading = await screen.findByRole('heading', { name: 'Log in' });
    await waitFor(() => expect(root.activeElement).toBe(heading));
    expect(screen.getByText('Your password has been reset. Log in with your new password.').getAttribute('role')).toBe('status');
    expect((screen.getByLabelText(/User name/) as HTMLInputElement).value).toBe('ana.installer');
    expect(api.to('/forgetPwd')[0]?.body).toEqual({
      account: 'ana.installer',
      email: 'ana@example.com',
      code: '123456',
      password: 'newpass1',
      confirmPassword: 'newpass1',
    });
    expect(moves.map((move) => move.to)).toEqual(['/?view=forgot', '/?view=reset&email=ana%40example.com&account=ana.installer', '/']);
  });

  it('keeps the form and shows the server message when the code is wrong', async () => {
    fakeApi({ '/forgetPwd': () => ({ code: ResultCode.invalidVerificationCode, message: 'The verification code is incorrect or has expired. Please request a new one.' }) });
    const { screen, user } = await mount({ view: 'reset', email: 'ana@example.com' });
    await user.type(screen.getByLabelText(/User name/), 'ana.installer');
    await user.type(screen.getByLabelText(/Verification code/), '999999');
    await user.type(screen.getByLabelText(/^New password/), 'newpass1');
    await user.type(screen.getByLabelText(/Confirm new password/), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The verification code is incorrect or has expired. Please request a new one.');
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect((screen.getByLabelText(/Verification code/) as HTMLInputElement).value).toBe('999999');
  });
});
