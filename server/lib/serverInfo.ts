import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { dataPaths } from './dataDir';

/** DATA_DIR/server.json: how the admin CLI finds the server that holds the data folder. */
export const serverInfo = z.object({
  pid: z.number().int(),
  port: z.number().int(),
  /** Base URL the CLI calls (a loopback address when the server listens on every interface). */
  url: z.string(),
  adminSecret: z.string().min(32),
});
export type ServerInfo = z.infer<typeof serverInfo>;

export const adminSecretHeader = 'x-admin-secret';

/** The address a local process should call for a server bound to `host`. */
export const localUrl = (host: string, port: number): string => {
  const local = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
};

export const writeServerInfo = (dataDir: string, info: ServerInfo): void => {
  // 0600: the admin secret in it is as good as an operator shell.
  writeFileSync(dataPaths(dataDir).serverInfoFile, JSON.stringify(info, null, 2), { mode: 0o600 });
};

export const readServerInfo = (dataDir: string): ServerInfo | undefined => {
  try {
    const parsed = serverInfo.safeParse(JSON.parse(readFileSync(dataPaths(dataDir).serverInfoFile, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/** Removes server.json only if it still describes this process (a newer server may own it). */
export const removeServerInfo = (dataDir: string, pid = process.pid): void => {
  if (readServerInfo(dataDir)?.pid === pid) rmSync(dataPaths(dataDir).serverInfoFile, { force: true });
};
