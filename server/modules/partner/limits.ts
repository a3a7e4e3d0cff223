import type { ThrottleRule } from '../../lib/throttle/throttle';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Every limit of partner onboarding, named once. */
export const partnerThrottleRules = {
  /** Applications sent from one client address (the form is anonymous). */
  applyPerIp: { scope: 'partner:apply:ip', limit: 5, windowMs: hour },
  /**
   * Invitation e-mails from one company to one address (the first invitation and each Resend), so an
   * inbox cannot be flooded, not even by withdrawing and inviting again. Keyed by company too: the
   * refusal must not tell one company what another sent.
   */
  invitationMailsPerAddress: { scope: 'partner:invitationMail:address', limit: 3, windowMs: hour },
  /**
   * Invitation e-mails of one company to any addresses in 24 hours (invitations and resends together):
   * onboarding a whole installer crew in a day stays under it; past it, the account mails strangers.
   */
  invitationMailsPerCompanyDay: { scope: 'partner:invitationMail:company', limit: 50, windowMs: day },
} as const satisfies Record<string, ThrottleRule>;

/** An invitation link works for a week, once. */
export const invitationLifetimeMs = 7 * day;

/** Open invitations the company page lists (newest first). */
export const invitationsListed = 50;
