import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { day, expiringWithinDays, renewalOpensDaysBefore } from './limits';
import { newSerial } from './serial';
import { partnerCertificateValidityMonths } from '../../../src/contract/certificate';
import { certificateStatusAt, newestOfEachCourse, reissuable, reissuedValidUntil, renewalOpen, validUntilOf, type RankFacts } from './validity';

describe('certificate validity rules', () => {
  it('adds calendar months in UTC, ending on the last day of a shorter month', () => {
    expect(validUntilOf(new Date('2031-03-01T12:00:00Z'), 24).toISOString()).toBe('2033-03-01T12:00:00.000Z');
    expect(validUntilOf(new Date('2031-01-31T08:30:00Z'), 1).toISOString()).toBe('2031-02-28T08:30:00.000Z');
    expect(validUntilOf(new Date('2032-02-29T00:00:00Z'), 12).toISOString()).toBe('2033-02-28T00:00:00.000Z');
    expect(validUntilOf(new Date('2031-12-15T00:00:00Z'), 12).toISOString()).toBe('2032-12-15T00:00:00.000Z');
  });

  it('says expiring from the named number of days before the end, expired at the end; revoked and superseded win', () => {
    const end = new Date('2033-03-01T12:00:00Z');
    const facts = { valid_until: end, revoked_at: null, superseded: false };
    const at = (msBeforeEnd: number) => new Date(end.getTime() - msBeforeEnd);
    expect(certificateStatusAt(facts, at(expiringWithinDays * day + 1))).toBe('valid');
    expect(certificateStatusAt(facts, at(expiringWithinDays * day))).toBe('expiring');
    expect(certificateStatusAt(facts, at(1))).toBe('expiring');
    expect(certificateStatusAt(facts, end)).toBe('expired');
    expect(certificateStatusAt({ ...facts, superseded: true }, end)).toBe('superseded');
    expect(certificateStatusAt({ ...facts, superseded: true, revoked_at: end }, at(day * 400))).toBe('revoked');
    expect(renewalOpen(facts, at(renewalOpensDaysBefore * day + 1))).toBe(false);
    expect(renewalOpen(facts, at(renewalOpensDaysBefore * day))).toBe(true);
    expect(renewalOpen(facts, new Date(end.getTime() + day * 30))).toBe(true);
    expect(renewalOpen({ ...facts, revoked_at: end }, end)).toBe(false);
  });

  it('reissues a course certificate unless revoked or replaced, keeping its end; a partner certificate unless replaced, for a new term', () => {
    const revoked = new Date('2031-05-01T00:00:00Z');
    for (const kind of ['course', 'partner'] as const) {
      expect(reissuable(kind, { revoked_at: null, superseded: false })).toBe(true);
      expect(reissuable(kind, { revoked_at: null, superseded: true })).toBe(false);
      expect(reissuable(kind, { revoked_at: revoked, superseded: true })).toBe(false);
    }
    // A revoked course certificate is earned again by an exam; a revoked partnership may be restored.
    expect(reissuable('course', { revoked_at: revoked, superseded: false })).toBe(false);
    expect(reissuable('partner', { revoked_at: revoked, superseded: false })).toBe(true);

    const old = { valid_until: new Date('2031-06-01T00:00:00Z') };
    const at = new Date('2032-01-15T10:00:00Z');
    expect(reissuedValidUntil('course', old, at)).toBe(old.valid_until);
    expect(reissuedValidUntil('partner', old, at).toISOString()).toBe(validUntilOf(at, partnerCertificateValidityMonths).toISOString());
  });

  it('draws serials of 64 random bits', () => {
    const serials = new Set(Array.from({ length: 1000 }, newSerial));
    expect(serials.size).toBe(1000);
    for (const serial of serials) expect(serial).toMatch(/^TC-[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
  });

  it('lets only the newest live course certificate of each course speak for it; a revoked newer one hands the word back', () => {
    const at = (iso: string) => new Date(iso);
    const rank = (id: string, course: string | null, issued: string, revoked = false): RankFacts => ({ id, kind: course ? 'course' : 'partner', course_id: course, issued_at: at(issued), revoked_at: revoked ? at(issued) : null });
    const older = rank('a', 'install', '2030-01-01T00:00:00Z');
    const newer = rank('b', 'install', '2031-01-01T00:00:00Z');
    expect(newestOfEachCourse([older, newer])).toEqual(new Set(['b']));
    expect(newestOfEachCourse([older, { ...newer, revoked_at: at('2031-02-01T00:00:00Z') }])).toEqual(new Set(['a']));
    expect(newestOfEachCourse([older, rank('c', 'sales', '2029-01-01T00:00:00Z'), rank('p', null, '2032-01-01T00:00:00Z')])).toEqual(new Set(['a', 'c']));
    // Issued in the same instant: the smaller id, first in the learner's list.
    expect(newestOfEachCourse([rank('z', 'install', '2030-01-01T00:00:00Z'), older])).toEqual(new Set(['a']));
  });

  it('picks, whatever the certificates, one per course with a live one, live, and issued no earlier than any other live one of it', () => {
    const facts = fc.record({
      id: fc.uuid(),
      course: fc.constantFrom('install', 'sales', null),
      issued: fc.integer({ min: 0, max: 20 }),
      revoked: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(facts, { maxLength: 12 }), (rows) => {
        const certificates: RankFacts[] = rows.map((row) => ({ id: row.id, kind: row.course ? 'course' : 'partner', course_id: row.course, issued_at: new Date(row.issued * day), revoked_at: row.revoked ? new Date(0) : null }));
        const chosen = certificates.filter((certificate) => newestOfEachCourse(certificates).has(certificate.id));
        const live = certificates.filter((certificate) => certificate.kind === 'course' && !certificate.revoked_at);
        expect(new Set(chosen.map((certificate) => certificate.course_id)).size).toBe(chosen.length);
        expect(new Set(chosen.map((certificate) => certificate.course_id))).toEqual(new Set(live.map((certificate) => certificate.course_id)));
        for (const certificate of chosen) {
          expect(certificate.revoked_at).toBeNull();
          for (const other of live.filter((candidate) => candidate.course_id === certificate.course_id)) expect(other.issued_at.getTime()).toBeLessThanOrEqual(certificate.issued_at.getTime());
        }
      }),
    );
  });
});
