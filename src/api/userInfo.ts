import { userInfo, type UserInfo } from '../contract/user';
import { apiPaths } from '../contract/paths';
import { apiRequest } from './client';

/**
 * `GET /getUserInfo`, without the loading indicator (spec 7). A module of its own: the host's session
 * check runs it on every page, and src/api/auth.ts would bring the login forms' rules (and zod) along.
 */
export const getUserInfo = (): Promise<UserInfo> =>
  apiRequest(apiPaths.userInfo, { method: 'GET', silent: true, schema: import.meta.env.DEV ? userInfo : undefined });
