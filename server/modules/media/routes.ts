import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { coursePaths } from '../../../src/contract/course';
import { ResultCode } from '../../../src/contract/codes';
import type { ServerConfig } from '../../config';
import { CourseRepository } from '../course';
import type { Database } from '../../db/schema';
import { dataPaths } from '../../lib/dataDir';
import { failureEnvelope, sendEnvelope } from '../../lib/envelope';
import { businessMessage, requestLanguage } from '../../lib/language';
import { LocalFileStorage, type FileStorage } from '../../lib/storage';
import { parseByteRange } from './range';
import { MediaSigner } from './signedUrl';

type Options = { db: Kysely<Database>; config: ServerConfig; storage?: FileStorage };

const videoTypes: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', m4v: 'video/mp4' };
const contentTypeOf = (key: string): string => videoTypes[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

// Bytes, not JSON: documented for OpenAPI, sent as a stream (Fastify does not serialize streams).
const videoBytes = z.unknown();

const videoQuery = z.object({
  exp: z.string().optional().describe('Expiry, Unix seconds'),
  uid: z.string().optional().describe('The learner the URL was signed for'),
  sig: z.string().optional().describe('HMAC-SHA256 of lesson, learner and expiry'),
});

/** Lesson videos with ranges, outside the session guard: a <video src> sends no header, so the signed URL is the guard. */
export const mediaRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, config, storage }) => {
  const signer = new MediaSigner(db, config.now);
  const files = storage ?? new LocalFileStorage(dataPaths(config.dataDir).filesDir);
  const lessons = new CourseRepository(db);

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
      const { lessonId } = request.params;
      if (!(await signer.verify(lessonId, request.query))) return sendEnvelope(reply, 403, ResultCode.forbidden, businessMessage(lang, 'videoLinkExpired'));
      const lesson = await lessons.findLesson(lessonId);
      const file = lesson ? await files.stat(lesson.video_key) : undefined;
      if (!lesson || !file) return sendEnvelope(reply, 404, ResultCode.notFound, businessMessage(lang, 'notFound'));

      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', contentTypeOf(lesson.video_key))
        .header('last-modified', file.modifiedAt.toUTCString())
        // Signed per learner: browsers may keep it, shared caches must not.
        .header('cache-control', 'private, max-age=3600');
      const range = parseByteRange(request.headers.range, file.size);
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.size}`).header('content-type', 'text/plain').send('');
      if (!range) return reply.code(200).header('content-length', file.size).send(files.read(lesson.video_key));
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(files.read(lesson.video_key, range));
    },
  );
};
