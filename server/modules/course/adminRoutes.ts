import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCourseDetail,
  adminCourseListQuery,
  adminCourseListResult,
  adminCoursePaths,
  adminCourseQuery,
  captionRequest,
  deleteLessonRequest,
  publishRequest,
  saveCourseRequest,
  saveExamRequest,
  saveLessonRequest,
} from '../../../src/contract/adminCourse';
import { captionMaxBytes } from '../../../src/contract/course';
import { captionFields, lessonUploadFields } from '../../../src/validation/courseForms';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import { receiveUpload } from '../../lib/multipartUpload';
import { currentSession } from '../auth';
import type { CourseEditorService } from './courseEditorService';

type Options = { editor: CourseEditorService; maxVideoBytes: number };

/** Role admin (registered behind requireAdmin by app.ts): the course editor. Every change is audited. */
export const courseAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { editor, maxVideoBytes }) => {
  // One byte over the limit reaches the service's own counter, which answers 40033 and keeps nothing.
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 2000, fileSize: maxVideoBytes + 1 } });

  app.get(
    adminCoursePaths.list,
    {
      schema: {
        tags: ['admin'],
        summary: 'Role admin: one page of courses, drafts included, searched, filtered and sorted on the server',
        headers: requestHeaders,
        querystring: adminCourseListQuery,
        response: replies(adminCourseListResult),
      },
    },
    async (request) => ok(await editor.list(request.query)),
  );

  app.get(
    adminCoursePaths.detail,
    {
      schema: {
        tags: ['admin'],
        summary: 'Role admin: a course with its lessons, lesson tests and final exams (current question version, right answers marked)',
        headers: requestHeaders,
        querystring: adminCourseQuery,
        response: replies(adminCourseDetail),
      },
    },
    async (request) => ok(await editor.detail(request.query.courseId)),
  );

  app.post(
    adminCoursePaths.save,
    {
      schema: {
        tags: ['admin'],
        summary: "Role admin: create a draft course (no courseId) or edit one; a published course keeps learners' progress",
        headers: requestHeaders,
        body: saveCourseRequest,
        response: replies(adminCourseDetail),
      },
    },
    async (request) => ok(await editor.saveCourse(currentSession(request), request.body)),
  );

  app.post(
    adminCoursePaths.uploadLesson,
    {
      schema: {
        tags: ['admin'],
        summary: 'Role admin: upload a lesson video (multipart: courseId, titleEn, titleEs for a new lesson, or lessonId to replace its video; then file); its length is read from the file',
        consumes: ['multipart/form-data'],
        headers: requestHeaders,
        response: replies(adminCourseDetail),
      },
    },
    async (request) => {
      const { file, fields } = await receiveUpload(request, lessonUploadFields);
      return ok(await editor.uploadLesson(currentSession(request), file, fields));
    },
  );

  app.post(
    adminCoursePaths.uploadCaption,
    {
      schema: {
        tags: ['admin'],
        summary: `Role admin: a lesson video's captions in one language, replacing any (multipart: lessonId, language; then file): WebVTT in UTF-8, at most ${captionMaxBytes} bytes`,
        consumes: ['multipart/form-data'],
        headers: requestHeaders,
        response: replies(adminCourseDetail),
      },
    },
    async (request) => {
      const { file, fields } = await receiveUpload(request, captionFields);
      return ok(await editor.uploadCaption(currentSession(request), file, fields));
    },
  );

  app.post(
    adminCoursePaths.deleteCaption,
    { schema: { tags: ['admin'], summary: "Role admin: removes a lesson video's captions in one language", headers: requestHeaders, body: captionRequest, response: replies(adminCourseDetail) } },
    async (request) => ok(await editor.deleteCaption(currentSession(request), request.body)),
  );

  app.post(
    adminCoursePaths.saveLesson,
    { schema: { tags: ['admin'], summary: "Role admin: a lesson's title and order", headers: requestHeaders, body: saveLessonRequest, response: replies(adminCourseDetail) } },
    async (request) => ok(await editor.saveLesson(currentSession(request), request.body)),
  );

  app.post(
    adminCoursePaths.deleteLesson,
    {
      schema: { tags: ['admin'], summary: 'Role admin: delete a lesson no learner has studied (40111 otherwise)', headers: requestHeaders, body: deleteLessonRequest, response: replies(adminCourseDetail) },
    },
    async (request) => ok(await editor.deleteLesson(currentSession(request), request.body.lessonId)),
  );

  app.post(
    adminCoursePaths.saveExam,
    {
      schema: {
        tags: ['admin'],
        summary: 'Role admin: a lesson test or final exam version with its question pool; changed questions start a new question version once attempts exist',
        headers: requestHeaders,
        body: saveExamRequest,
        response: replies(adminCourseDetail),
      },
    },
    async (request) => ok(await editor.saveExam(currentSession(request), request.body)),
  );

  app.post(
    adminCoursePaths.publish,
    {
      schema: {
        tags: ['admin'],
        summary: 'Role admin: publish (checked: every lesson has a video and a test, a certification a final exam per country) or unpublish; once',
        headers: requestHeaders,
        body: publishRequest,
        response: replies(adminCourseDetail),
      },
    },
    async (request) => ok(await editor.publish(currentSession(request), request.body.courseId, request.body.published)),
  );
};
