import { z } from 'zod';
import { audience } from './auth';
import { courseKinds, courseStatuses } from './courseTerms';
import { languages } from './languages';

export { courseKinds, courseStatuses } from './courseTerms';

/** Courses, lessons, lesson tests and the final exam (issue 3). Shapes fixed by the issue. */
export const courseStatus = z.enum(courseStatuses);
export type CourseStatus = z.infer<typeof courseStatus>;

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
  /** Sum of the lesson video lengths: the time the content takes, computed by the server. */
  totalSeconds: z.number().int().nonnegative(),
  lessonCount: z.number().int().nonnegative(),
  /** Installers pass this course first (spec 1): until then every lesson here is locked; null when open. */
  lockedBy: z.object({ courseId: z.string(), title: z.string() }).nullable(),
});
export type CourseSummary = z.infer<typeof courseSummary>;
export const courseListResult = z.object({ list: z.array(courseSummary), total: z.number().int() });
export type CourseListResult = z.infer<typeof courseListResult>;

/**
 * The next step, decided by the server from the learner's state now (never worked out by a widget).
 * - `retake`: take this exam again (`attemptsLeft` in this cycle/round; an attempt in progress is resumed).
 * - `repeatLesson`: both attempts of the lesson test failed: watch the lesson again for new attempts.
 * - `nextLesson`: go to this lesson and watch its video.
 * - `takeTest`: this lesson's video is watched: its test is open (course detail only).
 * - `finalExam`: every lesson is passed: the final exam is open.
 * - `wait`: the final exam's attempts of this round are used: new ones open at `availableAt`.
 * - `certificate`: the final exam is passed: see the certificate.
 * - `course`: nothing more to do here (a finished library course, or back to the course).
 */
export const nextStepKinds = ['retake', 'repeatLesson', 'nextLesson', 'takeTest', 'finalExam', 'wait', 'certificate', 'course'] as const;
export const nextStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('retake'), examId: z.string(), attemptsLeft: z.number().int().positive() }),
  z.object({ kind: z.literal('repeatLesson'), lessonId: z.string(), title: z.string() }),
  z.object({ kind: z.literal('nextLesson'), lessonId: z.string(), title: z.string() }),
  z.object({ kind: z.literal('takeTest'), lessonId: z.string(), title: z.string(), examId: z.string(), attemptsLeft: z.number().int().positive() }),
  z.object({ kind: z.literal('finalExam'), examId: z.string(), attemptsLeft: z.number().int().positive() }),
  z.object({ kind: z.literal('wait'), examId: z.string(), availableAt: z.string() }),
  z.object({ kind: z.literal('certificate'), certificateId: z.string() }),
  z.object({ kind: z.literal('course') }),
]);
export type NextStep = z.infer<typeof nextStep>;
export type NextStepKind = NextStep['kind'];

/** The video button a lesson offers: `start` (never played), `continue` (part watched), `replay` (watched or passed, or after a reset). */
export const videoActions = ['start', 'continue', 'replay'] as const;
export const videoAction = z.enum(videoActions);
export type VideoAction = z.infer<typeof videoAction>;

/**
 * What a lesson's test offers now, decided by the server.
 * - `locked`: an earlier lesson is not passed (`previousLesson` names the one to pass first).
 * - `watchVideo`: watch `watchedPercentToOpenTest`% of the video to open the test.
 * - `open`: `attemptsLeft` of `attemptsAllowed` (an attempt in progress: `attemptInProgress`).
 * - `repeatLesson`: both attempts failed: watch the video again (to `watchedPercentToOpenTest`%) for `attemptsAllowed` new ones.
 * - `passed`: the score of the passing attempt and its id (to open its result).
 */
export const lessonTestStates = ['locked', 'watchVideo', 'open', 'repeatLesson', 'passed'] as const;
export const lessonTest = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('locked'),
    reason: z.enum(['lesson_locked']),
    previousLesson: z.object({ lessonId: z.string(), title: z.string() }).nullable(),
  }),
  z.object({ state: z.literal('watchVideo') }),
  z.object({ state: z.literal('open'), attemptsLeft: z.number().int().positive(), attemptInProgress: z.string().nullable() }),
  z.object({ state: z.literal('repeatLesson') }),
  z.object({ state: z.literal('passed'), correctPercent: z.number().int().min(0).max(100), attemptId: z.string() }),
]);
export type LessonTest = z.infer<typeof lessonTest>;
export type LessonTestState = LessonTest['state'];

/** A part of a lesson video, in whole seconds from its start. */
export const videoPart = z.object({ fromSeconds: z.number().int().nonnegative(), toSeconds: z.number().int().positive() });
export type VideoPart = z.infer<typeof videoPart>;
/**
 * The parts of the video not watched in this study cycle, in order, decided by the server: the whole video before
 * it is played, none once every part was watched. Slivers under `shortestUnwatchedPartSeconds` are left out.
 */
const unwatchedParts = z.array(videoPart);

/** A WebVTT file of captions for a lesson video, at most this many bytes (a lesson's speech is far less). */
export const captionMaxBytes = 1024 * 1024;

/**
 * What a caption track is, decided by the server: `captions` in the language the course is taught in (what is said,
 * for those who cannot hear it), `subtitles` in another (a translation).
 */
export const captionKinds = ['captions', 'subtitles'] as const;
export type CaptionKind = (typeof captionKinds)[number];

/** The captions of a lesson video in one language: a signed URL of its WebVTT file, valid as long as the video's. */
export const lessonCaption = z.object({ language: z.enum(languages), kind: z.enum(captionKinds), url: z.string() });
export type LessonCaption = z.infer<typeof lessonCaption>;

/**
 * A lesson as the learner sees it. The rule numbers come with it so texts interpolate them:
 * `passPercent`, `attemptsAllowed` (per study cycle) and `watchedPercentToOpenTest`.
 */
export const lessonStatuses = ['not_started', 'in_progress', 'completed'] as const;

export const lessonView = z.object({
  lessonId: z.string(),
  title: z.string(),
  locked: z.boolean(),
  status: z.enum(lessonStatuses),
  /** Signed; empty while the lesson is locked. */
  videoUrl: z.string(),
  /** The video's captions, one per language it has, in the order of the portal's languages; none while the lesson is locked. */
  captions: z.array(lessonCaption),
  durationSeconds: z.number().int().positive(),
  videoPercent: z.number().int().min(0).max(100),
  /** Where the video stopped, as last reported (0 after a repeat-the-lesson reset). */
  positionSeconds: z.number().nonnegative(),
  videoAction,
  /** Where the video button plays from, decided by the server: 0 for Start and Replay; for Continue where it stopped, or its first second not watched when it stopped at the end. */
  resumeSeconds: z.number().int().nonnegative(),
  unwatchedParts,
  examId: z.string(),
  test: lessonTest,
  /** Graded attempts of the current study cycle. */
  attemptsUsed: z.number().int().nonnegative(),
  attemptsAllowed: z.number().int().positive(),
  passPercent: z.number().int().min(0).max(100),
  watchedPercentToOpenTest: z.number().int().min(1).max(100),
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
  totalSeconds: z.number().int().nonnegative(),
  lessons: z.array(lessonView),
  finalExamId: z.string().nullable(),
  finalExamLocked: z.boolean(),
  certificateId: z.string().nullable(),
  /** Installers pass this course first (spec 1): until then every lesson here is locked; null when open. */
  lockedBy: z.object({ courseId: z.string(), title: z.string() }).nullable(),
  /** What the learner should do next in this course. */
  next: nextStep,
});
export type CourseDetail = z.infer<typeof courseDetail>;

/**
 * How the player reports: `play` when playing starts (play button, Continue, Replay, after a seek or
 * a reload), `progress` every few seconds while it plays, `pause` when it stops (pause, end, seek
 * start, page hidden). Only time between a `play` and the next `pause`, at watching speed, counts.
 */
export const progressEvents = ['play', 'progress', 'pause'] as const;
export const progressEvent = z.enum(progressEvents);
export type ProgressEvent = z.infer<typeof progressEvent>;

/** `POST /related/updateInstallerCourseRelated`: a progress report from the video player. */
export const progressRequest = z.object({
  courseId: z.string().min(1),
  lessonId: z.string().min(1),
  positionSeconds: z.number().nonnegative().max(86_400),
  event: progressEvent,
});
export const progressResult = z.object({
  videoPercent: z.number().int().min(0).max(100),
  positionSeconds: z.number().nonnegative(),
  /** The lesson's test as it stands after this report (`open` once enough was watched). */
  test: lessonTest,
  /** The video button as it stands after this report (`replay` once watched to the end). */
  videoAction,
  /** Where that button plays from, as in the lesson view. */
  resumeSeconds: z.number().int().nonnegative(),
  /** The parts not watched yet after this report, as in the lesson view. */
  unwatchedParts,
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

/**
 * `GET /exam/getAttemptResult?attemptId=`: a graded attempt of the caller (another's or unknown:
 * `notFound`; not graded: `conflict` with `attemptNotGraded`). `attemptNumber` is this attempt's
 * number in its study cycle (lesson test) or round (final exam), fixed when it was graded; `next` is
 * decided from the learner's state now.
 */
export const attemptOutcomes = ['passed', 'failed'] as const;
export const attemptResult = z.object({
  attemptId: z.string(),
  examId: z.string(),
  kind: examKind,
  courseId: z.string(),
  lessonId: z.string().nullable(),
  /** The exam's title (the lesson test's or the final exam's). */
  title: z.string(),
  outcome: z.enum(attemptOutcomes),
  correctPercent: z.number().int().min(0).max(100),
  correctCount: z.number().int().nonnegative(),
  questionCount: z.number().int().positive(),
  passPercent: z.number().int().min(0).max(100),
  attemptNumber: z.number().int().positive(),
  attemptsAllowed: z.number().int().positive(),
  startTime: z.string(),
  completionTime: z.string(),
  timeTakenSeconds: z.number().int().nonnegative(),
  certificateId: z.string().nullable(),
  answers: answerReviewList,
  next: nextStep,
});
export type AttemptResult = z.infer<typeof attemptResult>;

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
  attemptResult: '/exam/getAttemptResult',
  examVersions: '/api-installer/exam/listExamVersion',
  examHistory: '/api-installer/exam/listHistoryExam',
  video: '/media/video',
} as const;

/** `GET`: a lesson video's captions in one language (`text/vtt`), signed with the video's own grant. */
export const captionPath = (lessonId: string, language: string): string => `${coursePaths.video}/${encodeURIComponent(lessonId)}/captions/${language}`;

/**
 * Rules of spec 9 and issue 3, named once. The server reads them; widgets get the numbers in the data
 * (`passPercent`, `attemptsAllowed`, `watchedPercentToOpenTest`) and never import these.
 */
export const lessonPassPercent = 70;
export const lessonAttemptsPerCycle = 2;
export const watchedPercentToOpenTest = 95;
/** Playback at up to this speed counts in full; seeking ahead faster does not. */
export const maxPlaybackRate = 2;
/** Network delay allowed between the player's clock and the server's, per report. */
export const progressSlackSeconds = 2;
/**
 * A span that starts less than this after the video's start, or after the end of a part already watched, counts
 * from there: a player reports a play a moment after the video moved.
 */
export const watchedGapSeconds = 1;
/** A part not watched that is shorter than this is not listed (`unwatchedParts`): a moment nobody would go back for. */
export const shortestUnwatchedPartSeconds = 1;
/**
 * Continue from a position with less video than this after it is no use (the video was skipped to
 * its end): the lesson resumes at its first second not watched instead (`resumeSecondsOf`).
 */
export const resumeEndMarginSeconds = 10;
export const finalExamDefaults = { passPercent: 70, attempts: 2, waitingHours: 24 } as const;
