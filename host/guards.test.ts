import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/apiError';
import type { UserInfo } from '../src/contract/auth';
import { ResultCode } from '../src/contract/codes';
import { createGuardLoader, guardNavigation, isPublicPath, shouldScrollToTop, type GuardDeps } from './guards';
import { createHostNavigation } from './navigation';
import { demoUser } from './testing/renderHost';

const url = (path: string) => new URL(path, 'http://portal.test');

const depsWith = (token: string | undefined, fetchUser: () => Promise<UserInfo> = async () => demoUser, leaving = false) => {
  const deps = {
    leavingPage: () => leaving,
    token: () => token,
    fetchUser: vi.fn(fetchUser),
    saveUser: vi.fn<(user: UserInfo) => void>(),
    clearSession: vi.fn<() => void>(),
  } satisfies GuardDeps;
  return deps;
};

describe('isPublicPath', () => {
  it.each(['/login', '/login/index', '/account', '/account/help', '/account/help/', '/account/contact', '/portal', '/digitalmediapackage/installers/acme-solar', '/questionnaire', '/questionnaire/train-history', '/questionnaire/instructor-detail', '/verify', '/verify/TC-7F3K-9Q2M'])(
    '%s is open to anonymous users',
    (path) => expect(isPublicPath(path)).toBe(true),
  );

  it.each(['/', '/home', '/course/index', '/user', '/digitalmediapackage/installers', '/digitalmediapackage/installers/a/b', '/portal/extra', '/accounts', '/nowhere', '/verify/a/b', '/certificate', '/contact-us', '/support', '/faq', '/tool'])(
    '%s needs a token',
    (path) => expect(isPublicPath(path)).toBe(false),
  );
});

describe('guardNavigation (spec 2)', () => {
  it('sends /login to / while a token cookie exists, without asking the server', async () => {
    const deps = depsWith('t');
    await expect(guardNavigation(url('/login?redirect=%2Fuser'), deps)).resolves.toEqual({ kind: 'redirect', to: '/' });
    await expect(guardNavigation(url('/login/index'), deps)).resolves.toEqual({ kind: 'redirect', to: '/' });
    expect(deps.fetchUser).not.toHaveBeenCalled();
  });

  it('opens /login without a token', async () => {
    await expect(guardNavigation(url('/login/index?redirect=%2Fhome'), depsWith(undefined))).resolves.toEqual({ kind: 'continue' });
  });

  it('sends an anonymous user to /login with the intended full path, query and hash included', async () => {
    const deps = depsWith(undefined);
    await expect(guardNavigation(url('/course/index?tab=completed#top'), deps)).resolves.toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fcourse%2Findex%3Ftab%3Dcompleted%23top',
    });
    expect(deps.fetchUser).not.toHaveBeenCalled();
  });

  it('lets anonymous users through to the public paths', async () => {
    for (const path of ['/account/help', '/portal', '/digitalmediapackage/installers/acme', '/questionnaire/train-history']) {
      await expect(guardNavigation(url(path), depsWith(undefined))).resolves.toEqual({ kind: 'continue' });
    }
  });

  it('with a token fetches the user, saves it and continues', async () => {
    const deps = depsWith('t');
    await expect(guardNavigation(url('/home'), deps)).resolves.toEqual({ kind: 'continue' });
    expect(deps.fetchUser).toHaveBeenCalledTimes(1);
    expect(deps.saveUser).toHaveBeenCalledWith(demoUser);
    expect(deps.clearSession).not.toHaveBeenCalled();
  });

  it('sends an account with generated credentials to the password change before anything else (issue 13)', async () => {
    const deps = depsWith('t', async () => ({ ...demoUser, mustChangePassword: true }));
    await expect(guardNavigation(url('/course/index'), deps)).resolves.toEqual({ kind: 'redirect', to: '/user' });
    await expect(guardNavigation(url('/user'), deps)).resolves.toEqual({ kind: 'continue' });
  });

  it('opens the admin console to role admin only and the partner pages to anyone', async () => {
    await expect(guardNavigation(url('/admin/applications'), depsWith('t'))).resolves.toEqual({ kind: 'redirect', to: '/' });
    await expect(guardNavigation(url('/admin/applications'), depsWith('t', async () => ({ ...demoUser, role: 'admin' })))).resolves.toEqual({ kind: 'continue' });
    for (const path of ['/apply', '/invitation']) await expect(guardNavigation(url(path), depsWith(undefined))).resolves.toEqual({ kind: 'continue' });
  });

  it('with a token checks the user on public paths too', async () => {
    const deps = depsWith('t');
    await guardNavigation(url('/account/help'), deps);
    expect(deps.fetchUser).toHaveBeenCalledTimes(1);
  });

  it('on 40001 goes to /login with the intended path; the client already cleared the session', async () => {
    const deps = depsWith('t', async () => {
      throw new ApiError('expired', ResultCode.sessionExpired, 200);
    });
    await expect(guardNavigation(url('/user?tab=password'), deps)).resolves.toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fuser%3Ftab%3Dpassword',
    });
    expect(deps.saveUser).not.toHaveBeenCalled();
    expect(deps.clearSession).not.toHaveBeenCalled();
  });

  it.each([
    ['another envelope code', new ApiError('boom', ResultCode.internal, 200)],
    ['an HTTP error', new ApiError('HTTP 500', 0, 500)],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('on %s goes to /login and drops the unconfirmed session, so /login does not bounce back', async (_, failure) => {
    const deps = depsWith('t', async () => {
      throw failure;
    });
    await expect(guardNavigation(url('/home'), deps)).resolves.toEqual({ kind: 'redirect', to: '/login?redirect=%2Fhome' });
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the check fails because the user already went on to another page', async () => {
    const deps = depsWith(
      't',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      true,
    );
    await expect(guardNavigation(url('/home'), deps)).resolves.toEqual({ kind: 'continue' });
    expect(deps.clearSession).not.toHaveBeenCalled();
  });
});

describe('createGuardLoader', () => {
  const request = (path: string) => new Request(url(path));

  it('throws a redirect response for a redirect outcome', async () => {
    const loader = createGuardLoader(depsWith(undefined), createHostNavigation());
    const thrown = await loader({ request: request('/certificate'), params: {}, context: {} } as never).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/login?redirect=%2Fcertificate');
  });

  it('drops a login redirect the core asks for during the check: the guard knows the intended path', async () => {
    const navigation = createHostNavigation();
    const moves: string[] = [];
    navigation.attach((to) => moves.push(to));
    const loader = createGuardLoader(
      depsWith('t', async () => {
        navigation.navigate('/login?redirect=%2Fhome');
        throw new ApiError('expired', ResultCode.sessionExpired, 200);
      }),
      navigation,
    );
    await expect(loader({ request: request('/course/index'), params: {}, context: {} } as never)).rejects.toBeInstanceOf(Response);
    expect(moves).toEqual([]);
  });

  it('delivers navigations held during a successful check', async () => {
    const navigation = createHostNavigation();
    const moves: string[] = [];
    navigation.attach((to) => moves.push(to));
    const loader = createGuardLoader(
      depsWith('t', async () => {
        navigation.navigate('/user');
        expect(moves).toEqual([]);
        return demoUser;
      }),
      navigation,
    );
    await expect(loader({ request: request('/home'), params: {}, context: {} } as never)).resolves.toBeNull();
    expect(moves).toEqual(['/user']);
  });
});

describe('shouldScrollToTop', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('scrolls when the path or the query changes', () => {
    expect(shouldScrollToTop(at('/home'), at('/user'))).toBe(true);
    expect(shouldScrollToTop(at('/course/index'), at('/course/index', '?tab=completed'))).toBe(true);
  });

  it('does not scroll on the first render or on a hash-only change (the location is otherwise equal)', () => {
    expect(shouldScrollToTop(null, at('/home'))).toBe(false);
    expect(shouldScrollToTop(at('/faq'), at('/faq'))).toBe(false);
  });
});
