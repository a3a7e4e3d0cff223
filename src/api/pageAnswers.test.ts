import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageAnswerFreshMs, pageAnswersElementId, type PageAnswer } from '../contract/pageAnswers';
import type { PageCall } from './pageAnswers';

const envelope = { code: 200, message: 'success', result: { account: 'ana' } };
const made: PageAnswer = { base: '/training-api', method: 'GET', path: '/getUserInfo', query: {}, lang: 'en', envelope };
const call: PageCall = { method: 'GET', base: '/training-api', path: '/getUserInfo', lang: 'en', authorization: 'Bearer tok-1' };

/** A page whose HTML carries this text as its answers block, and a fresh copy of the module that reads it. */
const pageWith = async (text: string) => {
  document.getElementById(pageAnswersElementId)?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = pageAnswersElementId;
  block.textContent = text;
  document.head.append(block);
  vi.resetModules();
  return (await import('./pageAnswers')).takePageAnswer;
};

afterEach(() => document.getElementById(pageAnswersElementId)?.remove());

describe('answers a host page brings (src/contract/pageAnswers.ts)', () => {
  it('hands the envelope to the same call once; the next identical call goes to the server', async () => {
    const take = await pageWith(JSON.stringify([made]));
    expect(take(call, 50)).toEqual(envelope);
    expect(document.getElementById(pageAnswersElementId)).toBeNull();
    expect(take(call, 60)).toBeUndefined();
  });

  it('matches the query value by value, numbers as the address would carry them', async () => {
    const take = await pageWith(JSON.stringify([{ ...made, path: '/notification/list', query: { page: '1', pageSize: '3' } }]));
    const list = { ...call, path: '/notification/list' };
    expect(take({ ...list, query: { page: 1, pageSize: 1 } }, 10)).toBeUndefined();
    expect(take({ ...list, query: { page: 1 } }, 10)).toBeUndefined();
    expect(take({ ...list, query: { page: 1, pageSize: 3, status: undefined } }, 10)).toEqual(envelope);
  });

  it('gives nothing to another method, API base, path or language, nor once the page is no longer fresh', async () => {
    const take = await pageWith(JSON.stringify([made]));
    expect(take({ ...call, method: 'POST' }, 10)).toBeUndefined();
    expect(take({ ...call, base: 'https://portal.example/training-api' }, 10)).toBeUndefined();
    expect(take({ ...call, path: '/home/summary' }, 10)).toBeUndefined();
    expect(take({ ...call, lang: 'es' }, 10)).toBeUndefined();
    expect(take(call, pageAnswerFreshMs + 1)).toBeUndefined();
    expect(take(call, 10)).toEqual(envelope);
  });

  it('answers a POST only when the call says it only reads, with the same body, value by value', async () => {
    const detail: PageAnswer = { ...made, method: 'POST', path: '/related/getInstallerCourseRelated', body: { courseId: 'c-1' } };
    const take = await pageWith(JSON.stringify([detail, { ...made, path: '/related/getInstallerCourseRelated' }]));
    const post = { ...call, method: 'POST', path: '/related/getInstallerCourseRelated' };
    expect(take({ ...post, body: { courseId: 'c-1' } }, 10)).toBeUndefined();
    expect(take({ ...post, onlyReads: true, body: { courseId: 'c-2' } }, 10)).toBeUndefined();
    expect(take({ ...post, onlyReads: true, body: 'courseId=c-1' }, 10)).toBeUndefined();
    // A GET of the same path does not take the POST's answer, nor the POST the GET's.
    expect(take({ ...post, method: 'GET', query: { courseId: 'c-1' } }, 10)).toBeUndefined();
    expect(take({ ...post, onlyReads: true, body: { courseId: 'c-1' } }, 10)).toEqual(envelope);
    expect(take({ ...post, onlyReads: true, body: { courseId: 'c-1' } }, 20)).toBeUndefined();
  });

  it("keeps them from any session but the page's first one: signed out, or in as someone else", async () => {
    const take = await pageWith(JSON.stringify([made, { ...made, path: '/home/summary' }]));
    expect(take(call, 10)).toEqual(envelope);
    expect(take({ ...call, path: '/home/summary', authorization: 'Bearer someone-else' }, 20)).toBeUndefined();
    expect(take({ ...call, path: '/home/summary', authorization: undefined }, 20)).toBeUndefined();
    expect(take({ ...call, path: '/home/summary' }, 20)).toEqual(envelope);
  });

  it('has none when the first call of the page was made without a session', async () => {
    const take = await pageWith(JSON.stringify([made]));
    expect(take({ ...call, authorization: undefined }, 10)).toBeUndefined();
    expect(take(call, 20)).toBeUndefined();
  });

  it('has none on a page without the block, or with a block it cannot read', async () => {
    for (const text of ['', '{"not": "a list"}', '[{"base": "/training-api",', '[null, 3, {"path": "/getUserInfo"}]', JSON.stringify([{ ...made, method: 'POST' }]), JSON.stringify([{ ...made, method: 'DELETE' }])]) {
      const take = await pageWith(text);
      expect(take(call, 10), text).toBeUndefined();
    }
    document.getElementById(pageAnswersElementId)?.remove();
    vi.resetModules();
    expect((await import('./pageAnswers')).takePageAnswer(call, 10)).toBeUndefined();
  });
});
