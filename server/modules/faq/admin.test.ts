import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { errorMessages } from '../../../src/contract/messages';
import { validationMessages } from '../../../src/validation/messages';
import { faqAdminPaths, type AdminFaqEntry, type AdminFaqListResult } from '../../../src/contract/faqAdmin';
import { supportPaths, type FaqListResult } from '../../../src/contract/support';
import { seedFaq } from '../../db/seed/faq';
import { ok } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { atOnce, codeTally, parallelRequests } from '../../test/parallel';
import { useTestContext } from '../../test/testApp';

describe.each(databasesUnderTest())('the FAQ in the admin console on $name', ({ kind }) => {
  const ctx = useTestContext(kind);
  beforeAll(async () => {
    await seedFaq(ctx().db, ctx().clock.now);
  });
  const auditOf = (id: string) => ctx().db.selectFrom('audit_log').select(['action', 'actor_account']).where('target_id', '=', id).orderBy('created_at').orderBy('action').execute();
  const learnerFaq = async (lang = 'en', category = '') => ok(await ctx().api<FaqListResult>('GET', supportPaths.faqList, { headers: { lang }, query: category ? { category } : {} })).list;
  const list = async (token: string, query: Record<string, string>) => ok(await ctx().api<AdminFaqListResult>('GET', faqAdminPaths.list, { token, query }));

  it('writes a draft, publishes it once under 50 at once, moves it to the top; learners follow; each step is audited', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const form = { category: 'account', questionEn: 'Can two people share an account?', answerEn: 'No. Each person needs an account.', questionEs: '¿Pueden dos personas compartir una cuenta?', answerEs: 'No. Cada persona necesita una cuenta.' };
    const created = ok(await ctx().api<AdminFaqEntry>('POST', faqAdminPaths.create, { token: admin.token, body: form }));
    expect(created).toMatchObject({ ...form, published: false, first: false, last: true });
    expect((await learnerFaq()).map((entry) => entry.faqId)).not.toContain(created.faqId);

    const answers = await atOnce(parallelRequests, () => ctx().api('POST', faqAdminPaths.publish, { token: admin.token, body: { faqId: created.faqId, published: true } }));
    expect(codeTally(answers)).toEqual({ [ResultCode.success]: 1, [ResultCode.conflict]: parallelRequests - 1 });
    expect(answers.find((answer) => answer.body.code === ResultCode.conflict)?.body.message).toBe(errorMessages.en.faqAlreadyPublished);
    expect((await learnerFaq('es', 'account')).at(-1)).toMatchObject({ faqId: created.faqId, question: form.questionEs, lang: 'es' });

    let moved = created;
    let moves = 0;
    for (; !moved.first; moves += 1) moved = ok(await ctx().api<AdminFaqEntry>('POST', faqAdminPaths.move, { token: admin.token, body: { faqId: created.faqId, direction: 'up' } }));
    expect(moved.place).toBe(1);
    const top = await ctx().api('POST', faqAdminPaths.move, { token: admin.token, body: { faqId: created.faqId, direction: 'up' }, headers: { lang: 'es' } });
    expect(top.body).toMatchObject({ code: ResultCode.faqCannotMove, message: errorMessages.es.faqCannotMove });
    expect((await learnerFaq('es'))[0]).toMatchObject({ faqId: created.faqId, question: form.questionEs });

    // Without Spanish, Spanish readers see the English entry (the learner side's fallback).
    const english = ok(await ctx().api<AdminFaqEntry>('POST', faqAdminPaths.update, { token: admin.token, body: { ...form, faqId: created.faqId, questionEs: '', answerEs: '', questionEn: 'Can colleagues share an account?' } }));
    expect(english).toMatchObject({ questionEs: '', place: 1, published: true, updatedAt: expect.any(String) });
    expect((await learnerFaq('es'))[0]).toMatchObject({ faqId: created.faqId, question: 'Can colleagues share an account?', lang: 'en' });

    ok(await ctx().api('POST', faqAdminPaths.publish, { token: admin.token, body: { faqId: created.faqId, published: false } }));
    expect((await learnerFaq()).map((entry) => entry.faqId)).not.toContain(created.faqId);
    const again = await ctx().api('POST', faqAdminPaths.publish, { token: admin.token, body: { faqId: created.faqId, published: false } });
    expect(again.body).toMatchObject({ code: ResultCode.conflict, message: errorMessages.en.faqAlreadyUnpublished });

    const deletions = await atOnce(parallelRequests, () => ctx().api('POST', faqAdminPaths.delete, { token: admin.token, body: { faqId: created.faqId } }));
    expect(codeTally(deletions)).toEqual({ [ResultCode.success]: 1, [ResultCode.notFound]: parallelRequests - 1 });
    expect(deletions.find((answer) => answer.body.code === ResultCode.notFound)?.body.message).toBe(errorMessages.en.faqNotFound);

    const entries = await auditOf(created.faqId);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['faq.create', 'faq.delete', ...Array.from({ length: moves }, () => 'faq.move'), 'faq.publish', 'faq.unpublish', 'faq.update']);
    expect(entries.every((entry) => entry.actor_account === admin.user.account)).toBe(true);
  });

  it('keeps every place distinct under 50 moves at once', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const before = (await list(admin.token, { category: 'training', pageSize: '50' })).list;
    expect(before.length).toBeGreaterThanOrEqual(3);
    const answers = await atOnce(parallelRequests, (i) =>
      ctx().api('POST', faqAdminPaths.move, { token: admin.token, body: { faqId: before[i % before.length]!.faqId, direction: i % 2 === 0 ? 'down' : 'up' } }),
    );
    expect(answers.every((answer) => answer.body.code === ResultCode.success || answer.body.code === ResultCode.faqCannotMove)).toBe(true);
    const after = (await list(admin.token, { category: 'training', pageSize: '50' })).list;
    expect(after.map((entry) => entry.place)).toEqual(before.map((_, index) => index + 1));
    expect(after.map((entry) => entry.faqId).sort()).toEqual(before.map((entry) => entry.faqId).sort());
    const positions = await ctx().db.selectFrom('faq_entries').select('position').where('category_key', '=', 'training').orderBy('position').execute();
    expect(positions.map((row) => row.position)).toEqual(before.map((_, index) => index + 1));
  });

  it('pages, sorts and filters on the server; refuses bad input and learners', async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    ctx().clock.advance(60_000);
    const draft = ok(await ctx().api<AdminFaqEntry>('POST', faqAdminPaths.create, { token: admin.token, body: { category: 'tools', questionEn: 'Zebra question for paging?', answerEn: 'An answer.' } }));
    const all = await list(admin.token, { pageSize: '5' });
    expect(all.list).toHaveLength(5);
    expect(all.total).toBeGreaterThanOrEqual(21);
    expect(all.categories.map((category) => category.key)).toEqual(['account', 'training', 'certificates', 'tools', 'support']);
    expect((await list(admin.token, { status: 'draft', pageSize: '50' })).list.map((entry) => entry.faqId)).toEqual([draft.faqId]);
    expect((await list(admin.token, { language: 'en', pageSize: '50' })).list.every((entry) => entry.questionEs === '')).toBe(true);
    expect((await list(admin.token, { q: 'CONTRASENA olvide' })).list.map((entry) => entry.questionEn)).toEqual(['I forgot my password. What do I do?']);
    expect((await list(admin.token, { sort: 'question', pageSize: '50', page: '1' })).list.at(-1)?.faqId).toBe(draft.faqId);
    expect((await list(admin.token, { sort: 'updated', pageSize: '1' })).list[0]?.faqId).toBe(draft.faqId);
    const second = await list(admin.token, { pageSize: '5', page: '2' });
    expect(second.list.map((entry) => entry.faqId)).not.toContain(all.list[0]!.faqId);

    const invalid = await ctx().api('POST', faqAdminPaths.create, { token: admin.token, body: { category: 'tools', questionEn: ' ', answerEn: 'A', questionEs: '¿Sola?', answerEs: '' }, headers: { lang: 'es' } });
    expect(invalid.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { questionEn: validationMessages.es.faqQuestionRequired, answerEs: validationMessages.es.faqSpanishIncomplete } } });
    const unknown = await ctx().api('POST', faqAdminPaths.create, { token: admin.token, body: { category: 'nope', questionEn: 'Q', answerEn: 'A' } });
    expect(unknown.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { category: errorMessages.en.faqUnknownCategory } } });
    expect((await ctx().api('POST', faqAdminPaths.update, { token: admin.token, body: { faqId: 'x', category: 'tools', questionEn: 'Q', answerEn: 'A' } })).body.code).toBe(ResultCode.notFound);
    expect((await ctx().api('GET', faqAdminPaths.list, { token: admin.token, query: { sort: 'nope' } })).body.code).toBe(ResultCode.invalidInput);
    expect((await ctx().api('GET', faqAdminPaths.list, { token: (await ctx().signedInUser()).token })).body.code).toBe(ResultCode.forbidden);
    expect((await list(admin.token, { status: 'draft' })).total).toBe(1);
  });
});
