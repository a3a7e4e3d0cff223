import { partnerCertificateValidityMonths, type CertificateKind, type CertificateStatus } from '../../../src/contract/certificate';
import { day, expiringWithinDays, renewalOpensDaysBefore } from './limits';

/** Issue date plus the course's validity in months (calendar months, UTC; 31 Jan + 1 month ends on the last day of February). */
export const validUntilOf = (issuedAt: Date, months: number): Date => {
  const target = new Date(Date.UTC(issuedAt.getUTCFullYear(), issuedAt.getUTCMonth() + months, 1, issuedAt.getUTCHours(), issuedAt.getUTCMinutes(), issuedAt.getUTCSeconds(), issuedAt.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(issuedAt.getUTCDate(), lastDay));
  return target;
};

export type StatusFacts = { valid_until: Date; revoked_at: Date | null; superseded: boolean };

/** The status the server answers: revoked wins, then superseded, then the dates. */
export const certificateStatusAt = (certificate: StatusFacts, now: Date): CertificateStatus => {
  if (certificate.revoked_at) return 'revoked';
  if (certificate.superseded) return 'superseded';
  const left = certificate.valid_until.getTime() - now.getTime();
  if (left <= 0) return 'expired';
  return left <= expiringWithinDays * day ? 'expiring' : 'valid';
};

/** Renewal opens `renewalOpensDaysBefore` days before the end and stays open after it (an expired certificate may be renewed). */
export const renewalOpen = (certificate: StatusFacts, now: Date): boolean =>
  !certificate.revoked_at && !certificate.superseded && certificate.valid_until.getTime() - now.getTime() <= renewalOpensDaysBefore * day;

export type RankFacts = { id: string; kind: CertificateKind; course_id: string | null; issued_at: Date; revoked_at: Date | null };

/** Newer first: the later issue, then the smaller id (the order of the learner's list). */
const newerThan = (a: RankFacts, b: RankFacts): boolean => a.issued_at.getTime() > b.issued_at.getTime() || (a.issued_at.getTime() === b.issued_at.getTime() && a.id < b.id);

/**
 * Of one holder's certificates, the ids of those that speak for their course: the newest course
 * certificate not revoked of each course. Only that one is renewed or reminded of; an older one
 * beside it (a course passed again after a reset) is history. A revoked newer one hands the word back.
 */
export const newestOfEachCourse = (certificates: readonly RankFacts[]): Set<string> => {
  const newest = new Map<string, RankFacts>();
  for (const certificate of certificates) {
    if (certificate.kind !== 'course' || certificate.course_id === null || certificate.revoked_at) continue;
    const held = newest.get(certificate.course_id);
    if (!held || newerThan(certificate, held)) newest.set(certificate.course_id, certificate);
  }
  return new Set([...newest.values()].map((certificate) => certificate.id));
};

/** Whole minutes of a course length kept in hours (two decimals). */
export const totalMinutesOf = (totalHours: number): number => Math.round(totalHours * 60);

/**
 * Whether an admin may reissue a certificate. A course certificate that was revoked stays revoked (it was
 * earned by an exam; a new one is earned again). A partner certificate attests a partnership, so the
 * company's current one is reissued whatever its status: a lost serial, an expired term, a revoke undone.
 */
export const reissuable = (kind: CertificateKind, certificate: Pick<StatusFacts, 'revoked_at' | 'superseded'>): boolean =>
  !certificate.superseded && (kind === 'partner' || !certificate.revoked_at);

/** A reissued course certificate keeps its validity end; a reissued partner certificate starts a new term at `at`. */
export const reissuedValidUntil = (kind: CertificateKind, old: Pick<StatusFacts, 'valid_until'>, at: Date): Date =>
  kind === 'partner' ? validUntilOf(at, partnerCertificateValidityMonths) : old.valid_until;
