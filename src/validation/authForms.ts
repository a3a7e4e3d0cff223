import * as z from 'zod/mini';
import { email, password, requiredText, text, verificationCode } from './rules';

/** Login (spec 5): account name and password required. */
export const loginForm = z.object({
  account: requiredText('userNameRequired'),
  password: text('passwordRequired').check(z.minLength(1, { error: 'passwordRequired' })),
  rememberMe: z._default(z.boolean(), false),
});
export type LoginForm = z.infer<typeof loginForm>;

/** Forgot password, step one: where to send the verification code. */
export const sendCodeForm = z.object({ email });
export type SendCodeForm = z.infer<typeof sendCodeForm>;

/** Forgot password, step two (spec 5): account, numeric code, e-mail, new password, matching confirmation. */
export const forgotPasswordForm = z
  .object({
    account: requiredText('userNameRequired'),
    email,
    code: verificationCode,
    password,
    confirmPassword: requiredText('confirmRequired'),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      error: 'passwordsDoNotMatch',
      path: ['confirmPassword'],
    }),
  );
export type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;

/** Profile password change (spec 5): original, new (same rule), matching confirmation. */
export const changePasswordForm = z
  .object({
    oldPassword: requiredText('oldPasswordRequired'),
    newPassword: password,
    confirmPassword: requiredText('confirmRequired'),
  })
  .check(
    z.refine((form) => form.newPassword === form.confirmPassword, {
      error: 'enteredPasswordsDoNotMatch',
      path: ['confirmPassword'],
    }),
  );
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
