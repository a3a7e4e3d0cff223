import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { courseDetail, courseDetailRequest, courseListQuery, courseListResult, coursePaths, progressRequest, progressResult } from '../../../src/contract/course';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import { requestLanguage } from '../../lib/language';
import { currentSession } from '../auth/requireSession';
import { ExamService } from '../exam/service';
import { examRoutes } from '../exam/routes';
import { MediaSigner } from '../media/signedUrl';
import { CourseService } from './service';

type Options = { db: Kysely<Database>; config: Pick<ServerConfig, 'now'> };

/** Courses, lessons and their tests (registered behind requireSession); the exam routes come with them. */
export const courseRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, config }) => {
  const courses = new CourseService({ db, signer: new MediaSigner(db, config.now), now: config.now });

  app.get(
    coursePaths.list,
    {
      schema: {
        tags: ['course'],
        summary: "Courses of the user's country with their progress; filters status, audience, kind",
        headers: requestHeaders,
        querystring: courseListQuery,
        response: replies(courseListResult),
      },
    },
    async (request) => ok(await courses.list(currentSession(request).user, request.query, requestLanguage(request))),
  );

  app.post(
    coursePaths.detail,
    {
      schema: {
        tags: ['course'],
        summary: 'A course with its lessons (locks, video progress, signed video URLs), final exam and certificate',
        headers: requestHeaders,
        body: courseDetailRequest,
        response: replies(courseDetail),
      },
    },
    async (request) => ok(await courses.detail(currentSession(request).user, request.body.courseId, requestLanguage(request))),
  );

  app.post(
    coursePaths.progress,
    {
      schema: {
        tags: ['course'],
        summary: 'Video progress report: stores the position; forward play counts as watched (at most 2 × wall time + 5 s)',
        headers: requestHeaders,
        body: progressRequest,
        response: replies(progressResult),
      },
    },
    async (request) => ok(await courses.reportProgress(currentSession(request).user, request.body)),
  );

  await app.register(examRoutes, { exams: new ExamService({ db, now: config.now }) });
};
