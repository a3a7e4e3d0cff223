import { errorCodes, type FastifyInstance } from 'fastify';

/** The charset a content type declares, lowercased and unquoted; undefined when it declares none. */
export const declaredCharset = (contentType: string): string | undefined => /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType)?.[1]?.toLowerCase();

/**
 * Refuses (415, the envelope in the caller's language) a body declared in a charset other than UTF-8.
 * The body parsers read every body as UTF-8, so a body meant in another charset (UTF-7 above all, a
 * classic way to smuggle markup past a filter) would be read as something its sender did not write.
 * A root hook, so no route can forget it.
 */
export const refuseForeignCharset = (app: FastifyInstance): void => {
  // A callback hook: it runs on every request, and has nothing to wait for.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const type = request.headers['content-type'];
    const charset = type?.includes('charset') ? declaredCharset(type) : undefined;
    if (charset === undefined || charset === 'utf-8' || charset === 'utf8') done(null, payload);
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(type), payload);
  });
};
