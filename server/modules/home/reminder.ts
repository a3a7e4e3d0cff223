import type { CertificateSummary } from '../../../src/contract/certificate';
import type { CourseDetail } from '../../../src/contract/course';
import type { ContinueTraining, HomeReminder } from '../../../src/contract/home';

/**
 * The lesson where the learner stopped, from the course's next step (null once every lesson is
 * passed), with the lesson's video button and where it plays from, as the lesson offers them.
 */
export const continueTrainingOf = (course: CourseDetail): ContinueTraining | null => {
  const next = course.next;
  const lessonId = next.kind === 'nextLesson' || next.kind === 'takeTest' || next.kind === 'repeatLesson' ? next.lessonId : undefined;
  const lesson = course.lessons.find((candidate) => candidate.lessonId === lessonId);
  if (!lesson) return null;
  return { courseId: course.courseId, lessonId: lesson.lessonId, lessonTitle: lesson.title, videoAction: lesson.videoAction, resumeSeconds: lesson.resumeSeconds };
};

// A course certificate is reminded of only when the server offers its renewal (an older one beside a newer is not).
const soonestExpiring = (certificates: CertificateSummary[], kind: CertificateSummary['kind']): CertificateSummary | undefined =>
  certificates
    .filter((certificate) => certificate.status === 'expiring' && certificate.kind === kind && (kind === 'partner' || certificate.canRenew))
    .sort((a, b) => a.validUntil.localeCompare(b.validUntil))[0];

/**
 * The one step the home page reminds of: the company's business partner certificate when it ends soon
 * (the whole company's partnership hangs on it, and only the provider renews it), else the course's
 * next step while it is unfinished, else the course certificate whose validity ends soonest of those
 * that end soon, else nothing.
 */
export const homeReminderOf = (course: CourseDetail | null, certificates: CertificateSummary[]): HomeReminder | null => {
  const partner = soonestExpiring(certificates, 'partner');
  if (partner) return { kind: 'partnerCertificateExpiring', certificateId: partner.certificateId, validUntil: partner.validUntil };
  if (course) {
    const next = course.next;
    const courseId = course.courseId;
    switch (next.kind) {
      case 'nextLesson': {
        const lesson = course.lessons.find((candidate) => candidate.lessonId === next.lessonId);
        const fresh = course.status === 'not_started' && (lesson?.positionSeconds ?? 0) === 0;
        // A lesson never played is watched next, not finished (its video button says Start).
        const kind = fresh ? 'startCourse' : lesson?.videoAction === 'start' ? 'watchNext' : 'unfinishedLesson';
        return { kind, courseId, lessonId: next.lessonId, title: next.title };
      }
      case 'takeTest': {
        const lesson = course.lessons.find((candidate) => candidate.lessonId === next.lessonId);
        const kind = (lesson?.attemptsUsed ?? 0) > 0 ? 'retakeTest' : 'takeTest';
        return { kind, courseId, lessonId: next.lessonId, examId: next.examId, title: next.title, attemptsLeft: next.attemptsLeft };
      }
      case 'repeatLesson':
        return { kind: 'repeatLesson', courseId, lessonId: next.lessonId, title: next.title };
      case 'finalExam':
      case 'retake':
        return { kind: 'finalExam', courseId, examId: next.examId, attemptsLeft: next.attemptsLeft };
      case 'wait':
        return { kind: 'waitForExam', courseId, availableAt: next.availableAt };
      default:
        break;
    }
  }
  const expiring = soonestExpiring(certificates, 'course');
  return expiring ? { kind: 'certificateExpiring', certificateId: expiring.certificateId, courseTitle: expiring.courseTitle, validUntil: expiring.validUntil } : null;
};
