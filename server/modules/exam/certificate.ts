/** A certificate stays valid this long after it is issued. */
export const certificateValidYears = 2;

/** Serials read `TC-<year>-<sequence>`, e.g. TC-2026-000123; the sequence is shared by every API node. */
export const certificateSerial = (sequence: number, issuedAt: Date): string => `TC-${issuedAt.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;

export const certificateValidUntil = (issuedAt: Date): Date => {
  const validUntil = new Date(issuedAt);
  validUntil.setUTCFullYear(validUntil.getUTCFullYear() + certificateValidYears);
  return validUntil;
};

/** The course's length (its lesson videos) in hours, to two decimals (a short course is not 0 h). */
export const certificateHours = (totalSeconds: number): number => Math.round(totalSeconds / 36) / 100;
