import type { z } from 'zod';
import { userInfo } from '../../src/contract/auth';
import { adminPaths, adminPing, adminUserList, backupSummary, resetPasswordResult } from '../../src/contract/admin';
import { adminRevokeCertificatePath, certificateVerification } from '../../src/contract/certificate';
import { ResultCode } from '../../src/contract/codes';
import { apiBasePath } from '../../src/contract/paths';
import { isProcessAlive } from '../lib/processes';
import { adminSecretHeader, readServerInfo, type ServerInfo } from '../lib/serverInfo';
import { CliError, exitCodes, type AdminCommands, type AdminConnection } from './commands';

const requestTimeoutMs = 30_000;
// A backup copies every table and file: minutes for a large store, not seconds.
const backupTimeoutMs = 60 * 60_000;

type Reply = { code: number; message: string; result: unknown };

const call = async <S extends z.ZodType>(info: ServerInfo, method: 'GET' | 'POST', path: string, schema: S, body?: unknown, timeoutMs = requestTimeoutMs): Promise<z.infer<S>> => {
  const response = await fetch(`${info.url}${apiBasePath}${path}`, {
    method,
    headers: { [adminSecretHeader]: info.adminSecret, lang: 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const reply = (await response.json()) as Reply;
  if (reply.code !== ResultCode.success) {
    const fields = (reply.result as { fields?: Record<string, string> } | null)?.fields ?? {};
    throw new CliError(reply.message, response.status >= 500 ? exitCodes.unavailable : exitCodes.refused, fields, reply.code);
  }
  return schema.parse(reply.result);
};

const connection = (info: ServerInfo): AdminConnection => {
  const commands: AdminCommands = {
    createUser: (input) => call(info, 'POST', adminPaths.users, userInfo, input),
    resetPassword: (input) => call(info, 'POST', adminPaths.resetPassword, resetPasswordResult, input),
    listUsers: () => call(info, 'GET', adminPaths.users, adminUserList),
    revokeCertificate: (input) => call(info, 'POST', adminRevokeCertificatePath, certificateVerification, input),
    backup: (file) => call(info, 'POST', adminPaths.backup, backupSummary, { file }, backupTimeoutMs),
    restore: (file) => call(info, 'POST', adminPaths.restore, backupSummary, { file }, backupTimeoutMs),
  };
  return { commands, description: `via the running server (pid ${info.pid}, ${info.url})`, close: async () => undefined };
};

export type ServerLookup = { state: 'none' } | { state: 'answering'; connection: AdminConnection } | { state: 'silent'; info: ServerInfo };

/** Finds the server named in DATA_DIR/server.json and checks that it is that process answering. */
export async function findRunningServer(dataDir: string): Promise<ServerLookup> {
  const info = readServerInfo(dataDir);
  if (!info || !isProcessAlive(info.pid)) return { state: 'none' };
  try {
    const ping = await call(info, 'GET', adminPaths.ping, adminPing, undefined, 3_000);
    if (ping.pid === info.pid) return { state: 'answering', connection: connection(info) };
  } catch {
    // Not answering (yet): reported by the caller.
  }
  return { state: 'silent', info };
}
