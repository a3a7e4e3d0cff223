import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiBasePath, apiPaths } from '../../../src/contract/paths';
import { BusinessError } from '../../lib/businessError';
import { hashToken } from '../../lib/tokens';
import { heldSessionHeader } from './heldSessions';
import type { AuthService } from './service';
import type { ActiveSession } from './sessionRepository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session; set for every route behind requireSession (that does not check its own). */
    auth: ActiveSession | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's handler checks the caller's session itself: in the statement of its work where it can
     * (`signedInAs`), else with `sessionOfRequest`. The guard only requires a token.
     */
    checksOwnSession?: boolean;
  }
}

/** The token of `Authorization: Bearer <token>` (a bare token is accepted too). */
export const bearerToken = (header: string | undefined): string | undefined => {
  const token = header?.replace(/^Bearer\s+/i, '').trim();
  return token ? token : undefined;
};

/** What an account with generated credentials may call before it sets its own password. */
export const beforePasswordChangePaths: ReadonlySet<string> = new Set([apiPaths.userInfo, apiPaths.updatePwd, apiPaths.logout].map((path) => `${apiBasePath}${path}`));

/**
 * Guards every route registered in `scope` (and its children): no live session → code 40001; an
 * account that must change its generated password reaches only the password change (40081 else).
 * Runs on request, before the body is even parsed, and marks the routes as bearer-secured in OpenAPI.
 */
export const requireSession = (scope: FastifyInstance, authService: AuthService): void => {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
  });
  scope.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new BusinessError('sessionExpired');
    if (!request.routeOptions.config.checksOwnSession) await guard(request, authService, token);
  });
};

const guard = async (request: FastifyRequest, authService: AuthService, token: string): Promise<ActiveSession> => {
  const session = await authService.sessionOf(token, request.headers[heldSessionHeader]);
  if (!session) throw new BusinessError('sessionExpired');
  request.auth = session;
  if (session.user.must_change_password && !beforePasswordChangePaths.has(request.routeOptions.url ?? '')) throw new BusinessError('passwordChangeRequired');
  return session;
};

/** The session of a route that checks its own (`checksOwnSession`) when its handler needs it looked up: the guard's checks, run then. */
export const sessionOfRequest = async (request: FastifyRequest, authService: AuthService): Promise<ActiveSession> => {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new BusinessError('sessionExpired');
  return request.auth ?? guard(request, authService, token);
};

/** The hash of the request's token, for a statement that checks the session itself (`signedInAs`). */
export const tokenHashOf = (request: FastifyRequest): string => hashToken(bearerToken(request.headers.authorization) ?? '');

/** The session of a guarded route (the guard has run, so it is there). */
export const currentSession = (request: FastifyRequest): ActiveSession => {
  if (!request.auth) throw new BusinessError('sessionExpired');
  return request.auth;
};

/**
 * Guards every route of `scope` for role admin: runs after `requireSession` (registered on a parent
 * scope), so a learner's valid session answers the forbidden code, never the route.
 */
export const requireAdmin = (scope: FastifyInstance): void => {
  scope.addHook('onRequest', async (request) => {
    if (currentSession(request).user.role !== 'admin') throw new BusinessError('forbidden');
  });
};
