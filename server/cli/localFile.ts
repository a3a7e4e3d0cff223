import { createReadStream, openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { CliError, exitCodes } from './commands';

/** A file the operator named, checked to exist; read as a stream (direct) or a lazy Blob (over HTTP). */
export const openLocalFile = async (path: string) => {
  const full = resolve(path);
  const info = await stat(full).catch(() => undefined);
  if (!info?.isFile()) throw new CliError(`there is no file "${path}"`, exitCodes.refused);
  return { name: basename(full), size: info.size, stream: () => createReadStream(full), blob: () => openAsBlob(full) };
};
