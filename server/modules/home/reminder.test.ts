import { describe, expect, it } from 'vitest';
import type { CertificateSummary } from '../../../src/contract/certificate';
import { homeReminderOf } from './reminder';

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
  it('reminds of the soonest expiring course certificate, never of a partner certificate (the provider renews that one)', () => {
    const partner = certificate({ certificateId: 'p1', kind: 'partner', courseTitle: 'Business Partner Certificate', validUntil: '2032-12-01T00:00:00.000Z', canRenew: false, renewCourseId: null });
    expect(homeReminderOf(null, [partner])).toBeNull();
    const later = certificate({ certificateId: 'c2', validUntil: '2033-04-01T00:00:00.000Z' });
    expect(homeReminderOf(null, [later, partner, certificate({})])).toEqual({ kind: 'certificateExpiring', certificateId: 'c1', courseTitle: 'Installation Certification', validUntil: '2033-03-01T00:00:00.000Z' });
  });
});
