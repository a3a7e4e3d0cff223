import { z } from 'zod';
import { audience } from './auth';

/** Courses, lessons, lesson tests and the final exam (issue 3). Shapes fixed by the issue. */
export const courseStatuses = ['not_started', 'in_progress', 'completed'] as const;
export const courseStatus = z.enum(courseStatuses);
export type CourseStatus = z.infer<typeof courseStatus>;

export const courseKinds = ['certification', 'library'] as const;
export const courseKind = z.enum(courseKinds);
export type CourseKind = z.infer<typeof courseKind>;

/** `GET /course/list?status=&audience=&kind=` */
export const courseListQuery = z.object({
  status: courseStatus.optional(),
  audience: audience.optional(),
  kind: courseKind.optional(),
});
export const courseSummary = z.object({
  courseId: z.string(),
  title: z.string(),
  description: z.string(),
  audience,
  kind: courseKind,
  percent: z.number().int().min(0).max(100),
  status: courseStatus,
  totalMinutes: z.number().int().nonnegative(),
  lessonCount: z.number().int().nonnegative(),
});
export type CourseSummary = z.infer<typeof courseSummary>;
export const courseListResult = z.object({ list: z.array(courseSummary), total: z.number().int() });
export type CourseListResult = z.infer<typeof courseListResult>;

/** A lesson as the learner sees it; `mustRepeat` after both attempts failed. */
export const lessonStatuses = ['not_started', 'in_progress', 'completed'] as const;
export const lessonView = z.object({
  lessonId: z.string(),
  title: z.string(),
  locked: z.boolean(),
  status: z.enum(lessonStatuses),
  videoUrl: z.string(),
  durationSeconds: z.number().int().positive(),
  videoPercent: z.number().int().min(0).max(100),
  positionSeconds: z.number().nonnegative(),
  examId: z.string(),
  testOpen: z.boolean(),
  attemptsUsed: z.number().int().nonnegative(),
  attemptsAllowed: z.number().int().positive(),
  mustRepeat: z.boolean(),
});
export type LessonView = z.infer<typeof lessonView>;

/** `POST /related/getInstallerCourseRelated` */
export const courseDetailRequest = z.object({ courseId: z.string().min(1) });
export const courseDetail = z.object({
  courseId: z.string(),
  title: z.string(),
  description: z.string(),
  audience,
  kind: courseKind,
  percent: z.number().int().min(0).max(100),
  status: courseStatus,
  totalMinutes: z.number().int().nonnegative(),
  lessons: z.array(lessonView),
  finalExamId: z.string().nullable(),
  finalExamLocked: z.boolean(),
  certificateId: z.string().nullable(),
});
export type CourseDetail = z.infer<typeof courseDetail>;

/** `POST /related/updateInstallerCourseRelated`: a progress report from the video player. */
export const progressRequest = z.object({
  courseId: z.string().min(1),
  lessonId: z.string().min(1),
  positionSeconds: z.number().nonnegative().max(86_400),
});
export const progressResult = z.object({
  videoPercent: z.number().int().min(0).max(100),
  positionSeconds: z.number().nonnegative(),
  testOpen: z.boolean(),
});
export type ProgressResult = z.infer<typeof progressResult>;

/** Why an exam cannot start now; the message of the envelope says what to do next. */
export const examBlockReasons = [
  'lesson_locked',
  'video_not_watched',
  'repeat_lesson',
  'exam_locked',
  'waiting_period',
  'already_passed',
] as const;
export const examKind = z.enum(['lesson', 'final']);
export type ExamKind = z.infer<typeof examKind>;

/** `GET /exam/getExamInfo?examId=` */
export const examIdQuery = z.object({ examId: z.string().min(1) });
export const examInfo = z.object({
  examId: z.string(),
  kind: examKind,
  courseId: z.string(),
  lessonId: z.string().nullable(),
  title: z.string(),
  questionCount: z.number().int().positive(),
  passPercent: z.number().int().min(0).max(100),
  attemptsAllowed: z.number().int().positive(),
  attemptsUsed: z.number().int().nonnegative(),
  canStart: z.boolean(),
  reason: z.enum(examBlockReasons).nullable(),
  /** With `waiting_period`: when new attempts open. */
  availableAt: z.string().nullable(),
  /** The attempt in progress, if any. */
  attemptInProgress: z.string().nullable(),
});
export type ExamInfo = z.infer<typeof examInfo>;

export const questionKinds = ['single', 'multiple', 'true_false'] as const;
export const questionKind = z.enum(questionKinds);
export type QuestionKind = z.infer<typeof questionKind>;

/** A question as sent before grading: never says which option is right. */
export const attemptQuestion = z.object({
  questionId: z.string(),
  kind: questionKind,
  text: z.string(),
  options: z.array(z.object({ optionId: z.string(), text: z.string() })),
  chosenOptionIds: z.array(z.string()),
});
export type AttemptQuestion = z.infer<typeof attemptQuestion>;

/** `GET /question/listExamQuestion?examId=` (starts or resumes) and `GET /question/getLastExamQuestion?examId=` */
export const attempt = z.object({
  attemptId: z.string(),
  examId: z.string(),
  startTime: z.string(),
  questions: z.array(attemptQuestion),
});
export type Attempt = z.infer<typeof attempt>;

/** `POST /answer/submitAnswer`: `final: false` saves, `final: true` grades. */
export const submitAnswerRequest = z.object({
  attemptId: z.string().min(1),
  answers: z.array(z.object({ questionId: z.string().min(1), optionIds: z.array(z.string().min(1)).max(20) })).max(200),
  final: z.boolean(),
});
export type SubmitAnswerRequest = z.infer<typeof submitAnswerRequest>;
export const attemptGrade = z.object({
  attemptId: z.string(),
  examId: z.string(),
  /** Null while the attempt is only saved, not graded. */
  passed: z.boolean().nullable(),
  correctPercent: z.number().int().min(0).max(100).nullable(),
  correctCount: z.number().int().nonnegative().nullable(),
  questionCount: z.number().int().positive(),
  attemptsUsed: z.number().int().nonnegative(),
  attemptsAllowed: z.number().int().positive(),
  startTime: z.string(),
  completionTime: z.string().nullable(),
  timeTakenSeconds: z.number().int().nonnegative().nullable(),
  certificateId: z.string().nullable(),
});
export type AttemptGrade = z.infer<typeof attemptGrade>;

/** `GET /answer/listAnswer?attemptId=`: per question right or wrong, never the right options. */
export const attemptIdQuery = z.object({ attemptId: z.string().min(1) });
export const answerReview = z.object({
  questionId: z.string(),
  text: z.string(),
  options: z.array(z.object({ optionId: z.string(), text: z.string() })),
  chosenOptionIds: z.array(z.string()),
  result: z.enum(['right', 'wrong']),
});
export const answerReviewList = z.array(answerReview);
export type AnswerReview = z.infer<typeof answerReview>;

/** `GET /api-installer/exam/listExamVersion`: final exam versions of the user's country. */
export const examVersion = z.object({
  examId: z.string(),
  courseId: z.string(),
  versionCode: z.string(),
  title: z.string(),
  questionCount: z.number().int().positive(),
  passPercent: z.number().int(),
  attemptsAllowed: z.number().int(),
});
export const examVersionList = z.array(examVersion);

/** `GET /api-installer/exam/listHistoryExam`: the user's graded attempts, newest first. */
export const examHistoryEntry = z.object({
  attemptId: z.string(),
  examId: z.string(),
  kind: examKind,
  title: z.string(),
  courseId: z.string(),
  lessonId: z.string().nullable(),
  passed: z.boolean(),
  correctPercent: z.number().int(),
  startTime: z.string(),
  completionTime: z.string(),
  timeTakenSeconds: z.number().int(),
});
export const examHistory = z.array(examHistoryEntry);

/** The certificate record created on passing the final exam (viewer and PDF: a later issue). */
export const certificateRecord = z.object({
  certificateId: z.string(),
  serial: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  issuedAt: z.string(),
  validUntil: z.string(),
  totalHours: z.number(),
});
export type CertificateRecord = z.infer<typeof certificateRecord>;

export const coursePaths = {
  list: '/course/list',
  detail: '/related/getInstallerCourseRelated',
  progress: '/related/updateInstallerCourseRelated',
  examInfo: '/exam/getExamInfo',
  startAttempt: '/question/listExamQuestion',
  lastAttempt: '/question/getLastExamQuestion',
  submitAnswer: '/answer/submitAnswer',
  listAnswer: '/answer/listAnswer',
  examVersions: '/api-installer/exam/listExamVersion',
  examHistory: '/api-installer/exam/listHistoryExam',
  video: '/media/video',
} as const;

/** Rules of spec 9 and issue 3, named once. */
export const lessonPassPercent = 70;
export const lessonAttemptsPerCycle = 2;
export const watchedShareToOpenTest = 0.95;
export const progressSlackSeconds = 5;
export const finalExamDefaults = { passPercent: 70, attempts: 2, waitingHours: 24 } as const;
