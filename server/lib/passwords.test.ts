import { describe, expect, it } from 'vitest';
import { password as passwordRule } from '../../src/validation/rules';
import { defaultScryptParams } from '../config';
import { testPasswordHashing } from '../test/testApp';
import { generatePassword, hashPassword, PasswordHasher, verifyPassword } from './passwords';
import { hashToken, newToken, safeEqual } from './tokens';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt', async () => {
    const first = await hashPassword('secret1pw', defaultScryptParams);
    const second = await hashPassword('secret1pw', defaultScryptParams);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
    await expect(verifyPassword('secret1pw', first)).resolves.toBe(true);
    await expect(verifyPassword('secret2pw', first)).resolves.toBe(false);
  });

  it('verifies hashes made with other parameters (they travel in the hash)', async () => {
    const cheap = await hashPassword('secret1pw', testPasswordHashing);
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    await expect(verifyPassword('secret1pw', cheap)).resolves.toBe(true);
  });

  it('never matches a malformed hash', async () => {
    for (const broken of ['', 'plain-text', 'bcrypt$10$x$y', 'scrypt$0$8$1$c2FsdA$a2V5', 'scrypt$1024$8$1$$']) {
      await expect(verifyPassword('secret1pw', broken)).resolves.toBe(false);
    }
  });

  it('burns a verification for an unknown account and answers false', async () => {
    const hasher = new PasswordHasher(testPasswordHashing);
    await expect(hasher.verifyOrBurn('secret1pw', undefined)).resolves.toBe(false);
    await expect(hasher.verifyOrBurn('secret1pw', await hasher.hash('secret1pw'))).resolves.toBe(true);
  });

  it('generates passwords that satisfy the password rule', () => {
    const generated = Array.from({ length: 500 }, () => generatePassword());
    for (const candidate of generated) expect(passwordRule.safeParse(candidate).success, candidate).toBe(true);
    expect(new Set(generated).size).toBe(generated.length);
  });
});

describe('tokens', () => {
  it('are 256 random bits, stored as SHA-256', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });

  it('compare in constant time, length included', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
