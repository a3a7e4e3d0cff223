import { z } from 'zod';
import { audience } from './auth';
import { videoAction } from './course';

/** The signed-in home page and the anonymous portal landing (issue 11). */
export const homePaths = {
  summary: '/home/summary',
  /** GET, anonymous: public data only. */
  portal: '/portal/summary',
} as const;

/** The installer certification course as the learner stands in it. */
export const homeCourse = z.object({
  courseId: z.string(),
  title: z.string(),
  percent: z.number().int().min(0).max(100),
  lessonsDone: z.number().int().nonnegative(),
  lessonCount: z.number().int().nonnegative(),
  /** The course's total length (its lesson videos). */
  totalSeconds: z.number().int().nonnegative(),
  status: z.enum(['not_started', 'in_progress', 'completed']),
});
export type HomeCourse = z.infer<typeof homeCourse>;

/**
 * Where the learner stopped: the lesson, its video button (`videoAction`) and where the player
 * starts (`resumeSeconds`), both as the lesson offers them in the course detail.
 */
export const continueTraining = z.object({
  courseId: z.string(),
  lessonId: z.string(),
  lessonTitle: z.string(),
  videoAction,
  resumeSeconds: z.number().int().nonnegative(),
});
export type ContinueTraining = z.infer<typeof continueTraining>;

/**
 * The one next step the server reminds of:
 * - `startCourse`: nothing done yet; `watchNext`: the next lesson, its video never played;
 *   `unfinishedLesson`: a lesson's video played but not to its end;
 * - `takeTest` / `retakeTest`: the lesson's test is open (`retakeTest` after a failed attempt);
 * - `repeatLesson`: both attempts failed: watch the lesson again;
 * - `finalExam`: every lesson passed; `waitForExam`: new attempts open at `availableAt`;
 * - `certificateExpiring`: a course certificate's validity ends soon (`validUntil`): renew it;
 * - `partnerCertificateExpiring`: the company's business partner certificate ends soon: ask the provider to renew it.
 */
export const homeReminder = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('startCourse'), courseId: z.string(), lessonId: z.string(), title: z.string() }),
  z.object({ kind: z.literal('watchNext'), courseId: z.string(), lessonId: z.string(), title: z.string() }),
  z.object({ kind: z.literal('unfinishedLesson'), courseId: z.string(), lessonId: z.string(), title: z.string() }),
  z.object({ kind: z.literal('takeTest'), courseId: z.string(), lessonId: z.string(), examId: z.string(), title: z.string(), attemptsLeft: z.number().int().positive() }),
  z.object({ kind: z.literal('retakeTest'), courseId: z.string(), lessonId: z.string(), examId: z.string(), title: z.string(), attemptsLeft: z.number().int().positive() }),
  z.object({ kind: z.literal('repeatLesson'), courseId: z.string(), lessonId: z.string(), title: z.string() }),
  z.object({ kind: z.literal('finalExam'), courseId: z.string(), examId: z.string(), attemptsLeft: z.number().int().positive() }),
  z.object({ kind: z.literal('waitForExam'), courseId: z.string(), availableAt: z.string() }),
  z.object({ kind: z.literal('certificateExpiring'), certificateId: z.string(), courseTitle: z.string(), validUntil: z.string() }),
  z.object({ kind: z.literal('partnerCertificateExpiring'), certificateId: z.string(), validUntil: z.string() }),
]);
export type HomeReminder = z.infer<typeof homeReminder>;

/** `GET /home/summary`: the learner's blocks that come from their course state (certificates, notifications and webinars have their own calls). */
export const homeSummary = z.object({
  name: z.string(),
  course: homeCourse.nullable(),
  continueTraining: continueTraining.nullable(),
  reminder: homeReminder.nullable(),
});
export type HomeSummary = z.infer<typeof homeSummary>;

export const portalCourse = z.object({
  courseId: z.string(),
  title: z.string(),
  description: z.string(),
  audience,
  lessonCount: z.number().int().nonnegative(),
  totalSeconds: z.number().int().nonnegative(),
});
export type PortalCourse = z.infer<typeof portalCourse>;

export const portalVideo = z.object({
  lessonId: z.string(),
  courseId: z.string(),
  title: z.string(),
  courseTitle: z.string(),
  durationSeconds: z.number().int().positive(),
});
export type PortalVideo = z.infer<typeof portalVideo>;

/** The next webinar without its join link (that is for signed-in partners, from 15 minutes before). */
export const portalWebinar = z.object({ webinarId: z.string(), title: z.string(), startsAt: z.string(), durationMinutes: z.number().int().positive() });
export type PortalWebinar = z.infer<typeof portalWebinar>;

/** `GET /portal/summary` (anonymous; the `country` header picks the catalogue, US otherwise). */
export const portalSummary = z.object({
  newCourses: z.array(portalCourse),
  featuredVideos: z.array(portalVideo),
  nextWebinar: portalWebinar.nullable(),
});
export type PortalSummary = z.infer<typeof portalSummary>;
