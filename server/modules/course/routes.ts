import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseDetail, courseDetailRequest, courseListQuery, courseListResult, coursePaths, progressRequest, progressResult } from '../../../src/contract/course';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import { requestLanguage } from '../../lib/language';
import { currentSession } from '../auth';
import type { CourseService } from './service';

type Options = { courses: CourseService };

/** Courses, lessons and video progress (registered behind requireSession). */
export const courseRoutes: FastifyPluginAsyncZod<Options> = async (app, { courses }) => {

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
        summary: 'Video progress report (play, progress, pause): stores the position; only time played at watching speed counts as watched',
        headers: requestHeaders,
        body: progressRequest,
        response: replies(progressResult),
      },
    },
    async (request) => ok(await courses.reportProgress(currentSession(request).user, request.body, requestLanguage(request))),
  );
};
