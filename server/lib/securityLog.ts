import type { FastifyRequest } from 'fastify';
import { ResultCode, type ResultCodeName } from '../../src/contract/codes';

/** What happened to an account or a session (one name per event, for alerting and search). */
export type SecurityEventName =
  | 'login.succeeded'
  | 'login.failed'
  | 'logout'
  | 'password.changed'
  | 'password.changeFailed'
  | 'password.reset'
  | 'password.resetFailed'
  | 'verificationCode.requested'
  | 'sessions.endedOthers'
  | 'access.refused';

export type SecurityEventFields = {
  userId?: string;
  /** The account name as typed: the client's text, so it is made safe before it is written. */
  account?: string;
  /** The envelope code of a refusal. */
  code?: number;
  /** How many sessions an action ended. */
  sessionsEnded?: number;
};

/** Longest client text a log line repeats. */
const loggedTextLimit = 100;

/**
 * Client text as a log may repeat it: control characters, line and paragraph separators and
 * bidirectional overrides written as \uXXXX, cut to 100 characters. Pino writes JSON (which escapes
 * line breaks already); this also keeps the text from forging lines in any viewer that unescapes it.
 */
export const loggableText = (value: string): string =>
  [...value.slice(0, loggedTextLimit)]
    .map((char) => (/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u.test(char) ? `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}` : char))
    .join('');

/**
 * Writes one security event with who (user id, client address) and where (method, route pattern),
 * never a password, token or code: callers pass only the fields above. Failures and refusals are
 * warnings, so they are kept at the production log level.
 */
export const logSecurityEvent = (request: FastifyRequest, event: SecurityEventName, fields: SecurityEventFields = {}): void => {
  const entry = {
    security: event,
    ip: request.ip,
    method: request.method,
    route: request.routeOptions.url ?? null,
    ...(fields.userId ? { userId: fields.userId } : {}),
    ...(fields.account !== undefined ? { account: loggableText(fields.account) } : {}),
    ...(fields.code !== undefined ? { code: fields.code } : {}),
    ...(fields.sessionsEnded !== undefined ? { sessionsEnded: fields.sessionsEnded } : {}),
  };
  const refused = event === 'access.refused' || event.endsWith('Failed') || event === 'login.failed';
  if (refused) request.log.warn(entry, 'security event');
  else request.log.info(entry, 'security event');
};

/** Codes that mean "you may not": every such answer is logged as a refused access. */
const refusalCodes: ReadonlySet<ResultCodeName> = new Set(['sessionExpired', 'forbidden', 'passwordChangeRequired', 'rateLimited']);

/** Logs a refusal answered with `codeName`; a not-found counts when a signed-in caller asked for it (another user's id). */
export const logIfRefusal = (request: FastifyRequest, codeName: Exclude<ResultCodeName, 'success'>): void => {
  const userId = request.auth?.user.id;
  if (refusalCodes.has(codeName) || (codeName === 'notFound' && userId)) logSecurityEvent(request, 'access.refused', { userId, code: ResultCode[codeName] });
};
