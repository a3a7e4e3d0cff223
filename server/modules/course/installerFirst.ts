import type { Audience } from '../../../src/contract/auth';
import type { CertificateRow, CourseRow } from '../../db/courseSchema';

type CountryCourse = Pick<CourseRow, 'id' | 'kind' | 'audience' | 'position'>;

/** The country's installer certification course (the first by position), if the country has one. */
export const installerCertificationCourse = <Course extends CountryCourse>(countryCourses: readonly Course[]): Course | undefined =>
  countryCourses.toSorted((a, b) => a.position - b.position).find((course) => course.kind === 'certification' && course.audience === 'installer');

/** Passed: a certificate of the course that was not revoked. */
export const certifiedIn = (course: Pick<CourseRow, 'id'>, certificates: readonly Pick<CertificateRow, 'course_id' | 'revoked_at'>[]): boolean =>
  certificates.some((certificate) => certificate.course_id === course.id && certificate.revoked_at === null);

/**
 * Spec 1: installers complete the Installation Certification course first. For an installer, the
 * country's installer certification course, while it is not passed; undefined when nothing is locked
 * (other audiences, a country without that course, passed).
 */
export const installerFirstCourse = (
  audience: Audience,
  countryCourses: readonly CountryCourse[],
  certificates: readonly Pick<CertificateRow, 'course_id' | 'revoked_at'>[],
): Pick<CourseRow, 'id'> | undefined => {
  if (audience !== 'installer') return undefined;
  const first = installerCertificationCourse(countryCourses);
  return first && !certifiedIn(first, certificates) ? first : undefined;
};
