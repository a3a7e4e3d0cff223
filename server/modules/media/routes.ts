import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { coursePaths } from '../../../src/contract/course';
import { ResultCode } from '../../../src/contract/codes';
import { failureEnvelope, sendEnvelope } from '../../lib/envelope';
import { businessMessage, requestLanguage } from '../../lib/language';
import { parseByteRange } from './range';
import type { MediaService } from './service';

type Options = { media: MediaService };

const videoTypes: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', m4v: 'video/mp4' };
const contentTypeOf = (key: string): string => videoTypes[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

// Bytes, not JSON: documented for OpenAPI, sent as a stream (Fastify does not serialize streams).
const videoBytes = z.unknown();

const videoQuery = z.object({
  exp: z.string().optional().describe('Expiry, Unix seconds'),
  uid: z.string().optional().describe('The learner the URL was signed for'),
  sig: z.string().optional().describe('HMAC-SHA256 of lesson, learner and expiry'),
});

const captionQuery = videoQuery.extend({ v: z.string().optional().describe("The lesson's caption version: a replaced file has a new URL (not signed; it only keeps caches apart)") });

/** Lesson videos with ranges and their captions, outside the session guard: a <video src> sends no header, so the signed URL is the guard. */
export const mediaRoutes: FastifyPluginAsyncZod<Options> = async (app, { media }) => {
  app.get(
    `${coursePaths.video}/:lessonId`,
    {
      schema: {
        tags: ['course'],
        summary: 'A lesson video (signed URL from getInstallerCourseRelated); supports Range (206, 416)',
        params: z.object({ lessonId: z.string() }),
        querystring: videoQuery,
        response: {
          200: videoBytes.describe('The whole video'),
          206: videoBytes.describe('The requested byte range (Content-Range)'),
          403: failureEnvelope,
          404: failureEnvelope,
          416: videoBytes.describe('No such range in the file (Content-Range: bytes */size)'),
        },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const video = await media.findVideo(request.params.lessonId, request.query);
      if (video.status === 'refused') return sendEnvelope(reply, 403, ResultCode.forbidden, businessMessage(lang, 'videoLinkExpired'));
      if (video.status === 'missing') return sendEnvelope(reply, 404, ResultCode.notFound, businessMessage(lang, 'notFound'));

      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', contentTypeOf(video.key))
        .header('last-modified', video.modifiedAt.toUTCString())
        // Signed per learner: browsers may keep it, shared caches must not.
        .header('cache-control', 'private, max-age=3600');
      const range = parseByteRange(request.headers.range, video.size);
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${video.size}`).header('content-type', 'text/plain').send('');
      if (!range) return reply.code(200).header('content-length', video.size).send(media.read(video.key));
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${video.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(media.read(video.key, range));
    },
  );

  app.get(
    `${coursePaths.video}/:lessonId/captions/:language`,
    {
      schema: {
        tags: ['course'],
        summary: "A lesson video's captions in one language (WebVTT), with the video's own signed URL parameters (the lesson view's `captions`)",
        params: z.object({ lessonId: z.string(), language: z.string() }),
        querystring: captionQuery,
        response: { 200: z.string().describe('The WebVTT file'), 403: failureEnvelope, 404: failureEnvelope },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const caption = await media.findCaption(request.params.lessonId, request.params.language, request.query);
      if (caption.status === 'refused') return sendEnvelope(reply, 403, ResultCode.forbidden, businessMessage(lang, 'videoLinkExpired'));
      if (caption.status === 'missing') return sendEnvelope(reply, 404, ResultCode.notFound, businessMessage(lang, 'notFound'));
      return (
        reply
          .header('content-type', 'text/vtt; charset=utf-8')
          .header('last-modified', caption.updatedAt.toUTCString())
          // Signed per learner, like the video; a new file has a new URL (its version, `v`), so kept as long as the video.
          .header('cache-control', 'private, max-age=3600')
          .send(caption.vtt)
      );
    },
  );
};
