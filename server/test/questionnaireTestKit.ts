import { apiBasePath } from '../../src/contract/paths';
import {
  questionnairePaths,
  type AdminQuestionnaireListResult,
  type CreateQuestionnaireRequest,
  type OpenResult,
  type SubmitRequest,
} from '../../src/contract/questionnaire';
import type { ApiResponse, TestContext } from './testApp';

/** The result of a successful call (fails the test with the envelope otherwise). */
export const ok = <T>(response: ApiResponse<T>): T => {
  if (response.body.code !== 200) throw new Error(`expected success, got ${JSON.stringify(response.body)}`);
  return response.body.result;
};

/** A questionnaire of every question type: required single choice, optional multiple choice, required fill-in, optional text, required rating. */
export const everyTypeQuestionnaire: CreateQuestionnaireRequest = {
  title: 'Capacitación de instalación',
  trainingType: 'product',
  trainObject: 'battery',
  trainingMethod: 'inPerson',
  questions: [
    { kind: 'singleChoice', prompt: 'Preparation', required: true, weight: 3, options: [{ label: 'Fully', points: 10 }, { label: 'Partly', points: 5 }, { label: 'Not', points: 0 }] },
    { kind: 'multipleChoice', prompt: 'Useful topics', required: false, weight: 1, options: [{ label: 'Wiring', points: 1 }, { label: 'App', points: 1 }] },
    { kind: 'fillIn', prompt: 'Systems this year', required: true, weight: 0 },
    { kind: 'text', prompt: 'What to improve', required: false, weight: 0 },
    { kind: 'rating', prompt: 'Overall satisfaction', required: true, weight: 5 },
  ],
};

export type TrainingFixture = { adminToken: string; questionnaireId: string; instructorId: string; sessionId: string; code: string };

let instructorCounter = 0;

/** Through the admin routes: a questionnaire of every type, an instructor and a session running now. */
export const createTraining = async (ctx: TestContext, adminToken?: string, request = everyTypeQuestionnaire): Promise<TrainingFixture> => {
  const token = adminToken ?? (await ctx.signedInUser({ role: 'admin' })).token;
  const { questionnaireId } = ok(await ctx.api<{ questionnaireId: string }>('POST', questionnairePaths.adminCreate, { token, body: request }));
  instructorCounter += 1;
  const { instructorId } = ok(
    await ctx.api<{ instructorId: string }>('POST', questionnairePaths.adminCreateInstructor, {
      token,
      body: { name: `Instructor ${instructorCounter}`, email: `instructor.${process.pid}.${instructorCounter}@example.test`, kind: instructorCounter % 2 ? 'internal' : 'external' },
    }),
  );
  const now = ctx.clock.now().getTime();
  const { sessionId, code } = ok(
    await ctx.api<{ sessionId: string; code: string }>('POST', questionnairePaths.adminCreateSession, {
      token,
      body: { questionnaireId, instructorId, place: 'Houston, TX', startsAt: new Date(now - 3_600_000).toISOString(), endsAt: new Date(now + 3_600_000).toISOString() },
    }),
  );
  return { adminToken: token, questionnaireId, instructorId, sessionId, code };
};

export const openQuestionnaire = async (ctx: TestContext, code: string, lang = 'en') =>
  ok(await ctx.api<OpenResult>('GET', questionnairePaths.open, { query: { code }, headers: { lang } }));

/** Answers every question: the first option of each choice, 4 stars. */
export const completeAnswers = (opened: OpenResult): SubmitRequest['answers'] =>
  opened.questions.map((question) => {
    if (question.kind === 'rating') return { questionId: question.questionId, rating: 4 };
    if (question.kind === 'fillIn' || question.kind === 'text') return { questionId: question.questionId, text: 'Doce sistemas, señor' };
    return { questionId: question.questionId, optionIds: [question.options[0]!.optionId] };
  });

export const validSubmission = (opened: OpenResult, overrides: Partial<SubmitRequest> = {}): SubmitRequest => ({
  trainingType: 'product',
  companyName: 'Energía Solar del Norte',
  name: 'José Núñez',
  position: 'Installer',
  cellPhone: '5551234567',
  email: 'jose.nunez@example.test',
  productTraining: 'battery',
  trainingMethod: 'inPerson',
  scanToken: opened.scanToken,
  answers: completeAnswers(opened),
  ...overrides,
});

/** The raw bytes of a file answer (CSV, PNG, SVG) and its headers. */
export const fileCall = async (ctx: TestContext, path: string, token: string | undefined, body: unknown, lang = 'en') => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${apiBasePath}${path}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), lang },
    payload: body as Record<string, unknown>,
    remoteAddress: '127.0.0.1',
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, text: response.body };
};

export const adminList = async (ctx: TestContext, token: string) => ok(await ctx.api<AdminQuestionnaireListResult>('GET', questionnairePaths.adminList, { token }));
