import { randomBytes } from 'node:crypto';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids: anything else names nothing (and must not reach a uuid column as a cast error). */
export const isUuid = (id: string): boolean => uuidPattern.test(id);

/** 128 random bits in base64url: a QR code value or a scan token nobody can guess. */
export const randomToken = (): string => randomBytes(16).toString('base64url');
