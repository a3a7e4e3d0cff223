import { describe, expect, it } from 'vitest';
import type { CertificateSummary } from '../../../src/contract/certificate';
import { courseFixture } from '../../../src/testing/fixtures/course';
import { homeReminderOf } from './reminder';

// A course not started yet, as the API answers it: its reminder is to start it.
const homeCourse = courseFixture('courseDetail.fresh');

const certificate = (overrides: Partial<CertificateSummary>): CertificateSummary => ({
  certificateId: 'c1',
  serial: 'TC-1',
  kind: 'course',
  courseTitle: 'Installation Certification',
  totalMinutes: 60,
  issuedAt: '2031-03-01T00:00:00.000Z',
  validUntil: '2033-03-01T00:00:00.000Z',
  status: 'expiring',
  revokedAt: null,
  canRenew: true,
  renewCourseId: 'course-1',
  ...overrides,
});

describe('the home reminder of a certificate', () => {
  it('reminds of the soonest expiring course certificate', () => {
    const later = certificate({ certificateId: 'c2', validUntil: '2033-04-01T00:00:00.000Z' });
    expect(homeReminderOf(null, [later, certificate({})])).toEqual({ kind: 'certificateExpiring', certificateId: 'c1', courseTitle: 'Installation Certification', validUntil: '2033-03-01T00:00:00.000Z' });
  });

  it('reminds of no expiring course certificate whose renewal the server does not offer (an older one beside a newer)', () => {
    const older = certificate({ certificateId: 'c0', validUntil: '2033-02-01T00:00:00.000Z', canRenew: false });
    expect(homeReminderOf(null, [older])).toBeNull();
    expect(homeReminderOf(null, [older, certificate({})])).toMatchObject({ kind: 'certificateExpiring', certificateId: 'c1' });
  });

  it("reminds of the company's expiring partner certificate first, for the provider to renew, even before a course step", () => {
    const partner = certificate({ certificateId: 'p1', kind: 'partner', courseTitle: 'Business Partner Certificate', validUntil: '2033-12-01T00:00:00.000Z', canRenew: false, renewCourseId: null });
    const reminder = { kind: 'partnerCertificateExpiring', certificateId: 'p1', validUntil: '2033-12-01T00:00:00.000Z' };
    expect(homeReminderOf(null, [certificate({}), partner])).toEqual(reminder);
    expect(homeReminderOf(homeCourse, [partner])).toEqual(reminder);
    expect(homeReminderOf(homeCourse, [{ ...partner, status: 'valid' }])).toMatchObject({ kind: 'startCourse' });
  });

  it('reminds of no certificate that is valid for long, expired, revoked or replaced', () => {
    for (const status of ['valid', 'expired', 'revoked', 'superseded'] as const) {
      expect(homeReminderOf(null, [certificate({ status }), certificate({ kind: 'partner', status })])).toBeNull();
    }
  });
});
