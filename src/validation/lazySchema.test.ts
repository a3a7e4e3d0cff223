import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loginForm } from './authForms';
import { lazySchema } from './lazySchema';
import { email, requiredText } from './rules';

describe('lazySchema', () => {
  it('builds nothing until the schema is used, then builds it once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ name: requiredText('nameRequired') });
    });
    expect(builds).toBe(0);
    expect(schema.safeParse({ name: 'Ana' }).success).toBe(true);
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('answers every input as the schema it stands for, issues included', () => {
    const lazy = lazySchema(() => loginForm);
    for (const input of [{ account: 'ana', password: 'secret1' }, { account: '', password: '' }, { account: 'ana' }, null, 'text']) {
      expect(lazy.safeParse(input)).toEqual(loginForm.safeParse(input));
    }
  });

  it('composes as a field, with checks and with extend, and shows its shape', () => {
    const address = lazySchema(() => email);
    const contact = lazySchema(() => z.object({ email: address, note: z.optional(z.string()) }));
    const stricter = lazySchema(() => contact.check(z.refine((value) => !value.email.endsWith('.test'), { error: 'noTestAddress' })));
    const extended = lazySchema(() => z.extend(contact, { phone: z.string() }));
    expect(Object.keys(contact.shape)).toEqual(['email', 'note']);
    expect(contact.safeParse({ email: 'ana@example.com' }).success).toBe(true);
    expect(contact.safeParse({ email: 'not an address' }).success).toBe(false);
    expect(stricter.safeParse({ email: 'ana@example.test' }).error?.issues[0]?.message).toBe('noTestAddress');
    expect(extended.safeParse({ email: 'ana@example.com', phone: '5550100' }).success).toBe(true);
    expect(extended.safeParse({ email: 'ana@example.com' }).success).toBe(false);
    expect({ ...contact.shape }).toEqual({ email: address, note: contact.shape.note });
    expect('safeParse' in contact).toBe(true);
  });
});
