import { getConfig } from '../api/config';
import { session } from './session';

/** Where the user wanted to go: path, query and hash. */
export const currentFullPath = (): string => `${location.pathname}${location.search}${location.hash}`;

export const loginRedirectPath = (intended: string = currentFullPath()): string =>
  `${getConfig().loginPath}?redirect=${encodeURIComponent(intended)}`;

const isOnLogin = (): boolean => {
  const loginPath = getConfig().loginPath;
  return location.pathname === loginPath || location.pathname.startsWith(`${loginPath}/`);
};

/** Spec 4, code 40001: clear the session and go to login with a redirect, unless already there. */
export const expireSession = (): void => {
  session.clear();
  if (!isOnLogin()) getConfig().navigate(loginRedirectPath());
};
