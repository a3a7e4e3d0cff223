import type { ThrottleRule } from '../../lib/throttle/throttle';

/** Every number of the support module, named once (docs/support.md lists them). */
const minute = 60_000;

export const supportThrottleRules = {
  /** Tickets from one client address: a person writes a few; a script writing more is refused. */
  ticketPerIp: { scope: 'ticket:ip', limit: 10, windowMs: 60 * minute },
  /** Tickets for one e-mail address: each sends that address a confirmation, so the form cannot flood an inbox. */
  ticketPerEmail: { scope: 'ticket:email', limit: 5, windowMs: 60 * minute },
} as const satisfies Record<string, ThrottleRule>;

/** Random characters in a ticket number (Crockford base32, 40 bits): not guessable, short enough to read out on the phone. */
export const ticketNumberLength = 8;
