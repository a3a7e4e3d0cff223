import type { z } from 'zod';
import {
  attempt,
  attemptGrade,
  answerReviewList,
  courseDetail,
  courseDetailRequest,
  courseListQuery,
  courseListResult,
  coursePaths,
  examHistory,
  examIdQuery,
  examInfo,
  attemptIdQuery,
  attemptResult,
  progressRequest,
  progressResult,
  submitAnswerRequest,
  type AnswerReview,
  type Attempt,
  type AttemptGrade,
  type AttemptResult,
  type CourseDetail,
  type CourseListResult,
  type ExamInfo,
  type ProgressResult,
} from '../contract/course';
import { apiRequest, type Sending } from './client';
import { earlyCall, type EarlyCall } from './early';
import { idempotencyHeaders, newIdempotencyKey, sendIdempotent, type IdempotentOptions } from './idempotent';

/**
 * The course, lesson test and final exam endpoints (issue 3). Every rule (locks, attempts, scoring,
 * watched time) lives on the server; a call that breaks one rejects with the client's `ApiError`,
 * whose `code` names the rule and whose `message` says what to do next (already shown as a toast).
 */

export type CourseListFilter = z.input<typeof courseListQuery>;
export type ProgressReport = z.input<typeof progressRequest>;
/** One question's chosen options, as the server stores them. */
export type AnswerEntry = { questionId: string; optionIds: string[] };
export type ExamHistoryEntry = z.infer<typeof examHistory>[number];

/** `GET /course/list?status=&audience=&kind=`: empty filters are left out of the query; a route loader may start it early (src/api/early.ts). */
export const courseListCall: EarlyCall<CourseListFilter, CourseListResult> = earlyCall(coursePaths.list, (filter: CourseListFilter) =>
  apiRequest(coursePaths.list, { method: 'GET', query: import.meta.env.DEV ? courseListQuery.parse(filter) : filter, schema: import.meta.env.DEV ? courseListResult : undefined }),
);

export const listCourses = (filter: CourseListFilter = {}): Promise<CourseListResult> => courseListCall.send(filter);

/** `POST /related/getInstallerCourseRelated`: the course with its lessons as this learner sees them; a route loader may start it early. */
export const courseDetailCall: EarlyCall<{ courseId: string }, CourseDetail> = earlyCall(coursePaths.detail, ({ courseId }: { courseId: string }) =>
  apiRequest(coursePaths.detail, { method: 'POST', onlyReads: true, body: import.meta.env.DEV ? courseDetailRequest.parse({ courseId }) : { courseId }, schema: import.meta.env.DEV ? courseDetail : undefined }),
);

export const getCourseDetail = (courseId: string): Promise<CourseDetail> => courseDetailCall.send({ courseId });

/**
 * `POST /related/updateInstallerCourseRelated`: where the video is now and what it does (`play` when
 * playing starts, `progress` while it plays, `pause` when it stops). The server decides how much of
 * it counts as watched. Silent: a report every few seconds must not flash the loading indicator.
 */
export const reportProgress = (report: ProgressReport, sending?: Sending): Promise<ProgressResult> =>
  apiRequest(coursePaths.progress, { method: 'POST', keepalive: sending?.keepalive, body: import.meta.env.DEV ? progressRequest.parse(report) : report, silent: true, schema: import.meta.env.DEV ? progressResult : undefined });

/** `GET /exam/getExamInfo?examId=`: counts, pass mark and whether (or why not) an attempt can start. */
export const getExamInfo = (examId: string): Promise<ExamInfo> =>
  apiRequest(coursePaths.examInfo, { method: 'GET', query: import.meta.env.DEV ? examIdQuery.parse({ examId }) : { examId }, schema: import.meta.env.DEV ? examInfo : undefined });

/** `GET /question/listExamQuestion?examId=`: starts an attempt, or resumes the one in progress with its order and answers. */
export const startOrResumeAttempt = (examId: string): Promise<Attempt> =>
  apiRequest(coursePaths.startAttempt, { method: 'GET', query: import.meta.env.DEV ? examIdQuery.parse({ examId }) : { examId }, schema: import.meta.env.DEV ? attempt : undefined });

/** `GET /question/getLastExamQuestion?examId=`: the attempt in progress, or null; never starts one. */
export const getLastAttempt = (examId: string): Promise<Attempt | null> =>
  apiRequest(coursePaths.lastAttempt, { method: 'GET', query: import.meta.env.DEV ? examIdQuery.parse({ examId }) : { examId }, schema: import.meta.env.DEV ? attempt.nullable() : undefined });

/**
 * `POST /answer/submitAnswer` with `final: false`: stores the answers chosen so far; nothing is graded.
 * Silent: it runs on every change. The caller keeps `idempotencyKey` for a retry of the same batch, so
 * a copy that arrives late changes nothing.
 */
export const saveAnswers = (attemptId: string, answers: AnswerEntry[], idempotencyKey: string = newIdempotencyKey(), sending?: Sending): Promise<AttemptGrade> =>
  apiRequest(coursePaths.submitAnswer, {
    method: 'POST',
    keepalive: sending?.keepalive,
    body: import.meta.env.DEV ? submitAnswerRequest.parse({ attemptId, answers, final: false }) : { attemptId, answers, final: false },
    headers: idempotencyHeaders(idempotencyKey),
    silent: true,
    schema: import.meta.env.DEV ? attemptGrade : undefined,
  });

/**
 * `POST /answer/submitAnswer` with `final: true`: grades the attempt once. A network failure is retried
 * with the same idempotency key (the server grades once and answers every copy with that grade).
 */
export const submitAttempt = (attemptId: string, answers: AnswerEntry[], options: IdempotentOptions = {}): Promise<AttemptGrade> =>
  sendIdempotent(
    (headers) =>
      apiRequest(coursePaths.submitAnswer, {
        method: 'POST',
        body: import.meta.env.DEV ? submitAnswerRequest.parse({ attemptId, answers, final: true }) : { attemptId, answers, final: true },
        headers,
        schema: import.meta.env.DEV ? attemptGrade : undefined,
      }),
    options,
  );

/** `GET /answer/listAnswer?attemptId=`: per question right or wrong with the learner's choice, never the right options. */
export const listAnswers = (attemptId: string): Promise<AnswerReview[]> =>
  apiRequest(coursePaths.listAnswer, { method: 'GET', query: import.meta.env.DEV ? attemptIdQuery.parse({ attemptId }) : { attemptId }, schema: import.meta.env.DEV ? answerReviewList : undefined });

/** `GET /exam/getAttemptResult?attemptId=`: a graded attempt with its review and the next step the server decided. */
export const getAttemptResult = (attemptId: string): Promise<AttemptResult> =>
  apiRequest(coursePaths.attemptResult, { method: 'GET', query: import.meta.env.DEV ? attemptIdQuery.parse({ attemptId }) : { attemptId }, schema: import.meta.env.DEV ? attemptResult : undefined });

/** `GET /api-installer/exam/listHistoryExam`: the learner's graded attempts, newest first. */
export const listExamHistory = (): Promise<ExamHistoryEntry[]> =>
  apiRequest(coursePaths.examHistory, { method: 'GET', schema: import.meta.env.DEV ? examHistory : undefined });
