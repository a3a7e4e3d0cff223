import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerReviewList,
  attempt,
  attemptGrade,
  attemptIdQuery,
  attemptResult,
  coursePaths,
  examHistory,
  examIdQuery,
  examInfo,
  examVersionList,
  submitAnswerRequest,
} from '../../../src/contract/course';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import { idempotencyKeyOf, idempotentRequestHeaders } from '../../lib/idempotency';
import { requestLanguage } from '../../lib/language';
import { currentSession, sessionOfRequest, tokenHashOf, type AuthService } from '../auth';
import type { ExamService } from './service';

type Options = { exams: ExamService; auth: AuthService };

/** Lesson tests and final exams (registered behind requireSession by app.ts). */
export const examRoutes: FastifyPluginAsyncZod<Options> = async (app, { exams, auth }) => {
  app.get(
    coursePaths.examInfo,
    {
      schema: {
        tags: ['exam'],
        summary: 'An exam: questions, pass mark, attempts used and allowed, whether it can start now and why not',
        headers: requestHeaders,
        querystring: examIdQuery,
        response: replies(examInfo),
      },
    },
    async (request) => ok(await exams.info(currentSession(request).user, request.query.examId, requestLanguage(request))),
  );

  app.get(
    coursePaths.startAttempt,
    {
      schema: {
        tags: ['exam'],
        summary: 'Starts an attempt (questions and options shuffled) or resumes the one in progress; never tells right options',
        headers: requestHeaders,
        querystring: examIdQuery,
        response: replies(attempt),
      },
    },
    async (request) => ok(await exams.start(currentSession(request).user, request.query.examId, requestLanguage(request))),
  );

  app.get(
    coursePaths.lastAttempt,
    {
      schema: { tags: ['exam'], summary: 'The attempt in progress, or null', headers: requestHeaders, querystring: examIdQuery, response: replies(attempt.nullable()) },
    },
    async (request) => ok(await exams.last(currentSession(request).user, request.query.examId, requestLanguage(request))),
  );

  app.post(
    coursePaths.submitAnswer,
    {
      schema: {
        tags: ['exam'],
        summary:
          'Saves chosen answers (final: false) or grades the attempt once (final: true; a repeat returns the same grade). A retry sent with the same Idempotency-Key gets the first answer and changes nothing again',
        headers: idempotentRequestHeaders,
        body: submitAnswerRequest,
        response: replies(attemptGrade),
      },
      // A submit of a kept attempt checks the session in its own first statement; anything else looks it up first.
      config: { checksOwnSession: true },
    },
    async (request) => {
      const key = idempotencyKeyOf(request.headers);
      const answer = await exams.submitAsCaller(tokenHashOf(request), request.body, key);
      return ok(answer ?? (await exams.submit((await sessionOfRequest(request, auth)).user, request.body, key)));
    },
  );

  app.get(
    coursePaths.listAnswer,
    {
      schema: {
        tags: ['exam'],
        summary: 'Per question of a graded attempt: chosen options and right or wrong (never the right options)',
        headers: requestHeaders,
        querystring: attemptIdQuery,
        response: replies(answerReviewList),
      },
    },
    async (request) => ok(await exams.review(currentSession(request).user, request.query.attemptId, requestLanguage(request))),
  );

  app.get(
    coursePaths.attemptResult,
    {
      schema: {
        tags: ['exam'],
        summary: "A graded attempt of the caller: score, this attempt's number, review, and the next step decided from the state now",
        headers: requestHeaders,
        querystring: attemptIdQuery,
        response: replies(attemptResult),
      },
    },
    async (request) => ok(await exams.result(currentSession(request).user, request.query.attemptId, requestLanguage(request))),
  );

  app.get(
    coursePaths.examVersions,
    { schema: { tags: ['exam'], summary: "Final exam versions of the user's country", headers: requestHeaders, response: replies(examVersionList) } },
    async (request) => ok(await exams.versions(currentSession(request).user, requestLanguage(request))),
  );

  app.get(
    coursePaths.examHistory,
    { schema: { tags: ['exam'], summary: "The user's graded attempts, newest first", headers: requestHeaders, response: replies(examHistory) } },
    async (request) => ok(await exams.history(currentSession(request).user, requestLanguage(request))),
  );
};
