import type { z } from 'zod';
import { userInfo } from '../../src/contract/auth';
import { adminPaths, adminPing, adminUserList, backupSummary, resetPasswordResult } from '../../src/contract/admin';
import { adminRevokeCertificatePath, certificateVerification } from '../../src/contract/certificate';
import { adminUploadMaterialPath, materialFile } from '../../src/contract/materials';
import { openLocalFile } from './localFile';
import { ResultCode } from '../../src/contract/codes';
import { apiBasePath } from '../../src/contract/paths';
import { isProcessAlive } from '../lib/processes';
import { adminSecretHeader, readServerInfo, type ServerInfo } from '../lib/serverInfo';
import { CliError, exitCodes, type AdminCommands, type AdminConnection } from './commands';

const requestTimeoutMs = 30_000;
// A backup copies every table and file: minutes for a large store, not seconds.
const backupTimeoutMs = 60 * 60_000;
/** A large video over loopback still arrives well within this. */
const uploadTimeoutMs = 30 * 60_000;

type Reply = { code: number; message: string; result: unknown };

const call = async <S extends z.ZodType>(info: ServerInfo, method: 'GET' | 'POST', path: string, schema: S, body?: unknown, timeoutMs = requestTimeoutMs): Promise<z.infer<S>> => {
  const isForm = body instanceof FormData;
  const response = await fetch(`${info.url}${apiBasePath}${path}`, {
    method,
    headers: { [adminSecretHeader]: info.adminSecret, lang: 'en', ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
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
    uploadMaterial: async ({ path, fields }) => {
      const file = await openLocalFile(path);
      // Fields before the file: the server reads them first, then streams the file.
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
      form.append('file', await file.blob(), file.name);
      return call(info, 'POST', adminUploadMaterialPath, materialFile, form, uploadTimeoutMs);
    },
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
