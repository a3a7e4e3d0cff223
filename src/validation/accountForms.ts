import * as z from 'zod/mini';
import { email, optionalText, requiredText } from './rules';

/** Longest name, company or reason an administrator types in the users console. */
export const accountTextMaxLength = 200;
export const resetReasonMaxLength = 1000;

const limited = (schema: z.ZodMiniType<string>) => schema.check(z.maxLength(accountTextMaxLength, { error: 'textTooLong' }));

/** Roles and audiences as plain lists: the widget loads no full zod (src/contract/auth.ts holds the same). */
export const accountRoles = ['learner', 'admin'] as const;
export const accountAudiences = ['installer', 'sales', 'designer'] as const;
export const accountStatuses = ['active', 'deactivated'] as const;
export const userSortKeys = ['name', 'account', 'email', 'company', 'role', 'createdAt'] as const;
export type UserSortKey = (typeof userSortKeys)[number];

/**
 * An administrator creates an account: the password is generated and e-mailed, to be changed at the
 * first sign-in. One schema for the widget and `POST /admin/users/create`; the company is optional.
 */
export const createAccountForm = z.object({
  name: limited(requiredText('nameRequired')),
  email,
  role: z._default(z.enum(accountRoles), 'learner'),
  audience: z._default(z.enum(accountAudiences), 'installer'),
  country: requiredText('versionCodeRequired').check(z.regex(/^[A-Za-z]{2,8}$/, { error: 'versionCodeRequired' }), z.toUpperCase()),
  /** A partner company's id, or '' for none. */
  companyId: optionalText(),
});
export type CreateAccountForm = z.input<typeof createAccountForm>;

/** Resetting a learner's attempts on one test needs a reason, kept in the audit log. */
export const resetAttemptsForm = z.object({
  userId: requiredText('fieldRequired'),
  examId: requiredText('fieldRequired'),
  reason: requiredText('reasonRequired').check(z.maxLength(resetReasonMaxLength, { error: 'textTooLong' })),
});
export type ResetAttemptsForm = z.input<typeof resetAttemptsForm>;
