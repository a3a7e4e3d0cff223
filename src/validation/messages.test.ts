import { describe, expect, it } from 'vitest';
import { changePasswordForm, forgotPasswordForm, loginForm } from './authForms';
import { fieldErrors } from './fieldErrors';
import { validationMessage } from './messages';
import { email, noEmoji, password } from './rules';
import * as z from 'zod/mini';
import { safeParse, type $ZodType } from 'zod/v4/core';

/** The English text a schema shows for `value`, as the client renders it. */
const firstMessage = (schema: $ZodType, value: unknown): string | undefined => {
  const parsed = safeParse(schema, value);
  return parsed.success ? undefined : validationMessage('en', parsed.error.issues[0]?.message ?? '');
};

describe('validation messages, word for word (spec 5, 8)', () => {
  it("'User Name is required' on login without an account", () => {
    const parsed = loginForm.safeParse({ account: '  ', password: 'x' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(validationMessage('en', fieldErrors(parsed.error).account ?? '')).toBe('User Name is required');
  });

  it("'Email format error' on a malformed e-mail", () => {
    expect(firstMessage(email, 'ana@')).toBe('Email format error');
    expect(firstMessage(email, 'ana@example.com')).toBeUndefined();
  });

  it("'Password must be …' for passwords outside 6-40 or without a digit and a letter", () => {
    const rule = 'Password must be at least 6-40 characters and include at least one number and one letter!';
    for (const bad of ['abc12', 'abcdefgh', '12345678', 'abc 1234', `a1${'x'.repeat(39)}`]) expect(firstMessage(password, bad)).toBe(rule);
    for (const good of ['abc123', `a1${'x'.repeat(38)}`]) expect(firstMessage(password, good)).toBeUndefined();
  });

  it("'Passwords do not match' in the forgot-password flow", () => {
    const parsed = forgotPasswordForm.safeParse({ account: 'ana', email: 'ana@example.com', code: '123456', password: 'abc123', confirmPassword: 'abc124' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(validationMessage('en', fieldErrors(parsed.error).confirmPassword ?? '')).toBe('Passwords do not match');
  });

  it("'The entered passwords do not match.' in the profile password change", () => {
    const parsed = changePasswordForm.safeParse({ oldPassword: 'old', newPassword: 'abc123', confirmPassword: 'abc999' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(validationMessage('en', fieldErrors(parsed.error).confirmPassword ?? '')).toBe('The entered passwords do not match.');
  });

  it("'Emoji is not allowed.' for pictographs, flags and joined emoji, not for accented text", () => {
    const text = noEmoji(z.string());
    for (const bad of ['hola 😀', 'flag 🇲🇽', 'family 👨‍👩‍👧', 'heart ❤️']) expect(firstMessage(text, bad)).toBe('Emoji is not allowed.');
    expect(firstMessage(text, 'Señora Núñez, ¿qué tal?')).toBeUndefined();
  });

  it('falls back to English, then to the key', () => {
    expect(validationMessage('es', 'selectAtLeastOne')).toBe('Seleccione al menos un elemento de la tabla');
    expect(validationMessage('en', 'selectAtLeastOne')).toBe('Select at least one item in the table');
    expect(validationMessage('es', 'noSuchKey')).toBe('noSuchKey');
  });
});
