import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../src/contract/codes';
import { setLanguage } from '../src/i18n/i18n';
import { session } from '../src/session/session';
import { deferred, fakeApi, type FakeEnvelope } from '../src/testing/fakeApi';
import { demoUser, renderHost, signInWithToken } from './testing/renderHost';
import { quietUnservedCalls } from './testing/unservedCalls';

const userInfoOk = () => ({ code: ResultCode.success, result: demoUser });
const expired = () => ({ code: ResultCode.sessionExpired, message: 'Your session has expired. Please log in again.' });

// React Router reports route-table mistakes (a leaf without an element, …) with console.warn: any warning fails the test.
let warnings: string[] = [];
beforeEach(() => {
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(warnings).toEqual([]);
});

quietUnservedCalls();

describe('routes and guards in the router', () => {
  it('sends an anonymous visitor of /course/index to the login page with the redirect, and renders the login widget with it', async () => {
    const api = fakeApi({});
    const { fullPath, container } = renderHost('/course/index');
    // The router settles once the lazy course page (and the player it defines) has loaded: the first import takes a while here.
    await waitFor(() => expect(fullPath()).toBe('/login/index?redirect=%2Fcourse%2Findex'), { timeout: 10_000 });
    const login = await waitFor(() => {
      const element = container.querySelector('tc-login');
      expect(element).not.toBeNull();
      return element as Element;
    });
    expect(login.getAttribute('redirect') ?? (login as unknown as { redirect?: string }).redirect).toBe('/course/index');
    expect(api.requests).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Log in · Training Center'));
  });

  it('lets a visitor who cannot log in reach the ticket form from the login page, without a token', async () => {
    const api = fakeApi({});
    const { fullPath, container } = renderHost('/login');
    const contact = await screen.findByRole('link', { name: 'Contact us' });
    expect(contact.getAttribute('href')).toBe('/account/contact');
    await userEvent.setup().click(contact);
    await waitFor(() => expect(fullPath()).toBe('/account/contact'), { timeout: 10_000 });
    await waitFor(() => expect(container.querySelector('tc-contact-form')).not.toBeNull());
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
    expect(api.to('/getUserInfo')).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Contact us · Training Center'));
  });

  it('points the account help page’s "Contact support" at the anonymous ticket form', async () => {
    fakeApi({});
    const { container } = renderHost('/account/help');
    const help = await waitFor(() => {
      const element = container.querySelector('tc-account-help');
      expect(element).not.toBeNull();
      return element as Element;
    });
    expect(help.getAttribute('contact-url')).toBe('/account/contact');
  });

  it('keeps /contact-us behind a token (the main layout), as the spec says', async () => {
    fakeApi({});
    const { fullPath } = renderHost('/contact-us');
    await waitFor(() => expect(fullPath()).toBe('/login/index?redirect=%2Fcontact-us'), { timeout: 10_000 });
  });

  it('redirects / to /home and welcomes the signed-in user from the fetched user info', async () => {
    signInWithToken();
    const api = fakeApi({ '/getUserInfo': userInfoOk });
    const { fullPath } = renderHost('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana Learner' })).toBeTruthy();
    expect(fullPath()).toBe('/home');
    // The home widget holds the blocks (issue 11); the profile stays a click away in the user menu.
    expect(document.querySelector('tc-home')).not.toBeNull();
    // Spec 7: getUserInfo carries the token and shows no loading indicator.
    expect(api.to('/getUserInfo')[0]?.headers.authorization).toBe('Bearer token-1');
    expect(session.user()?.account).toBe('demo.learner');
    expect(localStorage.getItem('demo.learner')).toBe('US');
    await waitFor(() => expect(document.title).toBe('Home · Training Center'));
  });

  it('welcomes a user without a name by account and leaves out an empty company', async () => {
    signInWithToken();
    fakeApi({ '/getUserInfo': () => ({ code: ResultCode.success, result: { ...demoUser, name: '', company: '' } }) });
    renderHost('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, demo.learner' })).toBeTruthy();
    expect(screen.queryByText('Company')).toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu for demo.learner' })).toBeTruthy();
  });

  it('keeps a version code already stored under the login name', async () => {
    signInWithToken();
    localStorage.setItem('loginName', 'demo.learner');
    localStorage.setItem('demo.learner', 'MX');
    fakeApi({ '/getUserInfo': userInfoOk });
    renderHost('/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana Learner' });
    expect(localStorage.getItem('demo.learner')).toBe('MX');
  });

  it('fetches the user again on every navigation', async () => {
    signInWithToken();
    const api = fakeApi({ '/getUserInfo': userInfoOk });
    const { router } = renderHost('/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana Learner' });
    // Pages without a widget: the profile page's <tc-profile> would fetch the user itself.
    await act(() => router.navigate('/faq'));
    await act(() => router.navigate('/support'));
    expect(api.to('/getUserInfo')).toHaveLength(3);
  });

  it('sends /login to /home while a token cookie exists', async () => {
    signInWithToken();
    fakeApi({ '/getUserInfo': userInfoOk });
    const { fullPath } = renderHost('/login?redirect=%2Fuser');
    await waitFor(() => expect(fullPath()).toBe('/home'));
  });

  it('on an expired session (40001) clears it and goes to login with the intended path, not the page on screen', async () => {
    signInWithToken();
    let calls = 0;
    fakeApi({ '/getUserInfo': () => (++calls === 1 ? userInfoOk() : expired()) });
    const { router, fullPath } = renderHost('/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana Learner' });
    await act(() => router.navigate('/certificate?year=2025'));
    await waitFor(() => expect(fullPath()).toBe('/login/index?redirect=%2Fcertificate%3Fyear%3D2025'));
    expect(session.token()).toBeUndefined();
    expect(session.user()).toBeNull();
  });

  it('when the user cannot be fetched for another reason goes to login instead of looping', async () => {
    signInWithToken();
    fakeApi({ '/getUserInfo': () => new Response('down', { status: 500 }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fullPath } = renderHost('/user');
    await waitFor(() => expect(fullPath()).toBe('/login/index?redirect=%2Fuser'));
    expect(session.token()).toBeUndefined();
  });

  it.each([
    ['/', '/home'],
    ['/course', '/course/index'],
    ['/library', '/library/index'],
    ['/document', '/document/index'],
    ['/notice', '/notice/index'],
    ['/account', '/account/help'],
  ])('redirects %s to %s without a router warning (a redirect route renders nothing on purpose)', async (from, to) => {
    signInWithToken();
    fakeApi({ '/getUserInfo': userInfoOk });
    const { fullPath } = renderHost(from);
    await waitFor(() => expect(fullPath()).toBe(to));
    await screen.findByRole('heading', { level: 1 });
    expect(warnings).toEqual([]);
  });

  it('keeps the forgot-password step in the address: the widget moves are history entries, Back returns', async () => {
    fakeApi({ '/sendEmail': () => ({ code: ResultCode.success, message: 'Verification Code Successfully Sent', result: null }) });
    const { router, fullPath, container } = renderHost('/login?redirect=%2Fuser&view=forgot');
    await waitFor(() => expect(fullPath()).toBe('/login/index?redirect=%2Fuser&view=forgot'), { timeout: 5000 });
    const root = await waitFor(
      () => {
        const shadow = container.querySelector('tc-login')?.shadowRoot;
        expect(shadow?.querySelector('input[type="email"]')).toBeTruthy();
        return shadow as ShadowRoot;
      },
      { timeout: 5000 },
    );
    const widget = within(root as unknown as HTMLElement);
    await userEvent.setup().type(widget.getByLabelText(/E-mail/), 'ana@example.com{Enter}');
    await waitFor(() => expect(fullPath()).toBe('/login/index?redirect=%2Fuser&view=reset&email=ana%40example.com'), { timeout: 5000 });
    await widget.findByLabelText(/Verification code/);

    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/login/index?redirect=%2Fuser&view=forgot');
    expect(((await widget.findByLabelText(/E-mail/)) as HTMLInputElement).value).toBe('ana@example.com');
  });

  it('opens the reset step from the address, as a reload after reading the mail does', async () => {
    fakeApi({});
    const { container } = renderHost('/login/index?view=reset&email=ana%40example.com&account=ana.installer');
    const root = await waitFor(() => {
      const shadow = container.querySelector('tc-login')?.shadowRoot;
      expect(shadow?.querySelector('input[autocomplete="one-time-code"]')).toBeTruthy();
      return shadow as ShadowRoot;
    }, { timeout: 5000 });
    expect((within(root as unknown as HTMLElement).getByLabelText(/User name/) as HTMLInputElement).value).toBe('ana.installer');
  });

  it('opens the public pages without a token', async () => {
    fakeApi({});
    const { fullPath, container } = renderHost('/account');
    await waitFor(() => expect(fullPath()).toBe('/account/help'));
    await waitFor(() => expect(container.querySelector('tc-account-help')).not.toBeNull());
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('opens certificate verification without a token, the serial of the address (the QR code link) given to the widget', async () => {
    fakeApi({});
    const { container } = renderHost('/verify/TC-7F3K-9Q2M');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify a certificate' })).toBeTruthy();
    const verify = await waitFor(() => {
      const element = container.querySelector('tc-certificate-verify');
      expect(element).not.toBeNull();
      return element as Element;
    });
    expect(verify.getAttribute('serial')).toBe('TC-7F3K-9Q2M');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Verify a certificate · Training Center'));
  });

  it('shows the learner’s certificates at /certificate, pointing out the one the course player linked', async () => {
    signInWithToken();
    fakeApi({ '/getUserInfo': userInfoOk, '/certificate/list': () => new Promise(() => undefined) });
    const { container } = renderHost('/certificate?id=c-9');
    expect(await screen.findByRole('heading', { level: 1, name: 'My certificates' })).toBeTruthy();
    const list = await waitFor(() => {
      const element = container.querySelector('tc-certificates');
      expect(element).not.toBeNull();
      return element as Element;
    });
    expect(list.getAttribute('certificate-id')).toBe('c-9');
    expect(list.getAttribute('course-url')).toBe('/course/detail?courseId={courseId}');
  });

  it('renders the questionnaire in the single-header layout without a footer', async () => {
    fakeApi({});
    renderHost('/questionnaire');
    expect(await screen.findByRole('heading', { level: 1, name: 'Training questionnaire' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('redirects /notice to the notices index, which renders the notices widget', async () => {
    signInWithToken();
    fakeApi({ '/getUserInfo': userInfoOk, '/notice/list': () => new Promise(() => undefined) });
    const { fullPath, container } = renderHost('/notice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notices' })).toBeTruthy();
    expect(fullPath()).toBe('/notice/index');
    await waitFor(() => expect(container.querySelector('tc-notices')).not.toBeNull());
    await waitFor(() => expect(document.title).toBe('Notices · Training Center'));
  });

  it.each([
    ['/document', '/document/index', 'Documents', 'tc-documents[mode="index"]'],
    ['/document/detail?documentId=abc', '/document/detail?documentId=abc', 'Document details', 'tc-documents[mode="detail"][document-id="abc"]'],
    ['/documents', '/documents', 'Document list', 'tc-documents[mode="list"]'],
    ['/videos', '/videos', 'Videos', 'tc-videos'],
    ['/media', '/media', 'Media', 'tc-media'],
  ])('routes %s to %s with its widget', async (from, path, title, selector) => {
    signInWithToken();
    fakeApi({ '/getUserInfo': userInfoOk });
    const { fullPath } = renderHost(from);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(fullPath()).toBe(path);
    expect(document.querySelector(selector)).not.toBeNull();
  });

  it.each([
    ['/course', '/course/index', 'Courses'],
    ['/library', '/library/index', 'Library'],
    ['/notice', '/notice/index', 'Notices'],
    ['/library/video', '/library/video', 'Library lesson'],
    ['/digital-materials-package', '/digital-materials-package', 'Digital materials package'],
  ])('routes %s to %s titled %s', async (from, path, title) => {
    signInWithToken();
    fakeApi({ '/getUserInfo': userInfoOk });
    const { fullPath } = renderHost(from);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(fullPath()).toBe(path);
  });

  it('opens the landing page with its website parameter for anonymous users', async () => {
    fakeApi({});
    renderHost('/digitalmediapackage/installers/acme-solar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Digital media package for installers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('shows a not-found page for unknown paths of signed-in users', async () => {
    signInWithToken();
    fakeApi({ '/getUserInfo': userInfoOk });
    renderHost('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('There is no page at /no/such/page.')).toBeTruthy();
  });
});

describe('main layout', () => {
  const signedIn = async (path = '/home') => {
    signInWithToken();
    const api = fakeApi({ '/getUserInfo': userInfoOk, '/loginOut': () => ({ code: ResultCode.success }) });
    const view = renderHost(path);
    await screen.findByRole('heading', { level: 1 });
    return { api, ...view };
  };

  it('has the landmarks, a skip link to <main id="main"> and the support hours', async () => {
    await signedIn();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
    // The toast stack lives inside a landmark (axe: region).
    expect(screen.getByRole('main').querySelector('tc-toaster')).not.toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByText('Support hours: 8 AM - 8 PM CST, Sun-Sat')).toBeTruthy();
  });

  it('marks the current section in the navigation with aria-current', async () => {
    await signedIn('/course/index');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Courses' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('logs out through the user menu: server call, local session cleared, login page', async () => {
    const { api, fullPath } = await signedIn();
    const user = userEvent.setup();
    const menu = screen.getByRole('button', { name: 'Account menu for Dana Learner' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(menu.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(list).getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/user');
    await user.click(within(list).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(fullPath()).toBe('/login/index'));
    expect(api.to('/loginOut')).toHaveLength(1);
    expect(session.token()).toBeUndefined();
    expect(session.user()).toBeNull();
  });

  it('shows the request loading indicator in the banner while a call is pending (getUserInfo shows none)', async () => {
    signInWithToken();
    const answer = deferred<FakeEnvelope>();
    fakeApi({ '/getUserInfo': userInfoOk, '/loginOut': () => answer.promise });
    const { fullPath } = renderHost('/home');
    await screen.findByRole('heading', { level: 1 });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('progressbar')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await within(banner).findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(within(banner).getByRole('status').textContent).toBe('Loading…');
    answer.resolve({ code: ResultCode.success });
    await waitFor(() => expect(fullPath()).toBe('/login/index'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('still signs out locally when the server cannot be reached', async () => {
    signInWithToken();
    fakeApi({
      '/getUserInfo': userInfoOk,
      '/loginOut': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { fullPath } = renderHost('/home');
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(fullPath()).toBe('/login/index'));
    expect(session.token()).toBeUndefined();
  });

  it('closes the user menu when focus moves out of it', async () => {
    await signedIn();
    const user = userEvent.setup();
    const menu = screen.getByRole('button', { name: /Account menu/ });
    await user.click(menu);
    await user.tab();
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    await user.tab();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the user menu on Escape and returns focus to its button', async () => {
    await signedIn();
    const user = userEvent.setup();
    const menu = screen.getByRole('button', { name: /Account menu/ });
    await user.click(menu);
    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('switches the whole page to Spanish with the labelled language switch', async () => {
    await signedIn();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Le damos la bienvenida, Dana Learner' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeTruthy();
    // Support hours and the country in the reader's language (spec: English stays word for word).
    expect(within(screen.getByRole('contentinfo')).getByText('Horario de soporte: de 8:00 a 20:00 (hora CST), de domingo a sábado')).toBeTruthy();
    expect(screen.queryByText(/Sun-Sat/)).toBeNull();
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    await waitFor(() => expect(document.title).toBe('Inicio · Training Center'));
    await act(() => setLanguage('en'));
  });

  it('scrolls to the top after a navigation but not on a hash-only change', async () => {
    const { router } = await signedIn();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await act(() => router.navigate('/user'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    expect(document.activeElement?.id).toBe('main');
    scrollTo.mockClear();
    await act(() => router.navigate('/user#password'));
    expect(router.state.location.hash).toBe('#password');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
