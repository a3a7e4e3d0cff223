import {
  adminQuestionnaireListResult,
  adminSubmissionsResult,
  createQuestionnaireResult,
  createSessionResult,
  createQuestionnaireRequest,
  createSessionRequest,
  instructorsResult,
  openResult,
  qrCodeRequest,
  questionnairePaths,
  submissionFilter,
  submitRequest,
  submitResult,
  trainHistoryResult,
  type AdminQuestionnaireListResult,
  type AdminSubmissionsResult,
  type CreateQuestionnaireRequest,
  type CreateSessionRequest,
  type InstructorsResult,
  type OpenResult,
  type QrCodeRequest,
  type SubmissionFilter,
  type SubmitRequest,
  type SubmitResult,
  type TrainHistoryResult,
} from '../contract/questionnaire';
import { apiRequest } from './client';
import { download, type DownloadResult } from './download';

/**
 * The training questionnaire endpoints (issue 12). Rules (required answers, one submission per e-mail
 * per session, scores) are the server's; a refused call rejects with the client's `ApiError`.
 */

/** `GET /questionnaire/open?code=`, anonymous: the form of a training session; `scanToken` keeps an earlier scan. */
export const openQuestionnaire = (code: string, scanToken?: string): Promise<OpenResult> =>
  apiRequest(questionnairePaths.open, {
    method: 'GET',
    query: scanToken ? { code, scanToken } : { code },
    schema: import.meta.env.DEV ? openResult : undefined,
  });

/** `POST /questionnaire/submit`, anonymous. */
export const submitQuestionnaire = (request: SubmitRequest): Promise<SubmitResult> =>
  apiRequest(questionnairePaths.submit, { method: 'POST', body: import.meta.env.DEV ? submitRequest.parse(request) : request, schema: import.meta.env.DEV ? submitResult : undefined });

export const listTrainHistory = (): Promise<TrainHistoryResult> =>
  apiRequest(questionnairePaths.trainHistory, { method: 'GET', schema: import.meta.env.DEV ? trainHistoryResult : undefined });

export const listInstructors = (): Promise<InstructorsResult> =>
  apiRequest(questionnairePaths.instructors, { method: 'GET', schema: import.meta.env.DEV ? instructorsResult : undefined });

/** `POST /questionnaire/qrCode`: saves a session's QR code as PNG or SVG. */
export const downloadQrCode = (request: QrCodeRequest): Promise<DownloadResult> =>
  download(questionnairePaths.qrCode, { body: import.meta.env.DEV ? qrCodeRequest.parse(request) : request });

export const listQuestionnairesAsAdmin = (): Promise<AdminQuestionnaireListResult> =>
  apiRequest(questionnairePaths.adminList, { method: 'GET', schema: import.meta.env.DEV ? adminQuestionnaireListResult : undefined });

const filterQuery = (filter: SubmissionFilter): Record<string, string> =>
  Object.fromEntries(Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));

export const listSubmissionsAsAdmin = (filter: SubmissionFilter): Promise<AdminSubmissionsResult> =>
  apiRequest(questionnairePaths.adminSubmissions, {
    method: 'GET',
    query: import.meta.env.DEV ? submissionFilter.parse(filterQuery(filter)) : filterQuery(filter),
    schema: import.meta.env.DEV ? adminSubmissionsResult : undefined,
  });

/** `POST /admin/questionnaire/export`: saves the filtered submissions as CSV. */
export const exportSubmissions = (filter: SubmissionFilter): Promise<DownloadResult> =>
  download(questionnairePaths.adminExport, { body: import.meta.env.DEV ? submissionFilter.parse(filterQuery(filter)) : filterQuery(filter) });

export const createQuestionnaire = (request: CreateQuestionnaireRequest): Promise<{ questionnaireId: string }> =>
  apiRequest(questionnairePaths.adminCreate, {
    method: 'POST',
    body: import.meta.env.DEV ? createQuestionnaireRequest.parse(request) : request,
    schema: import.meta.env.DEV ? createQuestionnaireResult : undefined,
  }) as Promise<{ questionnaireId: string }>;

export const createTrainingSession = (request: CreateSessionRequest): Promise<{ sessionId: string; code: string }> =>
  apiRequest(questionnairePaths.adminCreateSession, {
    method: 'POST',
    body: import.meta.env.DEV ? createSessionRequest.parse(request) : request,
    schema: import.meta.env.DEV ? createSessionResult : undefined,
  }) as Promise<{ sessionId: string; code: string }>;
