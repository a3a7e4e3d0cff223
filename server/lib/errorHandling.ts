import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ResultCode } from '../../src/contract/codes';
import type { Language } from '../../src/contract/languages';
import { validationMessage, validationMessages } from '../../src/validation/messages';
import { isDatabaseUnavailable } from '../db/unavailable';
import { BusinessError } from './businessError';
import { sendEnvelope } from './envelope';
import { businessMessage, requestLanguage } from './language';
import { logIfRefusal } from './securityLog';

/** Zod schemas carry message keys; an issue without one (wrong type, missing body) gets the generic text. */
const issueMessage = (lang: Language, key: string): string =>
  key in validationMessages.en ? validationMessage(lang, key) : businessMessage(lang, 'invalidInput');

const fieldName = (instancePath: string): string => instancePath.replace(/^\//, '').replaceAll('/', '.') || '_form';

const sendBusinessError = (error: BusinessError, lang: Language, reply: FastifyReply) => {
  const { messageKey, values, fieldKey, result } = error.options;
  const message = businessMessage(lang, messageKey ?? error.codeName, values);
  const body = fieldKey ? { ...result, fields: { [fieldKey]: message } } : (result ?? null);
  return sendEnvelope(reply, 200, ResultCode[error.codeName], message, body);
};

/** The file store's disk (or the user's quota) is full. */
const isDiskFull = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
};

/** How soon a client may try again while the database is away; the pool reconnects by itself. */
export const retryAfterSeconds = 5;

/** Business errors → HTTP 200 + code; invalid input → 40000 + field errors; the database away → 503 + 50300; the unexpected → 500, logged. */
export const handleError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const lang = requestLanguage(request);
  if (error instanceof BusinessError) {
    logIfRefusal(request, error.codeName);
    return sendBusinessError(error, lang, reply);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) fields[fieldName(issue.instancePath)] ??= issueMessage(lang, issue.message ?? '');
    const first = error.validation[0];
    return sendEnvelope(reply, 200, ResultCode.invalidInput, first ? issueMessage(lang, first.message ?? '') : businessMessage(lang, 'invalidInput'), { fields });
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    // Malformed JSON, wrong content type, body too large: the client's fault, told with its HTTP status.
    request.log.info({ err: error }, 'rejected request');
    return sendEnvelope(reply, error.statusCode, ResultCode.invalidInput, businessMessage(lang, 'invalidInput'));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return sendEnvelope(reply.header('retry-after', String(retryAfterSeconds)), 503, ResultCode.unavailable, businessMessage(lang, 'unavailable'));
  }
  if (isDiskFull(error)) {
    // The operator must free space; the store's writer already removed the partial file.
    request.log.error({ err: error }, 'file store full');
    return sendEnvelope(reply, 503, ResultCode.unavailable, businessMessage(lang, 'storageFull'));
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendEnvelope(reply, 500, ResultCode.internal, businessMessage(lang, 'internal'));
};

export const sendNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  sendEnvelope(reply, 404, ResultCode.notFound, businessMessage(requestLanguage(request), 'notFound'));
