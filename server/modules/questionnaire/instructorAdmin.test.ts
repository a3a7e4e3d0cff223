import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { errorMessages } from '../../../src/contract/messages';
import { instructorAdminPaths, type AdminInstructorListResult } from '../../../src/contract/instructorAdmin';
import { questionnairePaths, type AdminInstructor, type InstructorsResult } from '../../../src/contract/questionnaire';
import { databasesUnderTest } from '../../test/databases';
import { atOnce, codeTally, parallelRequests } from '../../test/parallel';
import { createTraining, ok, openQuestionnaire, validSubmission } from '../../test/questionnaireTestKit';
import { useTestContext } from '../../test/testApp';

describe.each(databasesUnderTest())('instructors in the admin console on $name', ({ kind }) => {
  const ctx = useTestContext(kind);
  const auditOf = (id: string) => ctx().db.selectFrom('audit_log').select(['action', 'actor_account']).where('target_id', '=', id).execute();

  it('regenerates the QR code once under 50 at once, deactivates (learners lose the instructor, the code takes no answers) and reactivates; each step audited', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const training = await createTraining(ctx(), admin.token);
    const learner = (await ctx().signedInUser()).token;
    const page = async (query: Record<string, string>) => ok(await ctx().api<AdminInstructorListResult>('GET', instructorAdminPaths.list, { token: admin.token, query }));
    const shown = (await page({ pageSize: '50' })).list.find((row) => row.instructorId === training.instructorId)!;
    expect(shown).toMatchObject({ status: 'active', currentSession: { sessionId: training.sessionId, code: training.code, qrImage: expect.stringMatching(/^data:image\/svg\+xml;base64,/) } });

    const answers = await atOnce(parallelRequests, () =>
      ctx().api<AdminInstructor>('POST', instructorAdminPaths.regenerateQr, { token: admin.token, body: { instructorId: training.instructorId, sessionId: training.sessionId, code: training.code } }),
    );
    expect(codeTally(answers)).toEqual({ [ResultCode.success]: 1, [ResultCode.conflict]: parallelRequests - 1 });
    expect(answers.find((answer) => answer.body.code === ResultCode.conflict)?.body.message).toBe(errorMessages.en.qrCodeChanged);
    const newCode = answers.find((answer) => answer.body.code === ResultCode.success)!.body.result.currentSession!.code;
    expect(newCode).not.toBe(training.code);
    expect((await ctx().api('GET', questionnairePaths.open, { query: { code: training.code } })).body.code).toBe(ResultCode.unknownTrainingCode);
    const opened = await openQuestionnaire(ctx(), newCode);

    const learnerList = async () => ok(await ctx().api<InstructorsResult>('GET', questionnairePaths.instructors, { token: learner })).list.map((row) => row.instructorId);
    expect(await learnerList()).toContain(training.instructorId);
    const deactivated = ok(await ctx().api<AdminInstructor>('POST', instructorAdminPaths.deactivate, { token: admin.token, body: { instructorId: training.instructorId } }));
    expect(deactivated).toMatchObject({ status: 'deactivated', deactivatedAt: expect.any(String) });
    expect((await ctx().api('POST', instructorAdminPaths.deactivate, { token: admin.token, body: { instructorId: training.instructorId } })).body).toMatchObject({ code: ResultCode.conflict, message: errorMessages.en.instructorNotActive });
    expect(await learnerList()).not.toContain(training.instructorId);
    const refusedOpen = await ctx().api('GET', questionnairePaths.open, { query: { code: newCode }, headers: { lang: 'es' } });
    expect(refusedOpen.body).toMatchObject({ code: ResultCode.unknownTrainingCode, message: errorMessages.es.instructorDeactivated });
    const refusedSubmit = await ctx().api('POST', questionnairePaths.submit, { body: validSubmission(opened) });
    expect(refusedSubmit.body).toMatchObject({ code: ResultCode.unknownTrainingCode, message: errorMessages.en.instructorDeactivated });
    expect(await ctx().db.selectFrom('questionnaire_submissions').select('id').where('session_id', '=', training.sessionId).execute()).toHaveLength(0);
    expect((await page({ pageSize: '50', status: 'deactivated' })).list.map((row) => row.instructorId)).toContain(training.instructorId);
    expect((await page({ pageSize: '50', status: 'active' })).list.map((row) => row.instructorId)).not.toContain(training.instructorId);

    ok(await ctx().api('POST', instructorAdminPaths.reactivate, { token: admin.token, body: { instructorId: training.instructorId } }));
    expect(await learnerList()).toContain(training.instructorId);
    ok(await ctx().api('POST', questionnairePaths.submit, { body: validSubmission(opened) }));

    const entries = await auditOf(training.instructorId);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['instructor.create', 'instructor.deactivate', 'instructor.reactivate', 'instructor.regenerateQr']);
    expect(entries.every((entry) => entry.actor_account === admin.user.account)).toBe(true);
  });

  it('creates and corrects instructors (a taken e-mail answered clearly, in Spanish too), and pages, searches, filters and sorts on the server', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const tag = `p${process.pid}x${Date.now()}`;
    const create = (name: string, email: string, kindOf: 'internal' | 'external') => ctx().api<AdminInstructor>('POST', instructorAdminPaths.create, { token: admin.token, body: { name, email, kind: kindOf } });
    const ana = ok(await create(`Ana ${tag}`, `ana.${tag}@example.test`, 'internal'));
    const bruno = ok(await create(`Bruno ${tag}`, `bruno.${tag}@example.test`, 'external'));
    ok(await create(`Carla ${tag}`, `carla.${tag}@example.test`, 'external'));
    expect(ana).toMatchObject({ status: 'active', currentSession: null, updatedAt: null });
    expect((await create('Twin', `ana.${tag}@example.test`, 'external')).body).toMatchObject({ code: ResultCode.conflict, message: errorMessages.en.instructorExists });
    // Another tag, so the search below does not find these.
    const other = [...tag].reverse().join('');
    const twins = await atOnce(parallelRequests, () => create('Twin', `twin.${other}@example.test`, 'external'));
    expect(codeTally(twins)).toEqual({ [ResultCode.success]: 1, [ResultCode.conflict]: parallelRequests - 1 });
    const twin = twins.find((answer) => answer.body.code === ResultCode.success)!.body.result;
    const renames = await atOnce(parallelRequests, (i) =>
      ctx().api('POST', instructorAdminPaths.update, { token: admin.token, body: { instructorId: i % 2 ? twin.instructorId : ana.instructorId, name: 'Same', email: `same.${other}@example.test`, kind: 'external' } }),
    );
    expect(renames.every((answer) => answer.body.code === ResultCode.success || answer.body.code === ResultCode.conflict)).toBe(true);
    expect(await ctx().db.selectFrom('instructors').select('id').where('email', '=', `same.${other}@example.test`).execute()).toHaveLength(1);
    ok(await ctx().api('POST', instructorAdminPaths.update, { token: admin.token, body: { instructorId: ana.instructorId, name: ana.name, email: ana.email, kind: 'internal' } }));

    const taken = await ctx().api('POST', instructorAdminPaths.update, { token: admin.token, body: { instructorId: bruno.instructorId, name: 'Bruno', email: ana.email, kind: 'external' }, headers: { lang: 'es' } });
    expect(taken.body).toMatchObject({ code: ResultCode.conflict, message: errorMessages.es.instructorExists });
    const invalid = await ctx().api('POST', instructorAdminPaths.update, { token: admin.token, body: { instructorId: bruno.instructorId, name: ' ', email: 'nope', kind: 'external' } });
    expect(invalid.body.code).toBe(ResultCode.invalidInput);
    const corrected = ok(await ctx().api<AdminInstructor>('POST', instructorAdminPaths.update, { token: admin.token, body: { instructorId: bruno.instructorId, name: `Bruno Díaz ${tag}`, email: `bruno.diaz.${tag}@example.test`, kind: 'internal' } }));
    expect(corrected).toMatchObject({ name: `Bruno Díaz ${tag}`, kind: 'internal', updatedAt: expect.any(String) });
    expect((await auditOf(bruno.instructorId)).map((entry) => entry.action).sort()).toEqual(['instructor.create', 'instructor.update']);

    const page = async (query: Record<string, string>) => ok(await ctx().api<AdminInstructorListResult>('GET', instructorAdminPaths.list, { token: admin.token, query: { search: tag, ...query } }));
    const first = await page({ pageSize: '2', sort: 'name', direction: 'desc' });
    expect(first.total).toBe(3);
    expect(first.list.map((row) => row.name)).toEqual([`Carla ${tag}`, `Bruno Díaz ${tag}`]);
    expect((await page({ pageSize: '2', page: '2', sort: 'name', direction: 'desc' })).list.map((row) => row.name)).toEqual([`Ana ${tag}`]);
    expect((await page({ kind: 'internal' })).list.map((row) => row.name)).toEqual([`Ana ${tag}`, `Bruno Díaz ${tag}`]);
    expect((await page({ search: `CARLA.${tag}` })).list.map((row) => row.name)).toEqual([`Carla ${tag}`]);
    expect((await page({ search: `%${tag}` })).total).toBe(0);
    expect((await ctx().api('GET', instructorAdminPaths.list, { token: (await ctx().signedInUser()).token })).body.code).toBe(ResultCode.forbidden);
  });
});
