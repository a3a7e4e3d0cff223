import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { coursePaths, type examHistory } from '../../src/contract/course';
import { ResultCode } from '../../src/contract/codes';
import { notificationPaths, type NotificationListResult } from '../../src/contract/notification';
import { partnerPaths, type TeamResult } from '../../src/contract/partner';
import { apiBasePath } from '../../src/contract/paths';
import { seedDocuments } from '../db/seed/documents';
import { seedDemoPartners } from '../db/seed/seed';
import { certifiedLearner, type CertifiedLearner } from '../test/certificateTestKit';
import { installationSlug, ok, useCourseContext, type CourseTestContext } from '../test/courseTestKit';
import { databasesUnderTest } from '../test/databases';
import { idParametersOf, requestWith, type ProbeRequest } from '../test/idParameters';
import { routeOperations, type RouteOperation } from '../test/routeTable';
import { freshIp, testPasswordHashing } from '../test/testApp';

const adminPrefix = `${apiBasePath}/admin/`;
const isAdminRoute = (operation: RouteOperation) => operation.path.startsWith(adminPrefix);
const routeName = (operation: RouteOperation) => `${operation.method} ${operation.path}`;

/** Everyone the matrix needs: learner A with real objects, learner B, and the demo company admin of another company. */
type World = {
  a: CertifiedLearner;
  aSerial: string;
  /** A's graded attempts, then the open one of A's colleague A2 (a stranger's answers must not land in it). */
  aAttemptIds: string[];
  a2: { account: string; openAttemptId: string };
  /** Real ids of A2's open attempt (question, option), so a stranger's submission is refused for the attempt, not for a made-up question. */
  realAnswerIds: Record<string, string>;
  aNotificationIds: string[];
  b: { token: string; pdfToken: string };
  companyAdmin: { token: string; pdfToken: string; companyName: string };
  otherCompanyMemberId: string;
  otherCompanyAccounts: string[];
  /** Invitations of the other demo company (one open, one expired). */
  otherCompanyInvitationIds: string[];
  /** A learner of México, and content offered in the United States only. */
  mexican: { token: string; pdfToken: string };
  usOnly: Record<string, string[]>;
};

/** Ids of shared catalogue content (the same course, lesson, exam for every learner of an audience): nothing of A's to leak. */
const sharedContentIds: Record<string, string> = {
  courseId: 'a course of the catalogue',
  lessonId: 'a lesson of a catalogue course',
  examId: 'an exam of a catalogue course (attempts are owned: attemptId)',
  questionId: 'a question of an exam',
  optionIds: 'the options of an exam question',
  documentId: 'a document of the document library',
  itemId: 'a media item of the gallery',
  fileIds: 'files of the marketing materials library',
  noticeId: 'a notice published to everyone',
  webinarId: 'a webinar published to everyone',
  sessionId: 'a training session, its QR code is shown to every signed-in user (questionnaire/instructors)',
};

/** Catalogue ids offered per country version: a learner of another country must get not found (how to find a US-only one). */
const countryScopedIds: Record<string, (kit: CourseTestContext) => Promise<string[]>> = {
  examId: async (kit) => (await kit.db.selectFrom('exams').select('id').where('version_code', '=', 'US').execute()).map((row) => row.id),
  documentId: async (kit) =>
    (await kit.db.selectFrom('documents').select('id').where(({ not, exists, selectFrom }) => not(exists(selectFrom('document_countries').select('document_id').whereRef('document_countries.document_id', '=', 'documents.id').where('version_code', '=', 'MX')))).execute()).map((row) => row.id),
  itemId: async (kit) =>
    (await kit.db.selectFrom('gallery_items').select('id').where(({ not, exists, selectFrom }) => not(exists(selectFrom('gallery_countries').select('item_id').whereRef('gallery_countries.item_id', '=', 'gallery_items.id').where('version_code', '=', 'MX')))).execute()).map((row) => row.id),
};

/** Ids that anyone may use on purpose. */
const publicByDesign: Record<string, string> = {
  serial: 'certificate/verify: the serial printed on a certificate lets anyone check it (spec: public verification page)',
};

/** Random secrets mailed to one person (stored hashed): holding one is the permission, so a guess must be refused. */
const bearerSecrets: Record<string, { why: string; refusal: number }> = {
  token: { why: 'partner invitation link: 256-bit random, stored as SHA-256, mailed to the invited person only', refusal: ResultCode.invitationInvalid },
};

/** Ids bound by a signature in the same query (`exp`, `uid`, `sig`): a forged signature must be refused. */
const signedIds = new Set(['uid']);

type Asker = 'learnerB' | 'companyAdmin';
type Probe = { as: Asker; ids: string[]; code: number } | { as: Asker; ids: string[]; noEffect: true };

/** How to get an A-owned id for each owned parameter, and what a stranger must get for it. */
const ownedIds: Record<string, { what: string; probes: (world: World) => Probe[] }> = {
  certificateId: {
    what: "A's certificate (final exam passed); A is in no company, so no company admin may read it either",
    probes: (w) => [
      { as: 'learnerB', ids: [w.a.certificateId], code: ResultCode.notFound },
      { as: 'companyAdmin', ids: [w.a.certificateId], code: ResultCode.notFound },
    ],
  },
  attemptId: {
    what: "A's graded exam attempts and A2's open one",
    probes: (w) => [
      { as: 'learnerB', ids: w.aAttemptIds, code: ResultCode.notFound },
      { as: 'companyAdmin', ids: w.aAttemptIds, code: ResultCode.notFound },
    ],
  },
  notificationIds: { what: "A's notifications (lesson passed, certificate issued)", probes: (w) => [{ as: 'learnerB', ids: w.aNotificationIds, noEffect: true }] },
  userId: {
    what: 'a user of another company, and learner A (no company)',
    probes: (w) => [
      { as: 'learnerB', ids: [w.a.user.id], code: ResultCode.forbidden },
      { as: 'companyAdmin', ids: [w.a.user.id, w.otherCompanyMemberId], code: ResultCode.notFound },
    ],
  },
  invitationId: {
    what: "another company's invitations (resend, withdraw): answered as ones that do not exist, nothing sent or changed",
    probes: (w) => [
      { as: 'learnerB', ids: w.otherCompanyInvitationIds, code: ResultCode.forbidden },
      { as: 'companyAdmin', ids: w.otherCompanyInvitationIds, code: ResultCode.notFound },
    ],
  },
};

/** Known gaps: routes that still leak, each with the reason; the test prints them (empty when none is left). */
const knownGaps: Record<string, string> = {};

const buildWorld = async (kit: CourseTestContext): Promise<World> => {
  const a = await certifiedLearner(kit);
  const history = ok(await a.learner.api<z.infer<typeof examHistory>>('GET', coursePaths.examHistory));
  const aAttemptIds = history.map((entry) => entry.attemptId);
  const notifications = ok(await a.learner.api<NotificationListResult>('GET', notificationPaths.list, { query: { page: '1', pageSize: '50' } }));
  const a2 = await kit.learner();
  const firstLesson = (await a2.detail(await kit.courseId(installationSlug))).lessons[0];
  if (!firstLesson) throw new Error('the certification course has no lesson');
  await a2.watch(a.courseId, firstLesson.lessonId, firstLesson.durationSeconds);
  const openAttempt = ok(await a2.start(firstLesson.examId));
  const a2Account = (await kit.db.selectFrom('users').select('account').where('id', '=', a2.id).executeTakeFirstOrThrow()).account;
  const b = await kit.ctx.signedInUser();
  const [credential] = await seedDemoPartners(kit.db, testPasswordHashing, kit.clock.now);
  if (!credential) throw new Error('the demo partners were not seeded');
  const adminLogin = await kit.ctx.login(credential.account, credential.password);
  const admin = await kit.db.selectFrom('users').innerJoin('companies', 'companies.id', 'users.company_id').select(['companies.id as companyId', 'companies.name']).where('users.account', '=', credential.account).executeTakeFirstOrThrow();
  const others = await kit.db.selectFrom('users').select(['id', 'account']).where('company_id', 'is not', null).where('company_id', '!=', admin.companyId).execute();
  const otherMember = others[0];
  if (!otherMember) throw new Error('the demo partners have no second company');
  await seedDocuments(kit.db, { dataDir: kit.dataDir, now: kit.clock.now });
  const mexican = await kit.ctx.signedInUser({ versionCode: 'MX' });
  const usOnly = Object.fromEntries(await Promise.all(Object.entries(countryScopedIds).map(async ([name, find]) => [name, await find(kit)] as const)));
  const certificate = await kit.db.selectFrom('certificates').select('serial').where('id', '=', a.certificateId).executeTakeFirstOrThrow();
  return {
    a,
    aSerial: certificate.serial,
    aAttemptIds: [...aAttemptIds, openAttempt.attemptId],
    a2: { account: a2Account, openAttemptId: openAttempt.attemptId },
    realAnswerIds: { questionId: openAttempt.questions[0]?.questionId ?? '', optionIds: openAttempt.questions[0]?.options[0]?.optionId ?? '' },
    aNotificationIds: notifications.list.map((item) => item.notificationId),
    b: { token: b.token, pdfToken: b.pdfToken },
    companyAdmin: { token: adminLogin.token, pdfToken: adminLogin.pdfToken, companyName: admin.name },
    otherCompanyMemberId: otherMember.id,
    otherCompanyInvitationIds: (await kit.db.selectFrom('company_invitations').select('id').where('company_id', '!=', admin.companyId).execute()).map((row) => row.id),
    otherCompanyAccounts: others.map((other) => other.account),
    mexican: { token: mexican.token, pdfToken: mexican.pdfToken },
    usOnly,
  };
};

describe.each(databasesUnderTest())('who may read what, from the route table, on $name', ({ kind }) => {
  const kit = useCourseContext(kind);
  let world: World;
  let operations: RouteOperation[];

  beforeAll(async () => {
    operations = await routeOperations(kit().ctx.app);
    world = await buildWorld(kit());
  }, 600_000);

  const call = async (request: ProbeRequest, who?: { token: string; pdfToken: string }) => {
    const headers: Record<string, string> = { lang: 'en' };
    if (who) {
      headers.authorization = `Bearer ${who.token}`;
      headers.cookie = `pdf-token=${encodeURIComponent(who.pdfToken)}`;
    }
    const response = await kit().ctx.app.inject({ ...request, headers, remoteAddress: freshIp() });
    const json = () => {
      try {
        return response.json<{ code: number; result: unknown }>();
      } catch {
        return { code: `not an envelope: HTTP ${response.statusCode} ${String(response.headers['content-type'])}`, result: undefined };
      }
    };
    return { status: response.statusCode, text: response.body, json };
  };
  const askerOf = (as: Asker) => (as === 'learnerB' ? world.b : world.companyAdmin);
  /** Nothing that names learner A: account (also in the e-mail), certificate serial. */
  const expectNothingOfA = (text: string, label: string) => {
    expect(text, label).not.toContain(world.a.user.account);
    expect(text, label).not.toContain(world.a2.account);
    expect(text, label).not.toContain(world.aSerial);
  };

  it('knows every id-like parameter of every route: a new one fails here until it is classified', () => {
    const unclassified: string[] = [];
    for (const operation of operations) {
      if (isAdminRoute(operation)) continue; // every id of an /admin route: learners get 40003 (below)
      for (const parameter of idParametersOf(operation)) {
        const known = parameter.name in sharedContentIds || parameter.name in publicByDesign || parameter.name in ownedIds || parameter.name in bearerSecrets || signedIds.has(parameter.name);
        if (!known) unclassified.push(`${routeName(operation)}: ${parameter.place} ${parameter.name}`);
      }
    }
    const withIds = operations.filter((operation) => idParametersOf(operation).length > 0);
    console.info(`who may read what (${kind}): ${operations.length} routes, ${operations.filter((o) => o.secured).length} signed-in, ${operations.filter(isAdminRoute).length} admin, ${withIds.length} with id parameters`);
    expect(unclassified, 'add each to ownedIds (with how to get an A-owned id), sharedContentIds or publicByDesign').toEqual([]);
    console.info(`who may read what (${kind}): known gaps:`, Object.keys(knownGaps).length > 0 ? knownGaps : 'none');
  });

  it('answers an anonymous caller 40001 on every signed-in route and on every route taking an owned id', async () => {
    const probed: string[] = [];
    for (const operation of operations) {
      const owned = idParametersOf(operation).filter((parameter) => parameter.name in ownedIds);
      if (!operation.secured && owned.length === 0) continue;
      const values = Object.fromEntries(owned.map((parameter) => [parameter.name, parameter.name === 'userId' ? world.a.user.id : parameter.name === 'certificateId' ? world.a.certificateId : (world.aAttemptIds[0] ?? '')]));
      const response = await call(requestWith(operation, values));
      expect(response.json().code, `${routeName(operation)} anonymous`).toBe(ResultCode.sessionExpired);
      expectNothingOfA(response.text, `${routeName(operation)} anonymous`);
      probed.push(routeName(operation));
    }
    expect(probed.length).toBeGreaterThan(30);
  });

  it('answers a learner and a company admin 40003 on every /admin route', async () => {
    const admin = operations.filter(isAdminRoute);
    expect(admin.length).toBeGreaterThan(5);
    for (const operation of admin) {
      for (const as of ['learnerB', 'companyAdmin'] as const) {
        const response = await call(requestWith(operation), askerOf(as));
        expect(response.json(), `${routeName(operation)} as ${as}`).toMatchObject({ code: ResultCode.forbidden, result: null });
      }
    }
  });

  it("never gives learner B (or another company's admin) learner A's objects", async () => {
    const probed: string[] = [];
    const covered = new Set<string>();
    for (const operation of operations.filter((operation) => !isAdminRoute(operation))) {
      for (const parameter of idParametersOf(operation).filter((p) => p.name in ownedIds)) {
        const owned = ownedIds[parameter.name];
        if (!owned || `${routeName(operation)}` in knownGaps) continue;
        for (const probe of owned.probes(world)) {
          expect(probe.ids.length, `no A-owned ${parameter.name} was made (${owned.what})`).toBeGreaterThan(0);
          for (const id of probe.ids) {
            const label = `${routeName(operation)} ${parameter.name}=${id} as ${probe.as}`;
            const before = 'noEffect' in probe ? await readFlagsOfA() : undefined;
            const response = await call(requestWith(operation, { ...world.realAnswerIds, [parameter.name]: id }), askerOf(probe.as));
            expectNothingOfA(response.text, label);
            if ('noEffect' in probe) expect(await readFlagsOfA(), `${label} changed A's objects`).toEqual(before);
            else expect(response.json(), label).toMatchObject({ code: probe.code, result: null });
            probed.push(label);
          }
        }
        covered.add(parameter.name);
      }
    }
    // A2's open attempt still has no answer from anyone.
    const open = await kit().db.selectFrom('exam_attempts').select(['status', 'answers']).where('id', '=', world.a2.openAttemptId).executeTakeFirstOrThrow();
    expect(open.status).toBe('in_progress');
    expect(Object.keys(open.answers)).toEqual([]);
    // Every owned parameter of the table is on some route (a stale entry is noticed).
    expect([...covered].sort()).toEqual(Object.keys(ownedIds).sort());
    console.info(`who may read what (${kind}): ${probed.length} probes`);
  });

  /** A's notifications as A sees them (id and read flag): B's calls must not change them. */
  const readFlagsOfA = async () => ok(await world.a.learner.api<NotificationListResult>('GET', notificationPaths.list, { query: { page: '1', pageSize: '50' } })).list.map((item) => [item.notificationId, item.read]);

  it("answers not found for content of another country (a learner of México asking for US-only exams, documents, media)", async () => {
    const probed: string[] = [];
    for (const operation of operations.filter((operation) => !isAdminRoute(operation))) {
      if (idParametersOf(operation).some((parameter) => signedIds.has(parameter.name))) continue; // signed URLs: the test below
      for (const parameter of idParametersOf(operation).filter((p) => p.name in countryScopedIds)) {
        const ids = world.usOnly[parameter.name] ?? [];
        expect(ids.length, `the demo content has no US-only ${parameter.name}`).toBeGreaterThan(0);
        for (const id of ids) {
          const label = `${routeName(operation)} ${parameter.name}=${id} from México`;
          const response = await call(requestWith(operation, { [parameter.name]: id }), world.mexican);
          expect(response.json(), label).toMatchObject({ code: ResultCode.notFound, result: null });
          probed.push(label);
        }
      }
    }
    console.info(`who may read what (${kind}): ${probed.length} country probes`);
    expect(probed.length).toBeGreaterThan(0);
  });

  it('rejects a signed URL whose signature was not made for that user', async () => {
    const signed = operations.filter((operation) => idParametersOf(operation).some((parameter) => signedIds.has(parameter.name)));
    expect(signed.length).toBeGreaterThan(0);
    for (const operation of signed) {
      const request = requestWith(operation, { uid: world.a.user.id });
      request.query = { ...request.query, exp: String(Math.floor(kit().clock.now().getTime() / 1000) + 3600), sig: 'forged-signature' };
      for (const who of [undefined, world.b]) {
        const response = await call(request, who);
        expect(response.status, `${routeName(operation)} forged signature`).not.toBe(200);
        expectNothingOfA(response.text, `${routeName(operation)} forged signature`);
      }
    }
  });

  it('refuses a guessed link secret on every route that takes one', async () => {
    const routes = operations.filter((operation) => idParametersOf(operation).some((parameter) => parameter.name in bearerSecrets));
    expect(routes.length).toBeGreaterThan(0);
    for (const operation of routes) {
      const secrets = idParametersOf(operation).filter((parameter) => parameter.name in bearerSecrets);
      const guess = Object.fromEntries(secrets.map((parameter) => [parameter.name, 'x'.repeat(43)]));
      const refusal = bearerSecrets[secrets[0]?.name ?? '']?.refusal;
      for (const who of [undefined, world.b]) {
        const request = requestWith(operation, guess);
        // A valid new password, so only the guessed secret can be the reason for a refusal.
        if (request.payload && 'password' in request.payload) request.payload = { ...request.payload, password: 'guess1pass', confirmPassword: 'guess1pass' };
        const response = await call(request, who);
        expect(response.json(), `${routeName(operation)} with a guessed secret`).toMatchObject({ code: refusal });
      }
    }
  });

  it("refuses A's genuine signed video URL once its user or lesson is changed", async () => {
    const detail = await world.a.learner.detail(world.a.courseId);
    const [first, second] = detail.lessons;
    if (!first || !second) throw new Error('the certification course has fewer than two lessons');
    const genuine = new URL(first.videoUrl, 'http://portal.test');
    expect(genuine.searchParams.get('uid')).toBe(world.a.user.id);
    const get = (url: URL) => kit().ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { range: 'bytes=0-15' }, remoteAddress: freshIp() });
    expect([200, 206]).toContain((await get(genuine)).statusCode);
    const otherUser = new URL(genuine);
    otherUser.searchParams.set('uid', (await kit().db.selectFrom('users').select('id').where('account', '!=', world.a.user.account).executeTakeFirstOrThrow()).id);
    const otherLesson = new URL(genuine);
    otherLesson.pathname = otherLesson.pathname.replace(first.lessonId, second.lessonId);
    for (const [label, url] of [['another uid', otherUser], ['another lesson', otherLesson]] as const) {
      const response = await get(url);
      expect([200, 206], `${label}: HTTP ${response.statusCode}`).not.toContain(response.statusCode);
    }
  });

  it('shows a company admin only the own company', async () => {
    const team = ok(await kit().ctx.api<TeamResult>('GET', partnerPaths.team, { token: world.companyAdmin.token }));
    expect(team.company.name).toBe(world.companyAdmin.companyName);
    expect(team.members.length).toBeGreaterThan(0);
    const accounts = team.members.map((member) => member.account);
    for (const stranger of [...world.otherCompanyAccounts, world.a.user.account]) expect(accounts).not.toContain(stranger);
    // A learner without a company has no team to read.
    expect((await kit().ctx.api('GET', partnerPaths.team, { token: world.b.token })).body).toMatchObject({ code: ResultCode.forbidden, result: null });
  });
});
