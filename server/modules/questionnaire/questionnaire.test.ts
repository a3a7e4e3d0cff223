import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { errorMessages } from '../../../src/contract/messages';
import {
  questionnairePaths,
  type AdminSubmissionsResult,
  type InstructorsResult,
  type OpenResult,
  type SubmitRequest,
  type TrainHistoryResult,
} from '../../../src/contract/questionnaire';
import { validationMessages } from '../../../src/validation/messages';
import { countRows, databasesUnderTest } from '../../test/databases';
import { atOnce, codeTally, parallelRequests } from '../../test/parallel';
import { questionnaireThrottleRules } from './limits';
import { adminList, createTraining, fileCall, ok, openQuestionnaire, validSubmission } from '../../test/questionnaireTestKit';
import { useTestContext } from '../../test/testApp';

const submit = (ctx: ReturnType<ReturnType<typeof useTestContext>>, body: SubmitRequest | Record<string, unknown>, lang = 'en') =>
  ctx.api<{ submissionId: string }>('POST', questionnairePaths.submit, { body, headers: { lang } });

describe.each(databasesUnderTest())('training questionnaire on $name', ({ kind }) => {
  const ctx = useTestContext(kind);

  it('opens by the QR code value, records the scan time once per browser and hides weights and points', async () => {
    const training = await createTraining(ctx());
    const opened = await openQuestionnaire(ctx(), training.code);
    expect(opened).toMatchObject({ questionnaireId: training.questionnaireId, title: 'Capacitación de instalación', session: { sessionId: training.sessionId, code: training.code, place: 'Houston, TX' } });
    expect(opened.scannedAt).toBe(ctx().clock.now().toISOString());
    expect(opened.questions.map((question) => question.kind)).toEqual(['singleChoice', 'multipleChoice', 'fillIn', 'text', 'rating']);
    expect(JSON.stringify(opened)).not.toMatch(/weight|points/);
    const scan = await ctx().db.selectFrom('questionnaire_scans').selectAll().where('token', '=', opened.scanToken).executeTakeFirstOrThrow();
    expect(scan).toMatchObject({ session_id: training.sessionId, scanned_at: new Date(opened.scannedAt) });

    // A reload carries the scan token: the first scan time stays.
    ctx().clock.advance(60_000);
    const reopened = ok(await ctx().api<OpenResult>('GET', questionnairePaths.open, { query: { code: training.code, scanToken: opened.scanToken } }));
    expect(reopened).toMatchObject({ scanToken: opened.scanToken, scannedAt: opened.scannedAt });
    // A token of another session does not carry over.
    const other = await createTraining(ctx(), training.adminToken);
    const elsewhere = ok(await ctx().api<OpenResult>('GET', questionnairePaths.open, { query: { code: other.code, scanToken: opened.scanToken } }));
    expect(elsewhere.scanToken).not.toBe(opened.scanToken);
  });

  it('says clearly when a QR code belongs to no training, in English and Spanish', async () => {
    for (const lang of ['en', 'es'] as const) {
      const answer = await ctx().api('GET', questionnairePaths.open, { query: { code: 'not-a-real-code' }, headers: { lang } });
      expect(answer.body).toEqual({ code: ResultCode.unknownTrainingCode, message: errorMessages[lang].unknownTrainingCode, result: null });
    }
    const training = await createTraining(ctx());
    const opened = await openQuestionnaire(ctx(), training.code);
    const forged = await submit(ctx(), validSubmission(opened, { scanToken: 'forged-token' }));
    expect(forged.body).toMatchObject({ code: ResultCode.scanNotValid, message: errorMessages.en.scanNotValid });
  });

  describe('validation of every field (spec 5), word for word, and nothing stored', () => {
    const cases: [string, Partial<SubmitRequest> | Record<string, unknown>, string, keyof (typeof validationMessages)['en']][] = [
      ['type of training not selected', { trainingType: '' }, 'trainingType', 'trainingTypeRequired'],
      ['company name empty', { companyName: '  ' }, 'companyName', 'companyNameRequired'],
      ['name empty', { name: '' }, 'name', 'nameRequired'],
      ['position empty', { position: '' }, 'position', 'positionRequired'],
      ['cell phone empty', { cellPhone: '' }, 'cellPhone', 'cellPhoneRequired'],
      ['cell phone with letters', { cellPhone: '555-ABC-1234' }, 'cellPhone', 'cellPhoneDigits'],
      ['cell phone with a plus sign', { cellPhone: '+525551234567' }, 'cellPhone', 'cellPhoneDigits'],
      ['cell phone too short', { cellPhone: '12345' }, 'cellPhone', 'cellPhoneLength'],
      ['email empty', { email: '' }, 'email', 'emailRequired'],
      ['email malformed', { email: 'jose@' }, 'email', 'emailFormat'],
      ['product training not selected', { productTraining: '' }, 'productTraining', 'productTrainingRequired'],
      ['training method not selected', { trainingMethod: 'carrier pigeon' }, 'trainingMethod', 'trainingMethodRequired'],
    ];
    it.each(cases)('%s', async (_name, override, field, key) => {
      const training = await createTraining(ctx());
      const opened = await openQuestionnaire(ctx(), training.code);
      for (const lang of ['en', 'es'] as const) {
        const answer = await submit(ctx(), { ...validSubmission(opened), ...override }, lang);
        expect(answer.body.code).toBe(ResultCode.invalidInput);
        expect(answer.body.message).toBe(validationMessages[lang][key]);
        expect((answer.body.result as unknown as { fields: Record<string, string> }).fields[field]).toBe(validationMessages[lang][key]);
      }
      expect(await ctx().db.selectFrom('questionnaire_submissions').select('id').where('session_id', '=', training.sessionId).execute()).toEqual([]);
    });

    it("'Email format error' and 'The question is required.' are the spec's words", () => {
      expect(validationMessages.en.emailFormat).toBe('Email format error');
      expect(validationMessages.en.questionRequired).toBe('The question is required.');
    });

    it("names the first unanswered required question: 'Please fill in question {index}', each one 'The question is required.'", async () => {
      const training = await createTraining(ctx());
      const opened = await openQuestionnaire(ctx(), training.code);
      const [single, , fillIn, , rating] = opened.questions;
      // Question 1 answered, question 3 blank text, question 5 with zero stars: 3 is first.
      const answers = [
        { questionId: single!.questionId, optionIds: [single!.options[0]!.optionId] },
        { questionId: fillIn!.questionId, text: '   ' },
        { questionId: rating!.questionId, rating: 0 },
      ];
      for (const lang of ['en', 'es'] as const) {
        const answer = await submit(ctx(), validSubmission(opened, { answers }), lang);
        expect(answer.body).toEqual({
          code: ResultCode.invalidInput,
          message: lang === 'en' ? 'Please fill in question 3' : 'Complete la pregunta 3',
          result: { fields: { [`answers.${fillIn!.questionId}`]: validationMessages[lang].questionRequired, [`answers.${rating!.questionId}`]: validationMessages[lang].questionRequired } },
        });
      }
      // The optional questions may stay empty.
      const complete = [...answers.slice(0, 1), { questionId: fillIn!.questionId, text: '12' }, { questionId: rating!.questionId, rating: 5 }];
      expect((await submit(ctx(), validSubmission(opened, { answers: complete }))).body.code).toBe(200);
    });

    it('refuses an option of another question, two options for a single choice, and stars above five', async () => {
      const training = await createTraining(ctx());
      const opened = await openQuestionnaire(ctx(), training.code);
      const [single, multiple] = opened.questions;
      const replace = (questionId: string, answer: Record<string, unknown>) =>
        validSubmission(opened).answers.map((existing) => (existing.questionId === questionId ? { questionId, ...answer } : existing));
      const foreign = await submit(ctx(), validSubmission(opened, { answers: replace(single!.questionId, { optionIds: [multiple!.options[0]!.optionId] }) }));
      expect(foreign.body).toMatchObject({ code: ResultCode.invalidInput, message: validationMessages.en.answerNotAnOption });
      const two = await submit(ctx(), validSubmission(opened, { answers: replace(single!.questionId, { optionIds: single!.options.slice(0, 2).map((option) => option.optionId) }) }));
      expect(two.body).toMatchObject({ code: ResultCode.invalidInput, message: validationMessages.en.oneOptionOnly });
      const six = await submit(ctx(), validSubmission(opened, { answers: replace(opened.questions[4]!.questionId, { rating: 6 }) }));
      expect(six.body.code).toBe(ResultCode.invalidInput);
      expect(await ctx().db.selectFrom('questionnaire_submissions').select('id').where('session_id', '=', training.sessionId).execute()).toEqual([]);
    });
  });

  it(`limits new scans per client address (${questionnaireThrottleRules.newScanPerIp.limit} in ${questionnaireThrottleRules.newScanPerIp.windowMs / 60_000} min), exactly, with ${parallelRequests} at once at the edge; a held scan still opens`, async () => {
    const training = await createTraining(ctx());
    const { limit } = questionnaireThrottleRules.newScanPerIp;
    const scan = (ip: string, scanToken?: string) => ctx().api<OpenResult>('GET', questionnairePaths.open, { ip, query: scanToken ? { code: training.code, scanToken } : { code: training.code } });
    const rowsBefore = (await ctx().db.selectFrom('questionnaire_scans').select('token').execute()).length;
    const held = ok(await scan('198.51.100.7'));
    // Fill the window to just short of the limit, then fire at the edge.
    const toFill = limit - 1 - parallelRequests / 2;
    for (let done = 0; done < toFill; done += 25) await atOnce(Math.min(25, toFill - done), () => scan('198.51.100.7'));
    const edge = await atOnce(parallelRequests, () => scan('198.51.100.7'));
    expect(codeTally(edge)).toEqual({ 200: parallelRequests / 2, [ResultCode.rateLimited]: parallelRequests / 2 });
    expect((await ctx().db.selectFrom('questionnaire_scans').select('token').execute()).length).toBe(rowsBefore + limit);
    // The browser that already scanned keeps its form; another address is not affected.
    expect(ok(await scan('198.51.100.7', held.scanToken)).scanToken).toBe(held.scanToken);
    expect((await scan('203.0.113.9')).body.code).toBe(ResultCode.success);
  });

  it(`keeps one submission per e-mail per session when ${parallelRequests} arrive at once; a second one is told so`, async () => {
    const training = await createTraining(ctx());
    const opened = await openQuestionnaire(ctx(), training.code);
    const answers = await atOnce(parallelRequests, (index) => submit(ctx(), validSubmission(opened, { email: index % 2 ? 'Ana.Pena@Example.test' : 'ana.pena@example.test' })));
    expect(codeTally(answers)).toEqual({ 200: 1, [ResultCode.duplicateSubmission]: parallelRequests - 1 });
    const rows = await ctx().db.selectFrom('questionnaire_submissions').selectAll().where('session_id', '=', training.sessionId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email_key: 'ana.pena@example.test', scanned_at: new Date(opened.scannedAt), name: 'José Núñez' });

    const again = await submit(ctx(), validSubmission(opened, { email: 'ana.pena@example.test' }), 'es');
    expect(again.body).toEqual({ code: ResultCode.duplicateSubmission, message: errorMessages.es.duplicateSubmission, result: { fields: { email: errorMessages.es.duplicateSubmission } } });
    // Another e-mail, or the same e-mail at another session, is a new submission.
    expect((await submit(ctx(), validSubmission(opened, { email: 'other@example.test' }))).body.code).toBe(200);
    const other = await createTraining(ctx(), training.adminToken);
    expect((await submit(ctx(), validSubmission(await openQuestionnaire(ctx(), other.code), { email: 'ana.pena@example.test' }))).body.code).toBe(200);
  });

  it('computes the satisfaction rating and the score from the question weights', async () => {
    const training = await createTraining(ctx());
    const opened = await openQuestionnaire(ctx(), training.code);
    const [single, multiple, fillIn, , rating] = opened.questions;
    const answersWith = (option: number, stars: number, topics: number[]) => [
      { questionId: single!.questionId, optionIds: [single!.options[option]!.optionId] },
      ...(topics.length ? [{ questionId: multiple!.questionId, optionIds: topics.map((index) => multiple!.options[index]!.optionId) }] : []),
      { questionId: fillIn!.questionId, text: '3' },
      { questionId: rating!.questionId, rating: stars },
    ];
    // Weights: single 3 (points 10/5/0), multiple 1 (1 point each of 2), rating 5 (stars / 5).
    // A: Fully (1.0), both topics (1.0), 5 stars (1.0) → 100. B: Partly (0.5), no topic (skipped), 2 stars (0.4) → (1.5+2)/8 = 43.75 → 43.8.
    ok(await submit(ctx(), validSubmission(opened, { email: 'a@example.test', answers: answersWith(0, 5, [0, 1]) })));
    ok(await submit(ctx(), validSubmission(opened, { email: 'b@example.test', answers: answersWith(1, 2, []) })));
    const row = (await adminList(ctx(), training.adminToken)).list.find((questionnaire) => questionnaire.questionnaireId === training.questionnaireId)!;
    expect(row).toMatchObject({ submissions: 2, satisfaction: 3.5, score: 71.9, trainingType: 'product', trainObject: 'battery', trainingMethod: 'inPerson' });
    expect(row.questions.map((question) => question.weight)).toEqual([3, 1, 0, 0, 5]);
    const submissions = ok(await ctx().api<AdminSubmissionsResult>('GET', questionnairePaths.adminSubmissions, { token: training.adminToken, query: { questionnaireId: training.questionnaireId } }));
    expect(submissions.list.map((submission) => [submission.email, submission.score]).sort()).toEqual([
      ['a@example.test', 100],
      ['b@example.test', 43.8],
    ]);
    const b = submissions.list.find((submission) => submission.email === 'b@example.test')!;
    expect(b.answers.map((answer) => answer.answer)).toEqual(['Partly', '', '3', '', '2/5']);
    expect(b).toMatchObject({ scannedAt: opened.scannedAt, submittedAt: ctx().clock.now().toISOString(), instructor: { instructorId: training.instructorId } });
  });

  it('filters submissions by day (US time), instructor and training type', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const first = await createTraining(ctx(), admin.token);
    const second = await createTraining(ctx(), admin.token);
    ctx().clock.set(new Date('2026-03-10T04:30:00Z')); // 9 March, 23:30 in Chicago
    ok(await submit(ctx(), validSubmission(await openQuestionnaire(ctx(), first.code), { email: 'march9@example.test', trainingType: 'sales' })));
    ctx().clock.set(new Date('2026-03-10T16:00:00Z'));
    ok(await submit(ctx(), validSubmission(await openQuestionnaire(ctx(), second.code), { email: 'march10@example.test', trainingType: 'design' })));
    const emails = async (query: Record<string, string>) =>
      ok(await ctx().api<AdminSubmissionsResult>('GET', questionnairePaths.adminSubmissions, { token: admin.token, query }))
        .list.map((submission) => submission.email)
        .filter((email) => email.startsWith('march'))
        .sort();
    expect(await emails({ from: '2026-03-09', to: '2026-03-09' })).toEqual(['march9@example.test']);
    expect(await emails({ from: '2026-03-10' })).toEqual(['march10@example.test']);
    expect(await emails({ instructorId: second.instructorId })).toEqual(['march10@example.test']);
    expect(await emails({ trainingType: 'sales' })).toEqual(['march9@example.test']);
    expect(await emails({ instructorId: 'not-a-uuid' })).toEqual([]);
    expect((await ctx().api('GET', questionnairePaths.adminSubmissions, { token: admin.token, query: { from: 'yesterday' } })).body.code).toBe(ResultCode.invalidInput);
  });

  it('exports CSV with a byte order mark, accents intact and formula cells neutralised', async () => {
    const training = await createTraining(ctx());
    const opened = await openQuestionnaire(ctx(), training.code);
    ok(await submit(ctx(), validSubmission(opened, { email: 'formula@example.test', companyName: '=cmd|\' /C calc\'!A0', name: 'Begoña Ibáñez', position: '+SUM(1,2)' })));
    const file = await fileCall(ctx(), questionnairePaths.adminExport, training.adminToken, { questionnaireId: training.questionnaireId }, 'es');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename="respuestas-cuestionario-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(file.bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Cuestionario: 'Capacitación de instalación',
      Nombre: 'Begoña Ibáñez',
      'Nombre de la empresa': "'=cmd|' /C calc'!A0",
      Cargo: "'+SUM(1,2)",
      'Tipo de capacitación': 'Producto',
      'Hora de escaneo del código': opened.scannedAt,
      Puntuación: '83.3', // (3 × 1 + 1 × 0.5 + 5 × 0.8) / 9
      Preparation: 'Fully',
      'Systems this year': 'Doce sistemas, señor',
      'Overall satisfaction': '4/5',
    });
  });

  it('gives signed-in users the training history and instructors with the QR code of their current session (PNG and SVG)', async () => {
    const training = await createTraining(ctx());
    const learner = await ctx().signedInUser();
    ok(await submit(ctx(), validSubmission(await openQuestionnaire(ctx(), training.code))));
    expect((await ctx().api('GET', questionnairePaths.trainHistory)).body.code).toBe(ResultCode.sessionExpired);
    expect((await ctx().api('GET', questionnairePaths.instructors)).body.code).toBe(ResultCode.sessionExpired);
    const history = ok(await ctx().api<TrainHistoryResult>('GET', questionnairePaths.trainHistory, { token: learner.token }));
    expect(history.list.find((session) => session.sessionId === training.sessionId)).toMatchObject({ place: 'Houston, TX', responses: 1, instructor: { instructorId: training.instructorId } });
    const instructors = ok(await ctx().api<InstructorsResult>('GET', questionnairePaths.instructors, { token: learner.token }));
    const instructor = instructors.list.find((row) => row.instructorId === training.instructorId)!;
    expect(instructor.currentSession).toMatchObject({ sessionId: training.sessionId, link: `${ctx().config.publicUrl}/questionnaire?code=${training.code}` });
    expect(Buffer.from(instructor.currentSession!.qrImage.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');
    const png = await fileCall(ctx(), questionnairePaths.qrCode, learner.token, { sessionId: training.sessionId, format: 'png' });
    expect(png.headers['content-type']).toBe('image/png');
    expect([...png.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const svg = await fileCall(ctx(), questionnairePaths.qrCode, learner.token, { sessionId: training.sessionId, format: 'svg' });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.text).toContain('<svg');
    expect(String(svg.headers['content-disposition'])).toMatch(/\.svg"$/);
    expect(JSON.parse((await fileCall(ctx(), questionnairePaths.qrCode, learner.token, { sessionId: crypto.randomUUID(), format: 'svg' })).text)).toMatchObject({ code: ResultCode.notFound });
    expect(JSON.parse((await fileCall(ctx(), questionnairePaths.qrCode, undefined, { sessionId: training.sessionId, format: 'svg' })).text)).toMatchObject({ code: ResultCode.sessionExpired });
  });

  it('refuses every admin route to learners and anonymous callers, and changes nothing', async () => {
    const training = await createTraining(ctx());
    const learner = await ctx().signedInUser();
    const before = await countRows(ctx().db, 'questionnaires');
    const calls: ['GET' | 'POST', string, unknown][] = [
      ['GET', questionnairePaths.adminList, undefined],
      ['GET', questionnairePaths.adminSubmissions, undefined],
      ['POST', questionnairePaths.adminExport, {}],
      ['POST', questionnairePaths.adminCreate, { title: 'x', trainingType: 'sales', trainObject: 'battery', trainingMethod: 'online', questions: [{ kind: 'text', prompt: 'x', required: false, weight: 0 }] }],
      ['POST', questionnairePaths.adminCreateInstructor, { name: 'X', email: 'x@example.test', kind: 'internal' }],
      ['POST', questionnairePaths.adminCreateSession, { questionnaireId: training.questionnaireId, instructorId: training.instructorId, place: 'X', startsAt: '2026-01-01T10:00:00Z', endsAt: '2026-01-01T12:00:00Z' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await ctx().api(method, path, { token: learner.token, body })).body.code, path).toBe(ResultCode.forbidden);
      expect((await ctx().api(method, path, { body })).body.code, path).toBe(ResultCode.sessionExpired);
    }
    expect(await countRows(ctx().db, 'questionnaires')).toBe(before);
  });

  it('authoring refuses a duplicate instructor e-mail, a session ending before it starts and unknown references', async () => {
    const training = await createTraining(ctx());
    const instructor = (await ctx().db.selectFrom('instructors').select('email').where('id', '=', training.instructorId).executeTakeFirstOrThrow()).email;
    const duplicate = await ctx().api('POST', questionnairePaths.adminCreateInstructor, { token: training.adminToken, body: { name: 'Twin', email: instructor, kind: 'external' } });
    expect(duplicate.body).toMatchObject({ code: ResultCode.conflict, message: errorMessages.en.instructorExists });
    const session = { questionnaireId: training.questionnaireId, instructorId: training.instructorId, place: 'X', startsAt: '2026-01-01T12:00:00Z', endsAt: '2026-01-01T10:00:00Z' };
    expect((await ctx().api('POST', questionnairePaths.adminCreateSession, { token: training.adminToken, body: session })).body).toMatchObject({ code: ResultCode.invalidInput, message: errorMessages.en.sessionEndsBeforeStart });
    expect((await ctx().api('POST', questionnairePaths.adminCreateSession, { token: training.adminToken, body: { ...session, endsAt: '2026-01-01T13:00:00Z', instructorId: crypto.randomUUID() } })).body.code).toBe(ResultCode.notFound);
    const empty = await ctx().api('POST', questionnairePaths.adminCreate, { token: training.adminToken, body: { title: 'Empty', trainingType: 'sales', trainObject: 'battery', trainingMethod: 'online', questions: [] } });
    expect(empty.body.code).toBe(ResultCode.invalidInput);
  });
});
