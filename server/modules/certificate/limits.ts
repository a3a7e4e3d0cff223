import type { ThrottleRule } from '../../lib/throttle/throttle';

/** Every number of the certificate rules, named once (docs/certificates.md lists them). */
const minute = 60_000;
export const day = 24 * 60 * minute;

/** A certificate of a course without its own setting stays valid this long (the migration's column default). */
export const defaultValidityMonths = 24;
/** A valid certificate whose validity ends within this many days shows `expiring`. */
export const expiringWithinDays = 60;
/** The learner may renew from this many days before the validity ends. */
export const renewalOpensDaysBefore = 60;
/** Random bits in a serial: guessing a valid one is hopeless even without the rate limit. */
export const serialRandomBytes = 8;

/**
 * Reminder mails: days before the validity ends (0: the day it ends). Each stage is sent once; a
 * certificate that reaches a later stage first (issued late, server down) skips the earlier ones.
 */
export const reminderStages = [
  { stage: 'days60', daysBefore: 60 },
  { stage: 'days30', daysBefore: 30 },
  { stage: 'days7', daysBefore: 7 },
  { stage: 'expired', daysBefore: 0 },
] as const;
export type ReminderStage = (typeof reminderStages)[number]['stage'];
/** The expiry mail is not sent for certificates that ended longer ago than this (an old database, a long outage). */
export const expiredReminderGraceDays = 7;
/** How often the reminder job looks for due mails. */
export const reminderIntervalMs = 15 * minute;
/** Certificates the reminder job reads per page. */
export const reminderBatchSize = 100;

export const certificateThrottleRules = {
  /** Anonymous verification lookups from one client address (serials are not to be enumerated). */
  verifyPerIp: { scope: 'certificateVerify:ip', limit: 30, windowMs: 10 * minute },
} as const satisfies Record<string, ThrottleRule>;
