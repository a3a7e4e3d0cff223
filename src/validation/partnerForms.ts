import * as z from 'zod/mini';
import { languages } from '../contract/languages';
import { email, password, requiredText, text } from './rules';

/** Longest company, contact or reason text a form takes. */
export const partnerTextMaxLength = 200;
// A leading +, then digits with optional spaces, dashes or brackets: 6 to 20 digits.
export const phonePattern = /^\+?[\d\s\-()]{6,24}$/;
const phoneDigits = /^(?:\D*\d){6,20}\D*$/;
// An address with a dot in the host; the scheme may be left out (people type "example.com").
export const websitePattern = /^(https?:\/\/)?[\p{L}\d-]+(\.[\p{L}\d-]+)+(:\d+)?(\/\S*)?$/iu;

const limited = (k: Parameters<typeof requiredText>[0]) => requiredText(k).check(z.maxLength(partnerTextMaxLength, { error: 'textTooLong' }));

/** Roles the company's people train for (spec 1), as a plain list: the widget loads no full zod (src/contract/auth.ts holds the same). */
export const partnerRoles = ['installer', 'sales', 'designer'] as const;
export const partnerRole = z.enum(partnerRoles);

/**
 * "Get an account": a company applies to become a partner. One schema for the widget and `POST
 * /partner/apply`; the server decides duplicates and the country.
 */
export const partnerApplicationForm = z.object({
  company: limited('companyNameRequired'),
  companyNumber: limited('companyNumberRequired'),
  country: text('versionCodeRequired').check(z.trim(), z.regex(/^[A-Za-z]{2,8}$/, { error: 'versionCodeRequired' }), z.toUpperCase()),
  contactName: limited('contactNameRequired'),
  email,
  phone: requiredText('phoneRequired').check(z.regex(phonePattern, { error: 'phoneFormat' }), z.regex(phoneDigits, { error: 'phoneFormat' })),
  website: z._default(
    text().check(
      z.trim(),
      z.maxLength(partnerTextMaxLength, { error: 'textTooLong' }),
      z.refine((value) => value === '' || websitePattern.test(value), { error: 'websiteFormat' }),
    ),
    '',
  ),
  roles: z.array(partnerRole, { error: 'rolesRequired' }).check(
    z.minLength(1, { error: 'rolesRequired' }),
    z.refine((roles) => new Set(roles).size === roles.length, { error: 'rolesRequired' }),
  ),
  acceptTerms: z.literal(true, { error: 'termsRequired' }),
  language: z._default(z.enum(languages), 'en'),
});
export type PartnerApplicationForm = z.input<typeof partnerApplicationForm>;

/** An administrator rejects an application: the reason goes to the applicant. */
export const rejectApplicationForm = z.object({
  applicationId: requiredText('fieldRequired'),
  reason: requiredText('reasonRequired').check(z.maxLength(1000, { error: 'textTooLong' })),
});

/**
 * A company admin invites a technician by e-mail, in the language the technician reads (`language`;
 * absent, the server takes the inviter's own, as it did before the form asked).
 */
export const inviteTechnicianForm = z.object({
  name: limited('nameRequired'),
  email,
  audience: z._default(partnerRole, 'installer'),
  language: z.optional(z.enum(languages, { error: 'mailLanguageRequired' })),
});
export type InviteTechnicianForm = z.input<typeof inviteTechnicianForm>;

/** The invited technician sets their own password (the account is their e-mail address). */
export const acceptInvitationForm = z
  .object({
    token: requiredText('fieldRequired'),
    password,
    confirmPassword: requiredText('confirmRequired'),
  })
  .check(z.refine((form) => form.password === form.confirmPassword, { error: 'passwordsDoNotMatch', path: ['confirmPassword'] }));
export type AcceptInvitationForm = z.input<typeof acceptInvitationForm>;
