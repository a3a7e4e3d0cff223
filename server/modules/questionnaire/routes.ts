import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminInstructor,
  adminQuestionnaireListResult,
  adminSubmissionsResult,
  createInstructorRequest,
  createInstructorResult,
  createQuestionnaireRequest,
  createQuestionnaireResult,
  createSessionRequest,
  createSessionResult,
  instructorsResult,
  openQuery,
  openResult,
  qrCodeRequest,
  questionnairePaths,
  submissionFilter,
  submitRequest,
  submitResult,
  trainHistoryResult,
} from '../../../src/contract/questionnaire';
import { adminInstructorListQuery, adminInstructorListResult, instructorAdminPaths, instructorIdRequest, regenerateQrRequest, updateInstructorRequest } from '../../../src/contract/instructorAdmin';
import { currentSession } from '../auth';
import { failureEnvelope, ok, replies, requestHeaders } from '../../lib/envelope';
import { requestLanguage } from '../../lib/language';
import type { InstructorAdminService } from './instructorAdminService';
import type { QuestionnaireFile, QuestionnaireService } from './service';

// Bytes, not JSON: documented for OpenAPI.
const fileReplies = (what: string) => ({ 200: z.union([z.unknown().describe(what), failureEnvelope]), 500: failureEnvelope });

const sendFile = (reply: FastifyReply, file: QuestionnaireFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes));

/** Anyone with the QR code: open the questionnaire, submit once. */
export const questionnairePublicRoutes: FastifyPluginAsyncZod<{ questionnaires: QuestionnaireService }> = async (app, { questionnaires }) => {
  app.get(
    questionnairePaths.open,
    {
      schema: {
        tags: ['questionnaire'],
        summary: 'Anyone: the questionnaire of a training session by its QR code value; records the scan time (or keeps the scan of `scanToken`)',
        headers: requestHeaders,
        querystring: openQuery,
        response: replies(openResult),
      },
    },
    async (request) => ok(await questionnaires.open(request.query.code, request.query.scanToken, request.ip)),
  );

  app.post(
    questionnairePaths.submit,
    {
      schema: {
        tags: ['questionnaire'],
        summary: 'Anyone: the attendee’s answers, once per e-mail per training session (a second one is refused with 40070)',
        headers: requestHeaders,
        body: submitRequest,
        response: replies(submitResult),
      },
    },
    async (request) => ok(await questionnaires.submit(request.body, requestLanguage(request))),
  );
};

/** Signed-in users: training history, instructors and their QR codes. */
export const questionnaireRoutes: FastifyPluginAsyncZod<{ questionnaires: QuestionnaireService }> = async (app, { questionnaires }) => {
  app.get(
    questionnairePaths.trainHistory,
    { schema: { tags: ['questionnaire'], summary: 'Training sessions with instructor, place and number of responses, newest first', headers: requestHeaders, response: replies(trainHistoryResult) } },
    async () => ok(await questionnaires.trainHistory()),
  );

  app.get(
    questionnairePaths.instructors,
    { schema: { tags: ['questionnaire'], summary: 'Instructors, each with the QR code of the current session', headers: requestHeaders, response: replies(instructorsResult) } },
    async () => ok(await questionnaires.instructors()),
  );

  app.post(
    questionnairePaths.qrCode,
    { schema: { tags: ['questionnaire'], summary: 'The QR code of a training session as a PNG or SVG attachment', headers: requestHeaders, body: qrCodeRequest, response: fileReplies('The QR code (image/png or image/svg+xml)') } },
    async (request, reply) => sendFile(reply, await questionnaires.qrCode(request.body.sessionId, request.body.format)),
  );
};

/** Role admin (registered behind requireSession and requireAdmin by app.ts): the provider's view and authoring. */
export const questionnaireAdminRoutes: FastifyPluginAsyncZod<{ questionnaires: QuestionnaireService }> = async (app, { questionnaires }) => {
  app.get(
    questionnairePaths.adminList,
    {
      schema: {
        tags: ['questionnaire'],
        summary: 'Role admin: questionnaires with number of submissions, satisfaction rating and score from the question weights',
        headers: requestHeaders,
        response: replies(adminQuestionnaireListResult),
      },
    },
    async () => ok(await questionnaires.adminList()),
  );

  app.get(
    questionnairePaths.adminSubmissions,
    {
      schema: {
        tags: ['questionnaire'],
        summary: 'Role admin: submissions filtered by questionnaire, days (US time), instructor and training type',
        headers: requestHeaders,
        querystring: submissionFilter,
        response: replies(adminSubmissionsResult),
      },
    },
    async (request) => ok(await questionnaires.adminSubmissions(request.query)),
  );

  app.post(
    questionnairePaths.adminExport,
    {
      schema: {
        tags: ['questionnaire'],
        summary: 'Role admin: the filtered submissions as CSV (UTF-8 with BOM, formula cells neutralised)',
        headers: requestHeaders,
        body: submissionFilter,
        response: fileReplies('The submissions (text/csv)'),
      },
    },
    async (request, reply) => sendFile(reply, await questionnaires.adminExport(request.body, requestLanguage(request))),
  );

  app.post(
    questionnairePaths.adminCreate,
    { schema: { tags: ['questionnaire'], summary: 'Role admin: a questionnaire from the five question types, with weights and required flags', headers: requestHeaders, body: createQuestionnaireRequest, response: replies(createQuestionnaireResult) } },
    async (request) => ok(await questionnaires.createQuestionnaire(request.body)),
  );

  app.post(
    questionnairePaths.adminCreateSession,
    { schema: { tags: ['questionnaire'], summary: 'Role admin: a training session bound to an instructor, with its QR code value', headers: requestHeaders, body: createSessionRequest, response: replies(createSessionResult) } },
    async (request) => ok(await questionnaires.createSession(request.body)),
  );
};

/** The console's Instructors section (registered behind requireAdmin); questionnaire authoring creates instructors through it too. */
export const instructorAdminRoutes: FastifyPluginAsyncZod<{ instructors: InstructorAdminService }> = async (app, { instructors }) => {
  app.get(
    instructorAdminPaths.list,
    {
      schema: {
        tags: ['admin'],
        summary: 'Role admin: instructors, one page, searched (name, e-mail), filtered (type, state) and sorted on the server, each with the QR code of their current session',
        headers: requestHeaders,
        querystring: adminInstructorListQuery,
        response: replies(adminInstructorListResult),
      },
    },
    async (request) => ok(await instructors.list(request.query)),
  );
  app.post(
    instructorAdminPaths.create,
    { schema: { tags: ['admin'], summary: 'Role admin: an instructor (internal or external); a taken e-mail answers 40009 (audited)', headers: requestHeaders, body: createInstructorRequest, response: replies(createInstructorResult) } },
    async (request) => ok(await instructors.create(actorOf(request), request.body)),
  );
  app.post(
    instructorAdminPaths.update,
    { schema: { tags: ['admin'], summary: 'Role admin: correct an instructor’s name, e-mail or type (audited)', headers: requestHeaders, body: updateInstructorRequest, response: replies(adminInstructor) } },
    async (request) => ok(await instructors.update(actorOf(request), request.body)),
  );
  app.post(
    instructorAdminPaths.deactivate,
    { schema: { tags: ['admin'], summary: 'Role admin: deactivate an instructor, once; learners no longer see them and their QR codes take no answers (audited)', headers: requestHeaders, body: instructorIdRequest, response: replies(adminInstructor) } },
    async (request) => ok(await instructors.deactivate(actorOf(request), request.body.instructorId)),
  );
  app.post(
    instructorAdminPaths.reactivate,
    { schema: { tags: ['admin'], summary: 'Role admin: reactivate a deactivated instructor, once (audited)', headers: requestHeaders, body: instructorIdRequest, response: replies(adminInstructor) } },
    async (request) => ok(await instructors.reactivate(actorOf(request), request.body.instructorId)),
  );
  app.post(
    instructorAdminPaths.regenerateQr,
    { schema: { tags: ['admin'], summary: 'Role admin: a new QR code for the current session, replacing the code shown; the old one stops working (audited)', headers: requestHeaders, body: regenerateQrRequest, response: replies(adminInstructor) } },
    async (request) => ok(await instructors.regenerateQr(actorOf(request), request.body)),
  );
};

const actorOf = (request: FastifyRequest) => {
  const { user } = currentSession(request);
  return { id: user.id, account: user.account };
};
