import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordPattern } from '../../src/validation/rules';

const scryptAsync = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

// Room for N*r*128 bytes plus slack; Node's default (32 MB) is too tight above N=16384, r=8.
/** scrypt's cost (`defaultScryptParams` in server/config.ts holds the production values). */
export type ScryptParams = { N: number; r: number; p: number; keyLength: number };

const maxmemFor = ({ N, r, p }: ScryptParams) => 256 * N * r * p + 1024 * 1024;

/** Encoded as `scrypt$N$r$p$salt$hash` (base64url), so parameters can change without breaking old hashes. */
export const hashPassword = async (password: string, params: ScryptParams): Promise<string> => {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, params.keyLength, { N: params.N, r: params.r, p: params.p, maxmem: maxmemFor(params) });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

const parseHash = (encoded: string) => {
  const [scheme, n, r, p, salt, key] = encoded.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((value) => Number.isInteger(value) && value > 0)) return undefined;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
};

/** Constant-time comparison of a password with a stored hash; a malformed hash never matches. */
export const verifyPassword = async (password: string, encoded: string): Promise<boolean> => {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  const { params, salt, key } = parsed;
  const candidate = await scryptAsync(password, salt, key.length, { ...params, maxmem: maxmemFor({ ...params, keyLength: key.length }) });
  return timingSafeEqual(candidate, key);
};

/**
 * Hashes and checks passwords with one cost setting. `verifyOrBurn` spends the same time for an
 * unknown account (it checks against a throwaway hash), so response time does not reveal accounts.
 */
export class PasswordHasher {
  private decoy: Promise<string> | undefined;

  constructor(private readonly params: ScryptParams) {}

  hash(password: string): Promise<string> {
    return hashPassword(password, this.params);
  }

  async verifyOrBurn(password: string, encoded: string | undefined): Promise<boolean> {
    if (encoded !== undefined) return verifyPassword(password, encoded);
    this.decoy ??= hashPassword(randomBytes(16).toString('hex'), this.params);
    await verifyPassword(password, await this.decoy);
    return false;
  }
}

const lowercase = 'abcdefghijkmnopqrstuvwxyz';
const uppercase = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';

/** A random password that satisfies the password rule (no look-alike characters, for printing). */
export const generatePassword = (length = 16): string => {
  const alphabet = lowercase + uppercase + digits;
  for (;;) {
    const candidate = Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
    if (passwordPattern.test(candidate) && /[A-Z]/.test(candidate)) return candidate;
  }
};
