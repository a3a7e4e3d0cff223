import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userPreferencePaths } from '../src/contract/auth';
import { certificatePaths } from '../src/contract/certificate';
import { coursePaths } from '../src/contract/course';
import { languageCookie, sessionCookies } from '../src/contract/cookies';
import { homePaths } from '../src/contract/home';
import { notificationPaths } from '../src/contract/notification';
import { webinarPaths } from '../src/contract/webinar';
import { pageAnswersElementId, type PageAnswer } from '../src/contract/pageAnswers';
import { apiBasePath, apiPaths } from '../src/contract/paths';
import { seedCourses } from './db/seed/courses';
import { heldSessionHeader, SessionRepository } from './modules/auth';
import { databasesUnderTest } from './test/databases';
import { TestContext } from './test/testApp';

const decoded = (response: { rawPayload: Buffer; headers: Record<string, unknown> }): string => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
};

/** The header's unread count: asked on every signed-in page but the two that list notifications, so brought with them (never on login). */
const unreadQuery = { page: '1', pageSize: '1' };
const everyPage = [apiPaths.userInfo, notificationPaths.list];

const answersBlock = new RegExp(`<script type="application/json" id="${pageAnswersElementId}">([^<]*)</script>`);

/** The answers a page brings, as the browser's JSON.parse reads them; `undefined` when it brings none. */
const answersOf = (html: string): PageAnswer[] | undefined => {
  const block = answersBlock.exec(html)?.[1];
  return block === undefined ? undefined : (JSON.parse(block) as PageAnswer[]);
};

describe.each(databasesUnderTest())('a host page brings the answers to its first calls, on $name', ({ kind }) => {
  const page = '<!doctype html><head><title>host</title></head><div id="root"></div>';
  let dist: string;
  let context: TestContext;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tc-page-answers-'));
    mkdirSync(join(dist, 'host'), { recursive: true });
    mkdirSync(join(dist, 'widgets'), { recursive: true });
    writeFileSync(join(dist, 'host', 'index.html'), page);
    const dataDir = join(dist, 'data');
    context = await TestContext.create(kind, { config: { dataDir }, app: { site: { hostDir: join(dist, 'host'), widgetsDir: join(dist, 'widgets') } } });
    await seedCourses(context.db, { dataDir, now: context.clock.now });
  });

  afterAll(async () => {
    await context?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const open = (url: string, token?: string, acceptEncoding = 'br, gzip') =>
    context.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'accept-encoding': acceptEncoding, ...(token === undefined ? {} : { cookie: `theme=dark; ${sessionCookies.token}=${encodeURIComponent(token)}` }) },
    });

  it("carries, for the learner's session cookie, exactly the envelopes the API answers to the same calls", async () => {
    const { token } = await context.signedInUser();
    const home = await open('/home', token);
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    const answers = answersOf(decoded(home));
    const made = async (path: string, query: Record<string, string> = {}): Promise<PageAnswer> => {
      const envelope = (await context.api('GET', path, { token, query, headers: { lang: 'en' } })).body;
      expect(envelope.code, path).toBe(200);
      return { base: apiBasePath, method: 'GET', path, query, lang: 'en', envelope };
    };
    // Home's latest notifications carry the unread count: the header asks for no count of its own.
    expect(answers).toEqual([
      await made(apiPaths.userInfo),
      await made(homePaths.summary),
      await made(certificatePaths.list),
      await made(notificationPaths.list, { page: '1', pageSize: '3' }),
      await made(webinarPaths.list),
    ]);
    const certificates = answersOf(decoded(await open('/certificate/', token, 'gzip')));
    expect(certificates).toEqual([await made(apiPaths.userInfo), await made(notificationPaths.list, unreadQuery), await made(certificatePaths.list)]);
    const profile = answersOf(decoded(await open('/user', token, 'gzip')));
    expect(profile).toEqual([await made(apiPaths.userInfo), await made(notificationPaths.list, unreadQuery), await made(userPreferencePaths.preferences)]);
    const notifications = answersOf(decoded(await open('/notifications', token, 'gzip')));
    expect(notifications).toEqual([await made(apiPaths.userInfo), await made(notificationPaths.list, { page: '1', pageSize: '10' }), await made(webinarPaths.list)]);
    // A reload of another page of them brings that page, as the widget asks for it; a page no address can name is the first.
    const second = answersOf(decoded(await open('/notifications?page=2', token, 'gzip')));
    expect(second?.[1]).toEqual(await made(notificationPaths.list, { page: '2', pageSize: '10' }));
    const unreadable = answersOf(decoded(await open('/notifications?page=two', token, 'gzip')));
    expect(unreadable?.[1]).toEqual(await made(notificationPaths.list, { page: '1', pageSize: '10' }));
    // Other pages: the session check and the header's unread count (on every page but login).
    const notices = answersOf(decoded(await open('/notice/index', token, 'gzip')));
    expect(notices?.map((answer) => answer.path)).toEqual(everyPage);
  });

  it("brings a course section's list as its loader asks for it: the section's kind and the address's status filter", async () => {
    const { token } = await context.signedInUser();
    const cases: [string, Record<string, string>][] = [
      ['/course/index', { kind: 'certification' }],
      ['/library/index/', { kind: 'library' }],
      ['/course/index?status=completed', { kind: 'certification', status: 'completed' }],
      ['/library/index?status=in_progress&x=1', { kind: 'library', status: 'in_progress' }],
      // A status the player does not know is not sent: the list of every course.
      ['/course/index?status=finished', { kind: 'certification' }],
    ];
    for (const [url, query] of cases) {
      const answers = answersOf(decoded(await open(url, token, 'gzip')));
      expect(answers?.map((answer) => answer.path), url).toEqual([...everyPage, coursePaths.list]);
      expect(answers?.[2]?.query, url).toEqual(query);
      const list = await context.api('GET', coursePaths.list, { token, query, headers: { lang: 'en' } });
      expect(list.body.code, url).toBe(200);
      expect(answers?.[2]?.envelope, url).toEqual(list.body);
    }
  });

  it("brings a course's page the course with its lessons, asked with POST as its loader does, and nothing for a course it cannot open", async () => {
    const { token } = await context.signedInUser();
    const list = await context.api<{ list: { courseId: string }[] }>('GET', coursePaths.list, { token, query: { kind: 'certification' }, headers: { lang: 'en' } });
    const courseId = list.body.result?.list[0]?.courseId;
    expect(courseId).toBeTruthy();
    for (const url of [`/course/detail?courseId=${courseId}`, `/library/course?courseId=${courseId}`]) {
      const answers = answersOf(decoded(await open(url, token, 'gzip')));
      expect(answers?.map(({ method, path, body }) => ({ method, path, body })), url).toEqual([
        { method: 'GET', path: apiPaths.userInfo, body: undefined },
        { method: 'GET', path: notificationPaths.list, body: undefined },
        { method: 'POST', path: coursePaths.detail, body: { courseId } },
      ]);
      const detail = await context.api('POST', coursePaths.detail, { token, body: { courseId }, headers: { lang: 'en' } });
      expect(detail.body.code).toBe(200);
      // Signed video addresses are made per call: the rest is the same envelope.
      const withoutVideos = (envelope: unknown) => JSON.stringify(envelope).replace(/"videoUrl":"[^"]*"/g, '"videoUrl":""');
      expect(withoutVideos(answers?.[2]?.envelope), url).toBe(withoutVideos(detail.body));
    }
    // No course named, or one that is not there: the session check only.
    for (const url of ['/course/detail', '/course/detail?courseId=', '/course/detail?courseId=00000000-0000-4000-8000-000000000000']) {
      expect(answersOf(decoded(await open(url, token, 'gzip')))?.map((answer) => answer.path), url).toEqual(everyPage);
    }
  });

  it("makes the answers in the language of the learner's language cookie; English for none or one it does not know", async () => {
    const { token } = await context.signedInUser();
    const withLanguage = async (value: string) => {
      const response = await context.app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html', cookie: `${sessionCookies.token}=${token}; ${languageCookie}=${value}` } });
      return answersOf(response.body);
    };
    const spanish = await withLanguage('es');
    expect(spanish?.map((answer) => answer.lang)).toEqual(['es', 'es', 'es', 'es', 'es']);
    const summary = await context.api('GET', homePaths.summary, { token, headers: { lang: 'es' } });
    expect(spanish?.[1]?.envelope).toEqual(summary.body);
    expect(JSON.stringify(spanish?.[1]?.envelope)).not.toEqual(JSON.stringify((await context.api('GET', homePaths.summary, { token, headers: { lang: 'en' } })).body));
    for (const value of ['fr', '', '%E0']) expect((await withLanguage(value))?.map((answer) => answer.lang), value).toEqual(['en', 'en', 'en', 'en', 'en']);
  });

  it("is the learner's own page: never stored by a cache, and varies by cookie", async () => {
    const { token } = await context.signedInUser();
    const home = await open('/home', token);
    expect(home.headers['cache-control']).toBe('private, no-store');
    expect(home.headers.etag).toBeUndefined();
    expect(String(home.headers.vary)).toContain('cookie');
    const plain = await open('/home', token, '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(answersOf(plain.body)).toHaveLength(5);
  });

  it('brings nothing without the cookie, for a session the server no longer knows, or on the login page', async () => {
    const { token } = await context.signedInUser();
    const anonymous = await open('/home');
    expect(answersOf(decoded(anonymous))).toBeUndefined();
    expect(anonymous.headers.etag).toBeTruthy();
    expect(decoded(anonymous)).toBe(page);

    const unknown = await open('/home', 'not-a-session-token');
    expect(answersOf(decoded(unknown))).toBeUndefined();
    // Odd cookies (line breaks, a broken escape, a NUL): the page still goes out, without answers.
    for (const cookie of [`${sessionCookies.token}=a%0D%0Aset-cookie:%20x`, `${sessionCookies.token}=%E0%A4%A`, `${sessionCookies.token}=%00`]) {
      const odd = await context.app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html', cookie } });
      expect(odd.statusCode, cookie).toBe(200);
      expect(answersOf(odd.body), cookie).toBeUndefined();
    }

    const signedOut = await context.signedInUser();
    await context.api('GET', apiPaths.logout, { token: signedOut.token });
    expect(answersOf(decoded(await open('/user', signedOut.token)))).toBeUndefined();

    for (const login of ['/login', '/login/index']) expect(answersOf(decoded(await open(login, token))), login).toBeUndefined();
  });

  it("looks the learner's session up once for all of a page's calls", async () => {
    const { token } = await context.signedInUser();
    const lookups = vi.spyOn(SessionRepository.prototype, 'findActiveByTokenHash');
    try {
      const answers = answersOf(decoded(await open('/home', token)));
      expect(answers?.map((answer) => answer.path)).toEqual([apiPaths.userInfo, homePaths.summary, certificatePaths.list, notificationPaths.list, webinarPaths.list]);
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });

  it("gives a call from outside nothing for a held session's header: it is looked up as any call", async () => {
    const { token } = await context.signedInUser();
    const guessed = { [heldSessionHeader]: crypto.randomUUID() };
    expect((await context.api('GET', apiPaths.userInfo, { token: 'not-a-session-token', headers: guessed })).body.code).toBe(40001);
    expect((await context.api('GET', apiPaths.userInfo, { token, headers: guessed })).body.code).toBe(200);
  });

  it('keeps what a learner typed inside the data block: a name cannot close the element', async () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028';
    const { token } = await context.signedInUser({ name });
    const html = decoded(await open('/home', token));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    const userInfo = answersOf(html)?.[0]?.envelope as { result: { name: string } };
    expect(userInfo.result.name).toBe(name);
  });
});
