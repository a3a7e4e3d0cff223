import { z } from 'zod';
import { email, optionalText, password, requiredText } from '../validation/rules';
import { audience, role, userInfo, versionCode } from './auth';

/**
 * Operator commands (`npm run admin`), sent by the CLI to a running server on its internal,
 * loopback-only routes `/training-api/internal/admin/*`, or run directly on the database.
 */
export const adminPaths = {
  ping: '/internal/admin/ping',
  users: '/internal/admin/users',
  resetPassword: '/internal/admin/users/reset-password',
  backup: '/internal/admin/backup',
  restore: '/internal/admin/restore',
} as const;

/** `POST /internal/admin/users` → the new user (userInfo). */
export const createUserRequest = z.object({
  account: requiredText('userNameRequired'),
  email,
  password,
  role: role.default('learner'),
  audience: audience.default('installer'),
  versionCode: versionCode.default('US'),
  name: optionalText(),
  company: optionalText(),
  companyNumber: optionalText(),
});
export type CreateUserRequest = z.input<typeof createUserRequest>;

/** `POST /internal/admin/users/reset-password`: without a password, one is generated. */
export const resetPasswordRequest = z.object({
  account: requiredText('userNameRequired'),
  password: z.optional(password),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const resetPasswordResult = z.object({
  account: z.string(),
  /** The generated password, shown once; null when the operator chose it. */
  generatedPassword: z.string().nullable(),
  revokedSessions: z.number().int(),
});
export type ResetPasswordResult = z.infer<typeof resetPasswordResult>;

/** `GET /internal/admin/users` */
export const adminUser = userInfo.extend({ createdAt: z.string() });
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserList = z.array(adminUser);

/** `GET /internal/admin/ping`: which process answers (the CLI checks it against server.json). */
export const adminPing = z.object({ pid: z.number().int() });

/** `POST /internal/admin/backup` and `/restore`: an absolute path on the server's machine (the CLI resolves it). */
export const backupFileRequest = z.object({ file: z.string().min(1).startsWith('/') });
export type BackupFileRequest = z.infer<typeof backupFileRequest>;

/** What a backup holds (from its manifest). */
export const backupSummary = z.object({
  file: z.string(),
  createdAt: z.string(),
  databaseKind: z.string(),
  tables: z.number().int(),
  rows: z.number().int(),
  files: z.number().int(),
});
export type BackupSummary = z.infer<typeof backupSummary>;
