import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResultCode } from '../../../src/contract/codes';
import { contentLanguage, galleryFileParts, galleryPaths, mediaResult, videoListQuery, videoListResult } from '../../../src/contract/document';
import { failureEnvelope, ok, replies, requestHeaders, sendEnvelope } from '../../lib/envelope';
import { businessMessage, requestLanguage } from '../../lib/language';
import { currentSession } from '../auth';
import { sendStoredFile } from '../media';
import type { GalleryService } from './service';

type Options = { gallery: GalleryService };

// Bytes, not JSON: documented for OpenAPI, sent as a stream.
const fileBytes = z.unknown().describe('The video, poster or image');
const signedQuery = z.object({
  exp: z.string().optional().describe('Expiry, Unix seconds'),
  uid: z.string().optional().describe('The user the address was signed for'),
  sig: z.string().optional().describe('HMAC-SHA256 of item, language, part, user and expiry'),
});

// An SVG opened on its own may not run anything.
const imageSandbox = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** /videos and /media lists (registered behind requireSession). */
export const galleryRoutes: FastifyPluginAsyncZod<Options> = async (app, { gallery }) => {
  app.get(
    galleryPaths.videos,
    {
      schema: {
        tags: ['media'],
        summary: "Videos of the user's country, paged, with length and signed addresses of the poster and the video",
        headers: requestHeaders,
        querystring: videoListQuery,
        response: replies(videoListResult),
      },
    },
    async (request) => ok(await gallery.videos(currentSession(request).user, request.query, requestLanguage(request))),
  );

  app.get(
    galleryPaths.media,
    { schema: { tags: ['media'], summary: "Featured videos and the images of the user's country", headers: requestHeaders, response: replies(mediaResult) } },
    async (request) => ok(await gallery.media(currentSession(request).user, requestLanguage(request))),
  );
};

/** The files themselves, outside the session guard: the signed address is the guard. */
export const galleryFileRoutes: FastifyPluginAsyncZod<Options> = async (app, { gallery }) => {
  app.get(
    `${galleryPaths.file}/:itemId/:language/:part`,
    {
      schema: {
        tags: ['media'],
        summary: 'A video, its poster or an image (signed address from /video/list or /media/list); supports Range (206, 416)',
        params: z.object({ itemId: z.string().max(64), language: contentLanguage, part: z.enum(galleryFileParts) }),
        querystring: signedQuery,
        response: { 200: fileBytes, 206: fileBytes, 403: failureEnvelope, 404: failureEnvelope, 416: fileBytes },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const found = await gallery.file(request.params.itemId, request.params.language, request.params.part, request.query);
      if (found.status === 'refused') return sendEnvelope(reply, 403, ResultCode.forbidden, businessMessage(lang, 'fileLinkExpired'));
      if (found.status === 'missing') return sendEnvelope(reply, 404, ResultCode.notFound, businessMessage(lang, 'notFound'));
      if (found.file.contentType === 'image/svg+xml') reply.header('content-security-policy', imageSandbox);
      return sendStoredFile(request, reply, found.file);
    },
  );
};
