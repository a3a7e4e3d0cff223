import { matchPath, redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../src/api/apiError';
import { getUserInfo } from '../src/api/userInfo';
import type { UserInfo } from '../src/contract/auth';
import { ResultCode } from '../src/contract/codes';
import { loginRedirectPath } from '../src/session/expiry';
import { session } from '../src/session/session';
import { hostNavigation, type HostNavigation } from './navigation';
import { isLeavingPage } from './pageLeaving';

export const loginPath = '/login';
export const homePath = '/';

/**
 * Paths anonymous users may open (spec 2 and 6): login, the account help page, the landing page,
 * the portal, the questionnaire and certificate verification. `/account` only redirects to its help page;
 * `/account/contact` is the ticket form for a person who cannot log in (docs/host.md).
 */
export const publicPathPatterns = [
  '/login',
  '/login/index',
  '/account',
  '/account/help',
  '/account/contact',
  '/digitalmediapackage/installers/:website',
  '/portal',
  '/verify',
  '/verify/:serial',
  '/questionnaire',
  '/questionnaire/train-history',
  '/questionnaire/instructor-detail',
  '/apply',
  '/invitation',
] as const;

/** Where an account with generated credentials sets its own password before anything else (issue 13). */
export const passwordChangePath = '/user';
/** The admin console: role admin only (the server checks every call as well). */
export const adminPathPrefix = '/admin';

const withoutTrailingSlash = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export const isPublicPath = (pathname: string): boolean => {
  const path = withoutTrailingSlash(pathname);
  return publicPathPatterns.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null);
};

export const isLoginPath = (pathname: string): boolean => {
  const path = withoutTrailingSlash(pathname);
  return path === loginPath || path.startsWith(`${loginPath}/`);
};

/** The intended full path of a navigation: path, query and hash. */
export const fullPath = (url: URL): string => `${url.pathname}${url.search}${url.hash}`;

export type GuardDeps = {
  token: () => string | undefined;
  fetchUser: () => Promise<UserInfo>;
  saveUser: (user: UserInfo) => void;
  clearSession: () => void;
  /** True while the browser replaces the page: its cancelled requests are not failures. */
  leavingPage: () => boolean;
};

export type GuardOutcome = { kind: 'continue' } | { kind: 'redirect'; to: string };

const proceed: GuardOutcome = { kind: 'continue' };
const redirectTo = (to: string): GuardOutcome => ({ kind: 'redirect', to });

/**
 * The route guards of spec 2, in order:
 * - /login while a token cookie exists goes to /;
 * - without a token, public paths open and every other path goes to /login?redirect=<full path>;
 * - with a token the current user is fetched (silently): on success it is saved and navigation
 *   continues, otherwise the user goes to /login, keeping the intended path as the redirect.
 */
export async function guardNavigation(url: URL, deps: GuardDeps): Promise<GuardOutcome> {
  const token = deps.token();
  if (isLoginPath(url.pathname)) return token ? redirectTo(homePath) : proceed;
  if (!token) return isPublicPath(url.pathname) ? proceed : redirectTo(loginRedirectPath(fullPath(url)));
  try {
    const user = await deps.fetchUser();
    deps.saveUser(user);
    const path = withoutTrailingSlash(url.pathname);
    // The server refuses every other call until then; the page goes where the password is changed.
    if (user.mustChangePassword && path !== passwordChangePath) return redirectTo(passwordChangePath);
    if (user.role !== 'admin' && (path === adminPathPrefix || path.startsWith(`${adminPathPrefix}/`))) return redirectTo(homePath);
    return proceed;
  } catch (error) {
    // The user went on to another page: the next document runs its own check with the session intact.
    if (deps.leavingPage()) return proceed;
    // 40001 already cleared the session; any other failure leaves a token /login would bounce back to /.
    if (!(error instanceof ApiError && error.code === ResultCode.sessionExpired)) deps.clearSession();
    return redirectTo(loginRedirectPath(fullPath(url)));
  }
}

export const defaultGuardDeps: GuardDeps = {
  token: () => session.token(),
  fetchUser: getUserInfo,
  saveUser: (user) => session.saveUser(user),
  clearSession: () => session.clear(),
  leavingPage: isLeavingPage,
};

/** Builds the root route's loader: the guard runs on every navigation (hash-only changes excepted). */
export const createGuardLoader =
  (deps: GuardDeps = defaultGuardDeps, navigation: HostNavigation = hostNavigation) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const release = navigation.hold();
    let outcome: GuardOutcome = proceed;
    try {
      outcome = await guardNavigation(new URL(request.url), deps);
    } finally {
      release(outcome.kind === 'redirect');
    }
    if (outcome.kind === 'redirect') throw redirect(outcome.to);
    return null;
  };

export const guardLoader = createGuardLoader();

/** A parent's loader is skipped between its children by default; the guard runs on every navigation (hash-only changes call no loader). */
export const guardShouldRevalidate = (): boolean => true;

/** After each navigation the page scrolls to the top, unless only the hash changed (spec 2). */
export const shouldScrollToTop = (previous: { pathname: string; search: string } | null, next: { pathname: string; search: string }): boolean =>
  previous !== null && (previous.pathname !== next.pathname || previous.search !== next.search);
