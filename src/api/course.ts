import { z } from 'zod';
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
import { apiRequest } from './client';

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

/** `GET /course/list?status=&audience=&kind=`: empty filters are left out of the query. */
export const listCourses = (filter: CourseListFilter = {}): Promise<CourseListResult> =>
  apiRequest(coursePaths.list, { method: 'GET', query: courseListQuery.parse(filter), schema: courseListResult });

/** `POST /related/getInstallerCourseRelated`: the course with its lessons as this learner sees them. */
export const getCourseDetail = (courseId: string): Promise<CourseDetail> =>
  apiRequest(coursePaths.detail, { method: 'POST', body: courseDetailRequest.parse({ courseId }), schema: courseDetail });

/**
 * `POST /related/updateInstallerCourseRelated`: where the video is now and what it does (`play` when
 * playing starts, `progress` while it plays, `pause` when it stops). The server decides how much of
 * it counts as watched. Silent: a report every few seconds must not flash the loading indicator.
 */
export const reportProgress = (report: ProgressReport): Promise<ProgressResult> =>
  apiRequest(coursePaths.progress, { method: 'POST', body: progressRequest.parse(report), silent: true, schema: progressResult });

/** `GET /exam/getExamInfo?examId=`: counts, pass mark and whether (or why not) an attempt can start. */
export const getExamInfo = (examId: string): Promise<ExamInfo> =>
  apiRequest(coursePaths.examInfo, { method: 'GET', query: examIdQuery.parse({ examId }), schema: examInfo });

/** `GET /question/listExamQuestion?examId=`: starts an attempt, or resumes the one in progress with its order and answers. */
export const startOrResumeAttempt = (examId: string): Promise<Attempt> =>
  apiRequest(coursePaths.startAttempt, { method: 'GET', query: examIdQuery.parse({ examId }), schema: attempt });

/** `GET /question/getLastExamQuestion?examId=`: the attempt in progress, or null; never starts one. */
export const getLastAttempt = (examId: string): Promise<Attempt | null> =>
  apiRequest(coursePaths.lastAttempt, { method: 'GET', query: examIdQuery.parse({ examId }), schema: attempt.nullable() });

/** `POST /answer/submitAnswer` with `final: false`: stores the answers chosen so far; nothing is graded. Silent: it runs on every change. */
export const saveAnswers = (attemptId: string, answers: AnswerEntry[]): Promise<AttemptGrade> =>
  apiRequest(coursePaths.submitAnswer, {
    method: 'POST',
    body: submitAnswerRequest.parse({ attemptId, answers, final: false }),
    silent: true,
    schema: attemptGrade,
  });

/** `POST /answer/submitAnswer` with `final: true`: grades the attempt once (the server ignores a second submit). */
export const submitAttempt = (attemptId: string, answers: AnswerEntry[]): Promise<AttemptGrade> =>
  apiRequest(coursePaths.submitAnswer, {
    method: 'POST',
    body: submitAnswerRequest.parse({ attemptId, answers, final: true }),
    schema: attemptGrade,
  });

/** `GET /answer/listAnswer?attemptId=`: per question right or wrong with the learner's choice, never the right options. */
export const listAnswers = (attemptId: string): Promise<AnswerReview[]> =>
  apiRequest(coursePaths.listAnswer, { method: 'GET', query: attemptIdQuery.parse({ attemptId }), schema: answerReviewList });

/** `GET /exam/getAttemptResult?attemptId=`: a graded attempt with its review and the next step the server decided. */
export const getAttemptResult = (attemptId: string): Promise<AttemptResult> =>
  apiRequest(coursePaths.attemptResult, { method: 'GET', query: attemptIdQuery.parse({ attemptId }), schema: attemptResult });

/** `GET /api-installer/exam/listHistoryExam`: the learner's graded attempts, newest first. */
export const listExamHistory = (): Promise<ExamHistoryEntry[]> =>
  apiRequest(coursePaths.examHistory, { method: 'GET', schema: examHistory });
