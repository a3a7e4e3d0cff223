import type { HomeReminder } from '../../src/contract/home';
import { certificateUrlTemplate, fillUrlTemplate } from '../../src/elements/portalLinks';

/** Host pages the home blocks link to (the course player's routes; docs/host.md). */
const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

export const lessonPath = (courseId: string, lessonId: string): string => `/course/video?${query({ courseId, lessonId })}`;

/** Where the reminder's "Go" leads: the page of the step the server chose. */
export const reminderPath = (reminder: HomeReminder): string => {
  switch (reminder.kind) {
    case 'startCourse':
    case 'watchNext':
    case 'unfinishedLesson':
    case 'repeatLesson':
      return lessonPath(reminder.courseId, reminder.lessonId);
    case 'takeTest':
    case 'retakeTest':
      return `/course/exam?${query({ courseId: reminder.courseId, lessonId: reminder.lessonId, examId: reminder.examId })}`;
    case 'finalExam':
      return `/course/exam?${query({ courseId: reminder.courseId, examId: reminder.examId })}`;
    case 'waitForExam':
      return `/course/detail?${query({ courseId: reminder.courseId })}`;
    case 'certificateExpiring':
      return fillUrlTemplate(certificateUrlTemplate, { certificateId: reminder.certificateId });
    case 'partnerCertificateExpiring':
      // The provider renews a partnership: the reminder leads to its contact form, as the reminder mail does.
      return '/contact-us';
  }
};
