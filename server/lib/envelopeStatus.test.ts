import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '../../src/contract/admin';
import { ResultCode, type ResultCodeName } from '../../src/contract/codes';
import { apiBasePath, apiPaths } from '../../src/contract/paths';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { postgresDatabase } from '../db/connect';
import { createTestDatabase, databasesUnderTest, type TestDatabase } from '../test/databases';
import { testPasswordHashing } from '../test/testApp';
import { BusinessError } from './businessError';
import { adminSecretHeader } from './serverInfo';

/**
 * The HTTP status each envelope code travels with (docs/embedding.md, section 7): every rule's answer
 * is HTTP 200; only a request the API cannot read, a path it does not have, a video link it refuses
 * and its own failures change the status. The last test checks this table covers src/contract/codes.ts.
 */
const travelsWith: Record<ResultCodeName, number[]> = {
  success: [200],
  invalidInput: [200, 400, 413, 415],
  sessionExpired: [200],
  wrongCredentials: [200],
  forbidden: [200, 403],
  notFound: [200, 404],
  conflict: [200],
  invalidVerificationCode: [200],
  lessonLocked: [200],
  videoNotWatched: [200],
  noAttemptsLeft: [200],
  examLocked: [200],
  attemptClosed: [200],
  waitingPeriod: [200],
  termsNotAgreed: [200],
  websiteNotFound: [200],
  termsChanged: [200],
  fileTooLarge: [200],
  fileTypeRefused: [200],
  duplicateSubmission: [200],
  unknownTrainingCode: [200],
  scanNotValid: [200],
  duplicateApplication: [200],
  passwordChangeRequired: [200],
  invitationInvalid: [200],
  courseLocked: [200],
  applicationDecided: [200],
  accountDeactivated: [200],
  nothingToReset: [200],
  courseNotPublishable: [200],
  faqCannotMove: [200],
  documentNotPublishable: [200],
  documentCategoryInUse: [200],
  documentLanguageMissing: [200],
  groupEmpty: [200],
  lessonHasLearners: [200],
  videoNotReadable: [200],
  captionNotReadable: [200],
  rateLimited: [200],
  internal: [500],
  unavailable: [503],
};

const adminSecret = 'status-table-secret-'.padEnd(43, 'x');
const probePath = `${apiBasePath}/test-only/business-error/:name`;

describe.each(databasesUnderTest())('envelope codes and their HTTP status on $name', ({ kind }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const seen = new Set<string>();

  /** Sends a request and records the (code, status) pair it answered with. */
  const call = async (request: InjectOptions) => {
    const response = await app.inject({ remoteAddress: '127.0.0.1', ...request });
    const body = response.json<{ code: number; message: string; result: unknown }>();
    seen.add(`${body.code} ${response.statusCode}`);
    return { status: response.statusCode, body };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({
      db: database.db,
      config: { ...loadConfig({}), logLevel: 'fatal', passwordHashing: testPasswordHashing },
      adminSecret,
      logStream: { write: () => undefined },
    });
    // A route that fails with any business rule's code, or unexpectedly: the error handler decides the status.
    app.get(probePath, async (request) => {
      const { name } = request.params as { name: string };
      if (name === 'unexpected') throw new Error('a bug');
      throw new BusinessError(name as Exclude<ResultCodeName, 'success'>);
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('sends every business rule code with HTTP 200', async () => {
    for (const name of Object.keys(ResultCode) as ResultCodeName[]) {
      if (name === 'success' || name === 'internal' || name === 'unavailable') continue;
      const response = await call({ method: 'GET', url: probePath.replace(':name', name) });
      expect(response, name).toMatchObject({ status: 200, body: { code: ResultCode[name] } });
    }
  });

  it('sends success, and business codes from real routes, with HTTP 200', async () => {
    expect(await call({ method: 'GET', url: `${apiBasePath}${apiPaths.countryList}` })).toMatchObject({ status: 200, body: { code: ResultCode.success } });
    expect(await call({ method: 'POST', url: `${apiBasePath}${apiPaths.login}`, payload: { account: '', password: '' } })).toMatchObject({
      status: 200,
      body: { code: ResultCode.invalidInput },
    });
    expect(await call({ method: 'POST', url: `${apiBasePath}${apiPaths.login}`, payload: { account: 'nobody', password: 'wrong1pw' } })).toMatchObject({
      status: 200,
      body: { code: ResultCode.wrongCredentials },
    });
    expect(await call({ method: 'GET', url: `${apiBasePath}${apiPaths.userInfo}` })).toMatchObject({ status: 200, body: { code: ResultCode.sessionExpired } });
    expect(await call({ method: 'GET', url: `${apiBasePath}${adminPaths.users}` })).toMatchObject({ status: 200, body: { code: ResultCode.forbidden } });
    const resetUnknown = await call({
      method: 'POST',
      url: `${apiBasePath}${adminPaths.resetPassword}`,
      headers: { [adminSecretHeader]: adminSecret },
      payload: { account: 'nobody.at.all' },
    });
    expect(resetUnknown).toMatchObject({ status: 200, body: { code: ResultCode.notFound } });
  });

  it('answers a body the API cannot read with 40000 and the HTTP status that says why', async () => {
    const login = `${apiBasePath}${apiPaths.login}`;
    expect(await call({ method: 'POST', url: login, headers: { 'content-type': 'application/json' }, payload: '{"account": ' })).toMatchObject({
      status: 400,
      body: { code: ResultCode.invalidInput },
    });
    expect(await call({ method: 'POST', url: login, headers: { 'content-type': 'application/xml' }, payload: '<login/>' })).toMatchObject({
      status: 415,
      body: { code: ResultCode.invalidInput },
    });
    // JSON in a charset other than UTF-8 is refused, even when its bytes parse as UTF-8 JSON; UTF-8 said any way is read.
    for (const charset of ['utf-7', '"utf-16"', 'iso-8859-1']) {
      expect(await call({ method: 'POST', url: login, headers: { 'content-type': `application/json; charset=${charset}` }, payload: '{}' })).toMatchObject({
        status: 415,
        body: { code: ResultCode.invalidInput },
      });
    }
    for (const charset of ['utf-8', 'UTF-8', '"utf-8"', 'utf8']) {
      expect(await call({ method: 'POST', url: login, headers: { 'content-type': `application/json; charset=${charset}` }, payload: '{}' })).toMatchObject({
        status: 200,
        body: { code: ResultCode.invalidInput },
      });
    }
    const tooLarge = JSON.stringify({ account: 'a'.repeat(1024 * 1024), password: 'x' });
    expect(await call({ method: 'POST', url: login, headers: { 'content-type': 'application/json' }, payload: tooLarge })).toMatchObject({
      status: 413,
      body: { code: ResultCode.invalidInput },
    });
  });

  it('answers a path the API does not have with HTTP 404 and 40004', async () => {
    expect(await call({ method: 'GET', url: `${apiBasePath}/no/such/route` })).toMatchObject({ status: 404, body: { code: ResultCode.notFound } });
  });

  it('answers a refused or missing video with 403/404 and the envelope (a <video> element reads no envelope)', async () => {
    const video = `${apiBasePath}/media/video/some-lesson`;
    expect(await call({ method: 'GET', url: `${video}?exp=1&uid=u&sig=forged` })).toMatchObject({ status: 403, body: { code: ResultCode.forbidden } });
    const [signed = ''] = await app.services.mediaSigner.videoUrls(['no-such-lesson'], 'some-user');
    expect(await call({ method: 'GET', url: signed })).toMatchObject({ status: 404, body: { code: ResultCode.notFound } });
  });

  it('answers its own failure with HTTP 500 and 50000; any call with 503 and 50300 when the database is down', async () => {
    expect(await call({ method: 'GET', url: probePath.replace(':name', 'unexpected') })).toMatchObject({ status: 500, body: { code: ResultCode.internal } });
    // Nothing listens on port 1: the database never answers.
    const unreachable = postgresDatabase('postgres://tc@127.0.0.1:1/unreachable', { max: 1, onConnectionError: () => undefined });
    const down = await buildApp({ db: unreachable, config: { ...loadConfig({}), logLevel: 'fatal' }, logStream: { write: () => undefined } });
    try {
      const health = await down.inject({ method: 'GET', url: `${apiBasePath}${apiPaths.health}` });
      seen.add(`${health.json<{ code: number }>().code} ${health.statusCode}`);
      expect({ status: health.statusCode, code: health.json<{ code: number }>().code }).toEqual({ status: 503, code: ResultCode.unavailable });
      const login = await down.inject({ method: 'POST', url: `${apiBasePath}${apiPaths.login}`, headers: { lang: 'es' }, payload: { account: 'someone', password: 'secret1pw' } });
      seen.add(`${login.json<{ code: number }>().code} ${login.statusCode}`);
      expect(login.statusCode).toBe(503);
      expect(login.headers['retry-after']).toBe('5');
      expect(login.json()).toMatchObject({ code: ResultCode.unavailable, message: 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos instantes.' });
    } finally {
      await down.close();
      await unreachable.destroy();
    }
  });

  it('has seen every code of src/contract/codes.ts with exactly the statuses of the table', () => {
    expect(Object.keys(travelsWith).sort()).toEqual(Object.keys(ResultCode).sort());
    const expected = Object.entries(travelsWith).flatMap(([name, statuses]) => statuses.map((status) => `${ResultCode[name as ResultCodeName]} ${status}`));
    expect([...seen].sort()).toEqual(expected.sort());
  });
});
