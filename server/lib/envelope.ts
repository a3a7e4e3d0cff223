import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ResultCode } from '../../src/contract/codes';
import { envelope } from '../../src/contract/envelope';

/** A business error body: the code says which rule, `result` may hold field errors. */
export const failureEnvelope = z
  .object({ code: z.number().int(), message: z.string(), result: z.record(z.string(), z.unknown()).nullable() })
  .describe('Error envelope: business errors come with HTTP 200 and their code (src/contract/codes.ts); internal errors with HTTP 500.');

/** Response schemas of a route: HTTP 200 carries the success envelope or a business error. */
export const replies = <T extends z.ZodType>(result: T) => ({
  200: z.union([envelope(result), failureEnvelope]),
  500: failureEnvelope,
});

/** Headers every request may carry (spec 7); the token goes in `Authorization: Bearer <token>`. */
export const requestHeaders = z.looseObject({
  lang: z.string().optional().describe('UI language (en, es); messages come back in it, English by default'),
  country: z.string().optional().describe('Country/version code of the login name'),
});

export const ok = <T>(result: T, message = 'OK') => ({ code: ResultCode.success, message, result });

/** Sends an envelope as plain JSON, bypassing the route's schema serializer (errors have their own shape). */
export const sendEnvelope = (reply: FastifyReply, status: number, code: number, message: string, result: unknown = null) =>
  reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send({ code, message, result });
