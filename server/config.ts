import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import { reminderIntervalMs as certificateReminderIntervalMs } from './modules/certificate';
import type { S3StorageConfig } from './lib/s3Storage';
import { defaultMaxUploadBytes } from './modules/materials';
import type { ScryptParams } from './lib/passwords';

/** scrypt cost parameters; stored inside every hash so they can change without breaking old ones. */
export type { ScryptParams };

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** When set, PostgreSQL through `pg`; otherwise embedded PGlite in `dataDir/db`. */
  databaseUrl?: string;
  /** When set, mail goes over SMTP; otherwise into the outbox table and the console. */
  smtpUrl?: string;
  mailFrom: string;
  /** The support inbox (`SUPPORT_EMAIL`): every ticket of the contact form is mailed there; shown on /support. */
  supportEmail: string;
  /** The support phone number shown on /support (`SUPPORT_PHONE`). */
  supportPhone: string;
  logLevel: string;
  /** Fastify `trustProxy`: behind a load balancer, so `request.ip` is the client's (true, or proxy addresses/CIDRs). */
  trustProxy: boolean | string[];
  /** Bearer token Prometheus sends to GET /metrics (`METRICS_TOKEN`); unset: /metrics answers loopback callers only. */
  metricsToken: string | undefined;
  /** Origins of partner sites whose pages may call the API (widgets embedded elsewhere); empty: same origin only. */
  corsOrigins: string[];
  /** How often each server process looks for due certificate reminders; 0 turns the job off (tests run it by hand). */
  certificateReminderIntervalMs: number;
  /** How often each server process looks for webinars starting within a day ("webinar tomorrow"); 0 turns the job off. */
  webinarReminderIntervalMs: number;
  /** Public origin of the site (`PUBLIC_URL`): certificate QR codes point at `<publicUrl>/verify/<serial>`. */
  publicUrl: string;
  /** Built front-end (host app in `host/`, widget bundle in `widgets/`). */
  distDir: string;
  passwordHashing: ScryptParams;
  /** Where files live (lesson videos, materials): `DATA_DIR/files`, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Largest material upload in bytes (`MATERIALS_MAX_UPLOAD_MB`, default 500). */
  materialsMaxUploadBytes: number;
  /** Every rule that depends on time asks this clock, so tests can move time. */
  now: () => Date;
  /** A whole number from 0 to `bound` - 1 for every draw (an exam's questions and their order): the recorders seed it. */
  randomBelow: (bound: number) => number;
};

export type StorageConfig = { driver: 'local' } | ({ driver: 's3' } & S3StorageConfig);

const parseStorage = (env: NodeJS.ProcessEnv): StorageConfig => {
  const driver = blankToUndefined(env.STORAGE_DRIVER) ?? 'local';
  if (driver === 'local') return { driver };
  if (driver !== 's3') throw new Error(`STORAGE_DRIVER is local or s3, got "${driver}"`);
  const bucket = blankToUndefined(env.S3_BUCKET);
  if (!bucket) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  const accessKeyId = blankToUndefined(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = blankToUndefined(env.S3_SECRET_ACCESS_KEY);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const endpoint = blankToUndefined(env.S3_ENDPOINT);
  const prefix = blankToUndefined(env.S3_PREFIX);
  return {
    driver,
    bucket,
    region: blankToUndefined(env.S3_REGION) ?? 'us-east-1',
    endpoint,
    // Self-hosted servers (an endpoint given) usually need the bucket in the path.
    forcePathStyle: (blankToUndefined(env.S3_FORCE_PATH_STYLE) ?? (endpoint ? 'true' : 'false')) === 'true',
    accessKeyId,
    secretAccessKey,
    prefix: prefix ? `${prefix.replace(/\/+$/, '')}/` : undefined,
  };
};

export const defaultScryptParams: ScryptParams = { N: 16384, r: 8, p: 1, keyLength: 64 };
export const defaultMailFrom = 'Training Center <no-reply@training-center.local>';
export const defaultSupportEmail = 'support@training-center.local';
// A number of the 555-01xx block, reserved for fiction: set SUPPORT_PHONE to the real desk.
export const defaultSupportPhone = '+1 800-555-0142';

const parsePort = (value: string | undefined): number => {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
};

const parseTrustProxy = (value: string | undefined): boolean | string[] => {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((address) => address.trim()).filter(Boolean);
};

const parseOrigins = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean)
    .map((origin) => {
      if (!/^https?:\/\/[^/]+$/.test(origin)) throw new Error(`CORS_ORIGINS holds origins like https://partner.example, got "${origin}"`);
      return origin;
    });

const parseMegabytes = (value: string | undefined, fallbackBytes: number): number => {
  if (value === undefined) return fallbackBytes;
  const megabytes = Number(value);
  if (!Number.isFinite(megabytes) || megabytes <= 0) throw new Error(`MATERIALS_MAX_UPLOAD_MB must be a positive number, got "${value}"`);
  return Math.floor(megabytes * 1024 * 1024);
};

const blankToUndefined = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value.trim() : undefined);

/** Reads the server configuration from environment variables (docs/server.md lists them). */
const parsePublicUrl = (value: string | undefined, port: number): string => {
  if (value === undefined) return `http://localhost:${port}`;
  if (!/^https?:\/\/[^/]+(\/.*)?$/.test(value)) throw new Error(`PUBLIC_URL is an address like https://training.example, got "${value}"`);
  return value.replace(/\/+$/, '');
};

const parseSupportEmail = (value: string | undefined): string => {
  if (value === undefined) return defaultSupportEmail;
  if (!/^[^\s@]+@[^\s@]+$/.test(value)) throw new Error(`SUPPORT_EMAIL is an e-mail address like support@example.com, got "${value}"`);
  return value;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => ({
  port: parsePort(env.PORT),
  certificateReminderIntervalMs: certificateReminderIntervalMs,
  webinarReminderIntervalMs: 10 * 60_000,
  publicUrl: parsePublicUrl(blankToUndefined(env.PUBLIC_URL), parsePort(env.PORT)),
  host: blankToUndefined(env.HOST) ?? '0.0.0.0',
  dataDir: resolve(blankToUndefined(env.DATA_DIR) ?? 'data'),
  databaseUrl: blankToUndefined(env.DATABASE_URL),
  smtpUrl: blankToUndefined(env.SMTP_URL),
  mailFrom: blankToUndefined(env.MAIL_FROM) ?? defaultMailFrom,
  supportEmail: parseSupportEmail(blankToUndefined(env.SUPPORT_EMAIL)),
  supportPhone: blankToUndefined(env.SUPPORT_PHONE) ?? defaultSupportPhone,
  logLevel: blankToUndefined(env.LOG_LEVEL) ?? 'info',
  trustProxy: parseTrustProxy(blankToUndefined(env.TRUST_PROXY)),
  distDir: resolve(blankToUndefined(env.DIST_DIR) ?? 'dist'),
  corsOrigins: parseOrigins(blankToUndefined(env.CORS_ORIGINS)),
  metricsToken: blankToUndefined(env.METRICS_TOKEN),
  passwordHashing: defaultScryptParams,
  storage: parseStorage(env),
  materialsMaxUploadBytes: parseMegabytes(blankToUndefined(env.MATERIALS_MAX_UPLOAD_MB), defaultMaxUploadBytes),
  now: () => new Date(),
  randomBelow: (bound) => randomInt(bound),
});
