import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { LoginResult, UserInfo } from '../../src/contract/auth';
import { apiBasePath } from '../../src/contract/paths';
import { buildApp, type AppOptions } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import type { DatabaseKind } from '../db/connect';
import type { MailMessage, MailTransport } from '../lib/mailer';
import type { NewAccount } from '../modules/admin';
import { testClock, type TestClock } from './clock';
import { createTestDatabase, type TestDatabase } from './databases';
import { seededRandomBelow } from './seededRandom';

/** scrypt cost for tests: the same code path, a fraction of the time. */
export const testPasswordHashing = { N: 1024, r: 8, p: 1, keyLength: 64 };

export type Envelope<T = unknown> = { code: number; message: string; result: T };
export type ApiResponse<T = unknown> = { status: number; body: Envelope<T>; headers: Record<string, unknown> };

export type ApiCall = {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Client address (request.ip); throttling counts per address. */
  ip?: string;
};

/** Mail kept in memory, for tests that read the verification code. */
export const capturingTransport = (): MailTransport & { sent: (MailMessage & { from: string })[] } => {
  const sent: (MailMessage & { from: string })[] = [];
  return {
    sent,
    send: async (message) => {
      sent.push(message);
    },
    close: () => undefined,
  };
};

export type TestContextOptions = {
  config?: Partial<ServerConfig>;
  app?: Partial<Omit<AppOptions, 'db' | 'config'>>;
  /** 'capture' (default) keeps mail in `sent`; 'configured' uses the app's own choice (SMTP or outbox). */
  mail?: 'capture' | 'configured';
};

let accountCounter = 0;
let ipCounter = 0;

/** A client address no other test uses, so per-IP limits never leak between tests. */
export const freshIp = () => {
  ipCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
};

export class TestContext {
  readonly sent: (MailMessage & { from: string })[];

  private constructor(
    readonly app: FastifyInstance,
    readonly database: TestDatabase,
    readonly clock: TestClock,
    readonly config: ServerConfig,
    sent: (MailMessage & { from: string })[],
    readonly logs: string[],
  ) {
    this.sent = sent;
  }

  static async create(kind: DatabaseKind, options: TestContextOptions = {}): Promise<TestContext> {
    const database = await createTestDatabase(kind);
    const clock = testClock();
    const config: ServerConfig = {
      ...loadConfig({}),
      logLevel: 'warn',
      passwordHashing: testPasswordHashing,
      now: clock.now,
      // Reminder passes run when a test calls them, never on a timer in the middle of another test.
      certificateReminderIntervalMs: 0,
      webinarReminderIntervalMs: 0,
      // Recording fixtures, exams draw the same questions in the same order each time: a new recording rewrites only what changed.
      ...(process.env.RECORD_FIXTURES === '1' ? { randomBelow: seededRandomBelow(2031) } : {}),
      ...options.config,
    };
    const capture = capturingTransport();
    const logs: string[] = [];
    const app = await buildApp({
      db: database.db,
      config,
      mailTransport: options.mail === 'configured' ? undefined : capture,
      logStream: { write: (line) => void logs.push(line) },
      ...options.app,
    });
    await app.ready();
    return new TestContext(app, database, clock, config, capture.sent, logs);
  }

  get db() {
    return this.database.db;
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.database.drop();
  }

  /** One call through the real app (fastify.inject), path relative to /training-api. */
  async api<T = unknown>(method: 'GET' | 'POST', path: string, call: ApiCall = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...call.headers };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    const request: InjectOptions = { method, url: `${apiBasePath}${path}`, headers, query: call.query, remoteAddress: call.ip ?? '127.0.0.1' };
    if (call.body !== undefined) request.payload = call.body as InjectOptions['payload'];
    const response = await this.app.inject(request);
    return { status: response.statusCode, body: response.json<Envelope<T>>(), headers: response.headers };
  }

  /** A partner company in the US, as an approved application makes one; its id. */
  async newCompany(name: string): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto('companies')
      .values({ id, name, company_number: `CN-${id.slice(0, 8)}`, version_code: 'US', website: '', phone: '', roles: JSON.stringify(['installer']), created_at: this.clock.now() })
      .execute();
    return id;
  }

  /** A user made through the admin service (the seed is not needed); account names never repeat. */
  async newUser(overrides: Partial<NewAccount> = {}): Promise<{ user: UserInfo; password: string }> {
    accountCounter += 1;
    const account = overrides.account ?? `learner.${process.pid}.${accountCounter}`;
    const password = overrides.password ?? `secret${accountCounter}pw`;
    const user = await this.app.services.admin.createUser({
      account,
      email: `${account}@example.test`,
      role: 'learner',
      audience: 'installer',
      versionCode: 'US',
      name: 'Test Learner',
      company: 'Test Solar',
      companyNumber: 'C-1',
      ...overrides,
      password,
    });
    return { user, password };
  }

  /** Signs in and returns the login result (fails the test when login is refused). */
  async login(account: string, password: string, options: { rememberMe?: boolean; ip?: string } = {}): Promise<LoginResult> {
    const response = await this.api<LoginResult>('POST', '/loginSub', {
      body: { account, password, rememberMe: options.rememberMe ?? false },
      ip: options.ip ?? freshIp(),
    });
    if (response.body.code !== 200) throw new Error(`login of ${account} refused: ${JSON.stringify(response.body)}`);
    return response.body.result;
  }

  /** A new user, signed in. */
  async signedInUser(overrides: Partial<NewAccount> = {}) {
    const { user, password } = await this.newUser(overrides);
    const login = await this.login(user.account, password);
    return { user, password, token: login.token, pdfToken: login.pdfToken };
  }
}

/**
 * Boots the real app on a fresh database for the surrounding describe block. Options may be a
 * function, read when the hook runs (after earlier hooks, e.g. one that starts an SMTP server).
 */
export const useTestContext = (kind: DatabaseKind, options: TestContextOptions | (() => TestContextOptions) = {}): (() => TestContext) => {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await TestContext.create(kind, typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await context?.close();
  });
  return () => {
    if (!context) throw new Error('test context used before beforeAll ran');
    return context;
  };
};
