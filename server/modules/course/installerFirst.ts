import type { Audience } from '../../../src/contract/auth';
import type { CertificateRow, CourseRow } from '../../db/courseSchema';

/**
 * Spec 1: installers complete the Installation Certification course first. For an installer, the
 * country's installer certification course, while it is not passed (no certificate of it that was not
 * revoked); undefined when nothing is locked (other audiences, a country without that course, passed).
 */
export const installerFirstCourse = (
  audience: Audience,
  countryCourses: Pick<CourseRow, 'id' | 'kind' | 'audience' | 'position'>[],
  certificates: Pick<CertificateRow, 'course_id' | 'revoked_at'>[],
): Pick<CourseRow, 'id'> | undefined => {
  if (audience !== 'installer') return undefined;
  const first = [...countryCourses].sort((a, b) => a.position - b.position).find((course) => course.kind === 'certification' && course.audience === 'installer');
  if (!first) return undefined;
  return certificates.some((certificate) => certificate.course_id === first.id && certificate.revoked_at === null) ? undefined : first;
};
