import type { ThrottleRule } from '../../lib/throttle/throttle';

const minute = 60_000;

/** Every number of the questionnaire module, named once (docs/questionnaire.md lists them). */
export const questionnaireThrottleRules = {
  /**
   * New scans (each writes a row) from one client address. A whole classroom scans from the venue's
   * one Wi-Fi address within minutes, so the limit is generous; a script writing rows is still stopped.
   */
  newScanPerIp: { scope: 'questionnaire-scan:ip', limit: 200, windowMs: 10 * minute },
} as const satisfies Record<string, ThrottleRule>;
