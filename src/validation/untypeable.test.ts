import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { createUserRequest } from '../contract/admin';
import { changePasswordForm, forgotPasswordForm, loginForm, sendCodeForm } from './authForms';
import { fieldErrors } from './fieldErrors';
import { validationMessage } from './messages';
import { hasUntypeableCharacter } from './rules';

describe('characters nobody types', () => {
  it('are NUL, the other C0 controls but tab/LF/CR, DEL, the C1 controls and lone surrogates', () => {
    for (const bad of ['a\u0000b', '\u0001', '\u0008', '\u000B', '\u000C', '\u001B', '\u007F', '\u0085', '\u009F', 'half \uD83D', '\uDE00 half']) {
      expect(hasUntypeableCharacter(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['Ana María', 'line\nbreak\r\n', 'tab\there', 'ñ ü € 日本', '😀 whole emoji', '\u00A0 no-break space']) {
      expect(hasUntypeableCharacter(good), JSON.stringify(good)).toBe(false);
    }
  });

  it('are refused by every text field of the forms, with their own message in English and Spanish', () => {
    const forms: { schema: z.ZodMiniType; valid: Record<string, string> }[] = [
      { schema: loginForm, valid: { account: 'ana', password: 'secret1pw' } },
      { schema: sendCodeForm, valid: { email: 'ana@example.com' } },
      { schema: forgotPasswordForm, valid: { account: 'ana', email: 'ana@example.com', code: '123456', password: 'secret1pw', confirmPassword: 'secret1pw' } },
      { schema: changePasswordForm, valid: { oldPassword: 'old1pw', newPassword: 'secret1pw', confirmPassword: 'secret1pw' } },
      { schema: createUserRequest, valid: { account: 'ana', email: 'ana@example.com', password: 'secret1pw', name: 'Ana', company: 'Sol', companyNumber: 'C-1' } },
    ];
    for (const { schema, valid } of forms) {
      expect(schema.safeParse(valid).success).toBe(true);
      for (const field of Object.keys(valid)) {
        const parsed = schema.safeParse({ ...valid, [field]: `${valid[field]}\u0000` });
        expect(parsed.success, field).toBe(false);
        if (!parsed.success) expect(fieldErrors(parsed.error)[field], field).toBe('untypeableCharacter');
      }
    }
    expect(validationMessage('en', 'untypeableCharacter')).toBe('This text contains an invisible control character. Please type it again.');
    expect(validationMessage('es', 'untypeableCharacter')).toBe('Este texto contiene un carácter de control invisible. Vuelva a escribirlo.');
  });
});
