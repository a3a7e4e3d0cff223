import type { FastifyRequest } from 'fastify';

/** A cookie of the request by name (js-cookie encodes values as URI components); `undefined` when absent or unreadable. */
export const cookieOf = (request: FastifyRequest, name: string): string | undefined => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
};
