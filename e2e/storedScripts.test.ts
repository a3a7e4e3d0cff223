import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiBasePath } from '../src/contract/paths';
import { waitForPath } from './support/browser';
import { coursePlayer, createLearner, startTest, watchLesson } from './support/course';
import { demoPassword } from './support/demoAccounts';
import { logIn } from './support/journeys';
import { portalPerFile } from './support/setup';

/**
 * Issue 15: hostile text stored by an admin in every admin-editable field never runs in Chromium.
 *
 * What proves it: the viewing pages run with the CSP switched off (`bypassCSP`), because the CSP
 * (`script-src 'self'`) would stop an inline handler even where a widget wrongly turned text into
 * markup; without it, any payload that became markup runs and sets `window.xss`. So (1) `xss` stays
 * unset, (2) a walk through every (shadow) DOM finds no `<script>` with the payload, no `on*`
 * attribute and no `javascript:` address, and (3) the marker of each field is visible: plain text shows
 * the whole payload literally (`{{xss}}` included, so i18next never interpolated it), rich text (HTML
 * bodies) shows the marker with the hostile parts removed by the server's sanitiser.
 */
const e2e = portalPerFile();
const demoWebsite = 'sunrise-solar.example';

/** One hostile string per field; `tag` makes each field's copy findable on the page. */
const payloadFor = (tag: string): string =>
  `Z${tag}"><svg onload=xss=1><img src=x onerror=xss=2><script>xss=3</script><a href="javascript:xss=4">j</a>{{xss}}`;

type Kind = 'text' | 'html';
type Viewer = 'admin' | 'learner' | 'visitor';
/** The admin's session by default; `anonymous` for what the public sends (a partner application). */
type Api = <T>(method: 'GET' | 'POST', path: string, body?: unknown, as?: 'anonymous', headers?: Record<string, string>) => Promise<T>;
/**
 * A page a person would open to read the stored text; `{id}` is the id the row's store returned.
 * `act` is what the person then does on it before the text shows (watch a lesson, start its test).
 */
type View = { as: Viewer; path: string; act?: (page: Page) => Promise<void> };
/** A stored field: plain text or HTML (sanitised by the server), and the pages that show it. */
type Field = { kind: Kind; on: View[] };
/**
 * One admin route that stores text: its fields, and how to store them through the admin API (the
 * same calls the console makes). A new console section adds one row here.
 */
type Row = { route: string; fields: Record<string, Field>; store: (api: Api, text: (field: string) => string) => Promise<{ id?: string } | void> };

const admin = (path: string): View => ({ as: 'admin', path });
const learner = (path: string): View => ({ as: 'learner', path });
const visitor = (path: string): View => ({ as: 'visitor', path });
const text = (...on: View[]): Field => ({ kind: 'text', on });
const html = (...on: View[]): Field => ({ kind: 'html', on });
const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');
const partnerPage = `/digitalmediapackage/installers/${demoWebsite}`;

/** The lesson whose test the exam row rewrites: its video length, read by the row's store. */
const examLesson = { seconds: 0 };
/** A learner on the course page watches lesson 1 through at real speed and starts its test: the questions show. */
const takeLessonTest = async (page: Page) => {
  await coursePlayer(page).getByRole('button', { name: /^Start lesson 1: / }).click();
  await waitForPath(page, (path) => path.startsWith('/course/video?'));
  expect((await watchLesson(page, examLesson.seconds, 'Start')).state).toBe('open');
  await coursePlayer(page).getByRole('button', { name: 'Start Assessment', exact: true }).click();
  await waitForPath(page, (path) => path.startsWith('/course/exam?'));
  await startTest(page);
};

const rows: Row[] = [
  {
    route: '/admin/notice/create',
    fields: { title: text(admin('/admin/notices'), learner('/notice/index')), bodyHtml: html(learner('/notice/detail?noticeId={id}')) },
    store: async (api, value) => {
      const notice = await api<{ noticeId: string }>('POST', '/admin/notice/create', { title: value('title'), bodyHtml: `<p>${value('bodyHtml')}</p>` });
      return { id: notice.noticeId };
    },
  },
  {
    route: '/admin/webinar/create',
    // The description is shown only inside the edit form's text area (a value, never markup).
    fields: { titleEn: text(admin('/admin/webinars')) },
    store: (api, value) =>
      api('POST', '/admin/webinar/create', { titleEn: value('titleEn'), titleEs: 'Seminario', descriptionEn: payloadFor('webinar'), descriptionEs: 'Descripción', startsAt: at(10), durationMinutes: 45, joinUrl: 'https://meet.example/room', recordingUrl: '' }),
  },
  {
    route: '/admin/materials/terms/publish',
    // The console shows only the version number; the partner page's dialog shows the text.
    fields: { 'en.title': text(visitor(partnerPage)), 'en.body': text(visitor(partnerPage)) },
    store: async (api, value) => {
      const terms = await api<{ version: number }>('GET', '/admin/materials/terms');
      await api('POST', '/admin/materials/terms/publish', { basedOn: terms.version, en: { title: value('en.title'), body: value('en.body') }, es: { title: 'Términos', body: 'Texto' } });
    },
  },
  {
    route: '/admin/materials/update',
    fields: { description: text(admin('/admin/materials')) },
    store: async (api, value) => {
      const { list } = await api<{ list: { fileId: string; fileName: string }[] }>('GET', '/admin/materials/list?language=en');
      const file = list[0];
      if (!file) throw new Error('the demo seed has no English material');
      await api('POST', '/admin/materials/update', { fileId: file.fileId, fileName: file.fileName, description: value('description'), language: 'en' });
    },
  },
  {
    route: '/admin/users/create',
    // Newest first: the user just made is on the first page however many users the demo holds.
    fields: { name: text(admin('/admin/users?sort=createdAt&order=desc')) },
    store: (api, value) => api('POST', '/admin/users/create', { name: value('name'), email: `xss-${Date.now().toString(36)}@example.com`, role: 'learner', audience: 'installer', country: 'US', companyId: '' }),
  },
  {
    route: '/admin/course/save',
    fields: { 'title.en': text(admin('/admin/courses')) },
    store: (api, value) =>
      api('POST', '/admin/course/save', { title: { en: value('title.en'), es: '' }, description: { en: 'A course', es: '' }, audience: 'installer', kind: 'library', position: 9000, countries: ['US'], language: 'en', validityMonths: 12 }),
  },
  {
    route: '/admin/course/lesson/save',
    fields: { 'title.en': text(learner('/course/detail?courseId={id}')) },
    store: async (api, value) => {
      const { list } = await api<{ list: { courseId: string; kind: string; published: boolean; countries: string[] }[] }>('GET', '/admin/course/list');
      const course = list.find((candidate) => candidate.published && candidate.kind === 'certification' && candidate.countries.includes('US'));
      if (!course) throw new Error('the demo seed has no published US certification course');
      const detail = await api<{ lessons: { lessonId: string; position: number }[] }>('GET', `/admin/course/detail?courseId=${encodeURIComponent(course.courseId)}`);
      const lesson = detail.lessons[0]!;
      await api('POST', '/admin/course/lesson/save', { lessonId: lesson.lessonId, title: { en: value('title.en'), es: 'Lección' }, position: lesson.position });
      return { id: course.courseId };
    },
  },
  {
    // The applicant side: what a stranger types reaches the admin's application queue.
    route: '/partner/apply',
    fields: { company: text(admin('/admin/applications')), contactName: text(admin('/admin/applications')) },
    store: (api, value) =>
      api('POST', '/partner/apply', { company: value('company'), companyNumber: 'EIN 12-3456789', country: 'US', contactName: value('contactName'), email: `apply-${Date.now().toString(36)}@example.com`, phone: '+1 555 010 0200', website: '', roles: ['installer'], acceptTerms: true, language: 'en' }, 'anonymous'),
  },
  {
    route: '/admin/questionnaire/create',
    fields: { title: text(admin('/admin/questionnaires')) },
    store: (api, value) =>
      api('POST', '/admin/questionnaire/create', { title: value('title'), trainingType: 'sales', trainObject: 'battery', trainingMethod: 'online', questions: [{ kind: 'text', prompt: 'How was it?', required: true, weight: 1, options: [] }] }),
  },
  {
    route: '/admin/faq/create',
    fields: { questionEn: text(admin('/admin/faq'), learner('/faq')), answerEn: text(admin('/admin/faq')) },
    store: async (api, value) => {
      const entry = await api<{ faqId: string }>('POST', '/admin/faq/create', { category: 'account', questionEn: value('questionEn'), answerEn: value('answerEn'), questionEs: '', answerEs: '' });
      await api('POST', '/admin/faq/publish', { faqId: entry.faqId, published: true });
    },
  },
  {
    route: '/admin/instructor/create',
    fields: { name: text(admin('/admin/instructors')) },
    store: (api, value) => api('POST', '/admin/instructor/create', { name: value('name'), email: `xss-instructor-${Date.now().toString(36)}@example.com`, kind: 'external' }),
  },
  {
    route: '/admin/document/create',
    // Learners see a document once its English PDF is uploaded and it is published; the console lists it at once.
    // The description shows only in the edit form (a value, never markup).
    fields: { titleEn: text(admin('/admin/documents')) },
    store: async (api, value) => {
      const options = await api<{ categories: { categoryId: string }[] }>('GET', '/admin/document/options');
      const category = options.categories[0];
      if (!category) throw new Error('the demo seed has no document category');
      await api('POST', '/admin/document/create', { categoryId: category.categoryId, titleEn: value('titleEn'), descriptionEn: payloadFor('document'), titleEs: '', descriptionEs: '', versionCodes: ['US'] });
    },
  },
  {
    route: '/admin/notification/send',
    // Sent to every learner; the console's list shows both texts (learners read them in tc-notifications like notice titles).
    fields: { titleEn: text(admin('/admin/notifications')), bodyEn: text(admin('/admin/notifications')) },
    store: (api, value) => api('POST', '/admin/notification/send', { titleEn: value('titleEn'), bodyEn: value('bodyEn') }, undefined, { 'idempotency-key': `stored-scripts-${Date.now().toString(36)}` }),
  },
  {
    route: '/admin/document/category/create',
    fields: { titleEn: text(admin('/admin/documents')), titleEs: text(admin('/admin/documents')) },
    store: (api, value) => api('POST', '/admin/document/category/create', { titleEn: value('titleEn'), titleEs: value('titleEs') }),
  },
  {
    route: '/admin/document/category/rename',
    fields: { titleEn: text(admin('/admin/documents')) },
    store: async (api, value) => {
      const { categoryId } = await api<{ categoryId: string }>('POST', '/admin/document/category/create', { titleEn: 'To be renamed', titleEs: '' });
      await api('POST', '/admin/document/category/rename', { categoryId, titleEn: value('titleEn'), titleEs: '' });
    },
  },
  {
    // The place shows on the questionnaire page a QR code opens (`{id}` is the session's code).
    route: '/admin/questionnaire/session/create',
    fields: { place: text(learner('/questionnaire?code={id}')) },
    store: async (api, value) => {
      const { list } = await api<{ list: { questionnaireId: string }[] }>('GET', '/admin/questionnaire/list');
      const instructors = await api<{ list: { instructorId: string }[] }>('GET', '/admin/instructor/list?status=active');
      const questionnaire = list[0];
      const instructor = instructors.list[0];
      if (!questionnaire || !instructor) throw new Error('the demo seed has no questionnaire or no active instructor');
      const session = await api<{ code: string }>('POST', '/admin/questionnaire/session/create', {
        questionnaireId: questionnaire.questionnaireId,
        instructorId: instructor.instructorId,
        place: value('place'),
        startsAt: at(-1),
        endsAt: at(1),
      });
      return { id: session.code };
    },
  },
  {
    // Every question and option of lesson 1's test of the demo certification course: whichever the attempt draws shows them.
    route: '/admin/course/exam/save',
    fields: {
      'questions[].text.en': { kind: 'text', on: [{ as: 'learner', path: '/course/detail?courseId={id}', act: takeLessonTest }] },
      'questions[].options[].text.en': { kind: 'text', on: [{ as: 'learner', path: '/course/detail?courseId={id}', act: takeLessonTest }] },
    },
    store: async (api, value) => {
      const { list } = await api<{ list: { courseId: string; kind: string; published: boolean; countries: string[] }[] }>('GET', '/admin/course/list');
      const course = list.find((candidate) => candidate.published && candidate.kind === 'certification' && candidate.countries.includes('US'));
      if (!course) throw new Error('the demo seed has no published US certification course');
      type Exam = { title: { en: string; es: string }; questionCount: number; passPercent: number; attemptsAllowed: number; waitingHours: number; questions: { kind: string; options: { right: boolean }[] }[] };
      const detail = await api<{ lessons: { lessonId: string; durationSeconds: number; test: Exam | null }[] }>('GET', `/admin/course/detail?courseId=${encodeURIComponent(course.courseId)}`);
      const lesson = detail.lessons[0];
      if (!lesson?.test) throw new Error('lesson 1 of the demo certification course has no test');
      examLesson.seconds = lesson.durationSeconds;
      const { title, questionCount, passPercent, attemptsAllowed, waitingHours } = lesson.test;
      await api('POST', '/admin/course/exam/save', {
        courseId: course.courseId,
        lessonId: lesson.lessonId,
        title,
        questionCount,
        passPercent,
        attemptsAllowed,
        waitingHours,
        questions: lesson.test.questions.map((question) => ({
          kind: question.kind,
          text: { en: value('questions[].text.en'), es: '' },
          options: question.options.map((option) => ({ text: { en: value('questions[].options[].text.en'), es: '' }, right: option.right })),
        })),
      });
      return { id: course.courseId };
    },
  },
  // The reasons below are shown by the audit log (its details column); these rows come last so their entries are on its first page.
  {
    route: '/admin/certificate/reissue',
    fields: { reason: text(admin('/admin/audit')) },
    store: async (api, value) => {
      const { list } = await api<{ list: { certificateId: string; kind: string }[] }>('GET', '/admin/certificate/list?q=demo.certified&status=valid');
      const certificate = list.find((candidate) => candidate.kind === 'course');
      if (!certificate) throw new Error('demo.certified holds no valid course certificate');
      await api('POST', '/admin/certificate/reissue', { certificateId: certificate.certificateId, reason: value('reason') });
    },
  },
  {
    // Also shown beside the revoked certificate in the console's certificate list.
    route: '/admin/certificate/revoke',
    fields: { reason: text(admin('/admin/audit')) },
    store: async (api, value) => {
      const { list } = await api<{ list: { certificateId: string; kind: string }[] }>('GET', '/admin/certificate/list?q=demo.certified&status=valid');
      const certificate = list.find((candidate) => candidate.kind === 'course');
      if (!certificate) throw new Error('demo.certified holds no valid course certificate');
      await api('POST', '/admin/certificate/revoke', { certificateId: certificate.certificateId, reason: value('reason') });
    },
  },
  {
    route: '/admin/users/resetAttempts',
    fields: { reason: text(admin('/admin/audit')) },
    store: async (api, value) => {
      const { list } = await api<{ list: { userId: string; account: string }[] }>('GET', '/admin/users?q=helios.halfway');
      const user = list.find((candidate) => candidate.account === 'helios.halfway');
      if (!user) throw new Error('the demo seed has no helios.halfway');
      const detail = await api<{ courses: { tests: { examId: string; resettable: number }[] }[] }>('GET', `/admin/users/detail?userId=${encodeURIComponent(user.userId)}`);
      const test = detail.courses.flatMap((course) => course.tests).find((candidate) => candidate.resettable > 0);
      if (!test) throw new Error('helios.halfway has no failed attempt to reset');
      await api('POST', '/admin/users/resetAttempts', { userId: user.userId, examId: test.examId, reason: value('reason') });
    },
  },
  {
    // The reason also goes to the applicant in a plain-text e-mail (no markup to run).
    route: '/admin/partner/reject',
    fields: { reason: text(admin('/admin/audit')) },
    store: async (api, value) => {
      // A seeded application: the one stored by /partner/apply above must stay in the pending queue it is checked on.
      const { list } = await api<{ list: { applicationId: string; company: string }[] }>('GET', '/admin/partner/applications?status=pending');
      const application = list.find((candidate) => !candidate.company.startsWith('Z'));
      if (!application) throw new Error('the demo seed has no pending application');
      await api('POST', '/admin/partner/reject', { applicationId: application.applicationId, reason: value('reason') });
    },
  },
];

/**
 * Admin routes whose body holds a string that is not shown as stored text, or not yet covered here,
 * each with its reason. The test fails on any admin route with a string body field in neither list.
 */
const excluded: Record<string, string> = {
  '/admin/notice/update': 'same fields and rendering as /admin/notice/create',
  '/admin/notice/unpublish': 'only an id',
  '/admin/webinar/update': 'same fields and rendering as /admin/webinar/create',
  '/admin/webinar/cancel': 'only an id',
  '/admin/materials/delete': 'only an id',
  '/admin/users/deactivate': 'only an id',
  '/admin/users/reactivate': 'only an id',
  '/admin/users/resetPassword': 'only an id',
  '/admin/companies/admin': 'only ids',
  '/admin/partner/approve': 'only an id',
  '/admin/course/lesson/delete': 'only ids',
  '/admin/course/publish': 'only ids',
  '/admin/materials/upload': 'multipart; its description and file name are the fields of /admin/materials/update',
  '/admin/course/lesson/upload': 'multipart video; its lesson title is the field of /admin/course/lesson/save',
  '/admin/course/lesson/caption/upload':
    "multipart WebVTT: its cues are drawn by the browser's media engine as text, never markup in a page, and the file is served as text/vtt with nosniff (captions.test.ts; e2e/adminCourses.test.ts reads a cue back as text)",
  '/admin/course/lesson/caption/delete': 'only an id and a language',
  '/admin/questionnaire/export': 'filters of a CSV download, nothing stored (CSV cells are neutralised: questionnaire.test.ts)',
  '/admin/report/export': 'filters of a CSV download, nothing stored',
  '/admin/notification/preview': 'only a group (audiences, country codes, a company id) to count, nothing stored',
  '/admin/faq/update': 'same fields and rendering as /admin/faq/create',
  '/admin/faq/move': 'only an id and a direction',
  '/admin/faq/publish': 'only an id',
  '/admin/faq/delete': 'only an id',
  '/admin/instructor/update': 'same fields and rendering as /admin/instructor/create',
  '/admin/document/update': 'same fields and rendering as /admin/document/create',
  '/admin/document/upload': 'multipart PDF; its texts are the fields of /admin/document/create',
  '/admin/document/publish': 'only an id',
  '/admin/document/delete': 'only an id',
  '/admin/document/category/delete': 'only an id',
  '/admin/instructor/deactivate': 'only an id',
  '/admin/instructor/reactivate': 'only an id',
  '/admin/instructor/regenerateQr': 'only ids',
};

/** Every string property of a JSON schema, as dotted paths. */
const stringFields = (schema: Record<string, unknown> | undefined, prefix = ''): string[] => {
  if (!schema) return [];
  const type = schema.type;
  if (type === 'string' || (Array.isArray(type) && type.includes('string'))) return [prefix || '(body)'];
  const nested = [...((schema.anyOf as Record<string, unknown>[] | undefined) ?? []), ...((schema.oneOf as Record<string, unknown>[] | undefined) ?? [])];
  const properties = Object.entries((schema.properties as Record<string, Record<string, unknown>> | undefined) ?? {});
  const items = schema.items as Record<string, unknown> | undefined;
  return [
    ...nested.flatMap((alternative) => stringFields(alternative, prefix)),
    ...properties.flatMap(([name, property]) => stringFields(property, prefix ? `${prefix}.${name}` : name)),
    ...(items ? stringFields(items, `${prefix}[]`) : []),
  ];
};

/** What the page holds after it showed the markers: the flag, hostile nodes in any shadow root, and all text. */
const inspect = (page: Page) =>
  page.evaluate(() => {
    const hostile: string[] = [];
    let text = '';
    const walk = (root: Document | ShadowRoot) => {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        if (element.tagName === 'SCRIPT' && (element.textContent ?? '').includes('xss')) hostile.push(`script: ${element.textContent}`);
        for (const attribute of Array.from(element.attributes)) {
          if (/^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value)) hostile.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
        }
        if (element.shadowRoot) {
          text += ` ${element.shadowRoot.textContent ?? ''}`;
          walk(element.shadowRoot);
        }
      }
    };
    text = document.body.innerText;
    walk(document);
    return { flag: (window as unknown as { xss?: unknown }).xss ?? null, hostile, text };
  });

describe('script stored in every admin-editable field never runs in Chromium (issue 15)', () => {
  it('every admin route with a string body field is in the table or excluded with a reason', async () => {
    const document = (await (await fetch(`${e2e.portal.baseUrl}${apiBasePath}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> } }>>;
    };
    const storing = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.values(methods).some((operation) => Object.values(operation.requestBody?.content ?? {}).some((media) => stringFields(media.schema).length > 0)) ? [path.replace(apiBasePath, '')] : [],
    );
    const admin = storing.filter((path) => path.startsWith('/admin/'));
    expect(admin.length).toBeGreaterThan(0);
    const unclassified = admin.filter((path) => !rows.some((row) => row.route === path) && !(path in excluded));
    expect(unclassified, 'admin routes storing text: add a row to `rows` or a reason to `excluded`').toEqual([]);
  });

  it('an admin stores hostile text through the admin API; admin, learner and visitor pages show it inert', { timeout: 300_000 }, async () => {
    const staff = await e2e.newPage({ bypassCSP: true });
    await logIn(staff.page, 'demo.admin', await demoPassword(e2e.portal, 'demo.admin'));
    const token = (await staff.context.cookies()).find((cookie) => cookie.name === 'token')?.value;
    expect(token, 'the admin session cookie').toBeTruthy();
    // The admin's own session, through the same HTTP API the console calls.
    const api: Api = async <T>(method: 'GET' | 'POST', path: string, body?: unknown, as?: 'anonymous', extra: Record<string, string> = {}) => {
      const headers: Record<string, string> = { ...(as === 'anonymous' ? { lang: 'en' } : { authorization: `Bearer ${token}`, lang: 'en' }), ...extra };
      const response = await staff.page.request.fetch(`${apiBasePath}${path}`, { method, headers, data: body });
      const envelope = (await response.json()) as { code: number; message: string; result: T };
      if (envelope.code !== 200) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.message}`);
      return envelope.result;
    };

    const stored: { route: string; field: string; kind: Kind; tag: string; on: View[] }[] = [];
    for (const [index, row] of rows.entries()) {
      const tags = Object.fromEntries(Object.keys(row.fields).map((field, n) => [field, `${index}x${n}${Date.now().toString(36)}`]));
      const { id } = (await row.store(api, (field) => payloadFor(tags[field]!))) ?? {};
      for (const [field, { kind, on }] of Object.entries(row.fields)) {
        stored.push({ route: row.route, field, kind, tag: tags[field]!, on: on.map((view) => ({ ...view, path: view.path.replace('{id}', encodeURIComponent(id ?? '')) })) });
      }
    }

    const reader = await createLearner(e2e.portal, 'xss');
    const viewers: Record<Viewer, Page> = {
      admin: staff.page,
      learner: (await e2e.newPage({ bypassCSP: true })).page,
      visitor: (await e2e.newPage({ bypassCSP: true })).page,
    };
    await logIn(viewers.learner, reader.account, reader.password);

    // The detector itself: the same payload wrongly inserted as markup runs here and is found.
    await staff.page.goto('/');
    await staff.page.evaluate((markup) => document.body.insertAdjacentHTML('beforeend', `<div>${markup}</div>`), payloadFor('probe'));
    await expect.poll(async () => (await inspect(staff.page)).flag).not.toBeNull();
    expect((await inspect(staff.page)).hostile.length).toBeGreaterThan(0);

    const unseen: string[] = [];
    const sameView = (one: View, other: View) => one.as === other.as && one.path === other.path && one.act === other.act;
    const views = stored.flatMap((entry) => entry.on).filter((view, index, all) => all.findIndex((other) => sameView(other, view)) === index);
    for (const view of views) {
      const page = viewers[view.as];
      await page.goto(view.path);
      await waitForPath(page, view.path);
      await view.act?.(page);
      const shown = stored.filter((entry) => entry.on.some((candidate) => sameView(candidate, view)));
      const where = `${view.as} on ${view.path}${view.act ? ` after ${view.act.name}` : ''}`;
      for (const entry of shown) {
        // Visible copies only: the same text may also be a closed select's option (a category name).
        const visible = await page.getByText(`Z${entry.tag}`).filter({ visible: true }).first().waitFor({ timeout: 15_000 }).then(() => true, () => false);
        if (!visible) unseen.push(`${entry.route} ${entry.field} (${where})`);
      }
      const seen = await inspect(page);
      expect(seen.flag, where).toBeNull();
      expect(seen.hostile, where).toEqual([]);
      for (const entry of shown) {
        const what = `${entry.route} ${entry.field} (${where})`;
        if (entry.kind === 'text') expect(seen.text, what).toContain(payloadFor(entry.tag));
        else expect(seen.text, what).toContain(`Z${entry.tag}`);
        expect(seen.text, `${what}: i18next left {{xss}} alone`).toContain('{{xss}}');
      }
    }
    expect(unseen, 'stored text that its page did not show').toEqual([]);
    console.info(`stored-script proof: ${rows.length} routes, ${stored.length} fields, ${views.length} pages`);
    expect(staff.pageErrors).toEqual([]);
  });
});
