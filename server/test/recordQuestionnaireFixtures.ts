import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { questionnairePaths, type OpenResult } from '../../src/contract/questionnaire';
import type { QuestionnaireFixtureName } from '../../src/testing/fixtures/questionnaire/manifest';
import { seedQuestionnaire } from '../db/seed/questionnaire';
import { ok, validSubmission } from './questionnaireTestKit';
import type { TestContext } from './testApp';

/** Where the recorded questionnaire fixtures live (see its README.md). */
export const questionnaireFixtureDir = join(import.meta.dirname, '../../src/testing/fixtures/questionnaire');

export const readQuestionnaireFixture = (name: QuestionnaireFixtureName): unknown => {
  const file = join(questionnaireFixtureDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
};

export const writeQuestionnaireFixture = (name: QuestionnaireFixtureName, value: unknown): void => {
  writeFileSync(join(questionnaireFixtureDir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
};

/**
 * Records what the API answers: empty lists first (before the seed), then the seeded demo content
 * (two instructors, three sessions, 40 submissions) and one attendee's submit of the running session.
 */
export const recordQuestionnaireAnswers = async (ctx: TestContext): Promise<Map<QuestionnaireFixtureName, unknown>> => {
  const recording = new Map<QuestionnaireFixtureName, unknown>();
  const admin = await ctx.signedInUser({ role: 'admin' });
  const get = (path: string, query?: Record<string, string>) => ctx.api('GET', path, { token: admin.token, query });
  recording.set('trainHistory.empty', ok(await get(questionnairePaths.trainHistory)));
  recording.set('instructors.empty', ok(await get(questionnairePaths.instructors)));
  recording.set('admin.list.empty', ok(await get(questionnairePaths.adminList)));
  recording.set('admin.submissions.empty', ok(await get(questionnairePaths.adminSubmissions)));

  await seedQuestionnaire(ctx.db, ctx.clock.now);
  const running = await ctx.db.selectFrom('training_sessions').select('code').where('starts_at', '<=', ctx.clock.now()).where('ends_at', '>=', ctx.clock.now()).executeTakeFirstOrThrow();
  const opened = ok(await ctx.api<OpenResult>('GET', questionnairePaths.open, { query: { code: running.code } }));
  recording.set('open', opened);
  for (const lang of ['en', 'es'] as const) {
    recording.set(lang === 'en' ? 'open.unknownCode' : 'open.unknownCode.es', (await ctx.api('GET', questionnairePaths.open, { query: { code: 'no-such-code' }, headers: { lang } })).body);
    const missing = await ctx.api('POST', questionnairePaths.submit, { body: validSubmission(opened, { answers: [] }), headers: { lang } });
    recording.set(lang === 'en' ? 'submit.missingAnswer' : 'submit.missingAnswer.es', missing.body);
  }
  recording.set('submit.ok', ok(await ctx.api('POST', questionnairePaths.submit, { body: validSubmission(opened) })));
  recording.set('submit.duplicate', (await ctx.api('POST', questionnairePaths.submit, { body: validSubmission(opened) })).body);
  recording.set('trainHistory', ok(await get(questionnairePaths.trainHistory)));
  recording.set('instructors', ok(await get(questionnairePaths.instructors)));
  recording.set('admin.list', ok(await get(questionnairePaths.adminList)));
  recording.set('admin.submissions', ok(await get(questionnairePaths.adminSubmissions)));
  return recording;
};
