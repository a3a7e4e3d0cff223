import type { ColumnType, Generated, Insertable, JSONColumnType, Selectable } from 'kysely';
import type { Audience } from '../../src/contract/auth';
import type { CertificateKind } from '../../src/contract/certificate';
import type { CourseKind, ExamKind, QuestionKind } from '../../src/contract/course';
import type { Language } from '../../src/contract/languages';

/** A text in every language it was written in; English is always there (the fallback). */
export type LocalizedText = { en: string } & Partial<Record<Language, string>>;

/** The questions and option order drawn for one attempt, in the order the learner sees them. */
export type AttemptLayout = { questionId: string; kind: QuestionKind; optionIds: string[] }[];
/** Chosen option ids per question id, saved as the learner picks them. */
export type AttemptAnswers = Record<string, string[]>;
/** Per question id, after grading. */
export type AttemptResults = Record<string, 'right' | 'wrong'>;
export type AttemptStatus = 'in_progress' | 'graded';
/** The parts of a lesson video a learner watched, in seconds: sorted, apart, each `[start, end]` with start < end. */
export type WatchedRanges = readonly (readonly [start: number, end: number])[];

export interface CoursesTable {
  id: string;
  /** Stable name of the content (seed and imports find the course by it). */
  slug: string;
  audience: Audience;
  kind: CourseKind;
  position: number;
  /** Study time of the whole course; the certificate's total hours come from it. */
  title: JSONColumnType<LocalizedText>;
  description: JSONColumnType<LocalizedText>;
  created_at: Date;
  /** A certificate of this course stays valid this many months (issue 9). */
  validity_months: Generated<number>;
  /** A draft (false) is seen only in the admin console; learners see published courses. */
  published: Generated<boolean>;
  /** The language the course is taught in (its videos). */
  language: Generated<string>;
}

/** Which country/versions offer a course. */
export interface CourseCountriesTable {
  course_id: string;
  version_code: string;
}

export interface LessonsTable {
  id: string;
  course_id: string;
  position: number;
  title: JSONColumnType<LocalizedText>;
  /** Key of the video in file storage. */
  video_key: string;
  duration_seconds: number;
  /** The languages of its captions (`lesson_captions`), sorted; kept beside the lesson so the course content knows them. */
  caption_languages: JSONColumnType<Language[], string | undefined, string>;
  /** Moved on by every caption upload and removal; part of the caption URLs, so a new file has a new URL. */
  caption_version: Generated<number>;
}

/** A lesson video's captions in one language: a WebVTT file. */
export interface LessonCaptionsTable {
  lesson_id: string;
  lang: Language;
  vtt: string;
  updated_at: Date;
}

/** A lesson test (one per lesson) or a final exam version (one per course and country). */
export interface ExamsTable {
  id: string;
  slug: string;
  course_id: string;
  lesson_id: string | null;
  kind: ExamKind;
  version_code: string | null;
  title: JSONColumnType<LocalizedText>;
  /** Questions per attempt (drawn from the pool when the pool is larger). */
  question_count: number;
  pass_percent: number;
  /** Per study cycle (lesson test) or per round before the waiting period (final exam). */
  attempts_allowed: number;
  waiting_hours: number;
  /** The current question set: attempts draw from the questions of this version. */
  question_version: Generated<number>;
}

export interface QuestionsTable {
  id: string;
  exam_id: string;
  position: number;
  kind: QuestionKind;
  text: JSONColumnType<LocalizedText>;
  /** The exam's question set this question belongs to; older sets stay for the attempts drawn from them. */
  question_version: Generated<number>;
}

export interface QuestionOptionsTable {
  id: string;
  question_id: string;
  position: number;
  text: JSONColumnType<LocalizedText>;
  /** Never leaves the server before the attempt is graded, and never at all as such. */
  is_right: boolean;
}

export interface LessonProgressTable {
  user_id: string;
  lesson_id: string;
  position_seconds: number;
  /** How many seconds `watched_ranges` covers. */
  watched_seconds: number;
  /** Written as its JSON text (a JS array would go to the driver as a PostgreSQL array). */
  watched_ranges: ColumnType<WatchedRanges, string, string>;
  /** Study cycle: grows when both attempts of a cycle fail (watched time then starts again at 0). */
  cycle: number;
  reported_at: Date;
  /** The last report was `play` or `progress`: the time until the next report may count as watched. */
  playing: Generated<boolean>;
}

export interface ExamAttemptsTable {
  id: string;
  exam_id: string;
  user_id: string;
  cycle: number;
  /** This attempt's number in its cycle (lesson test) or round (final exam), fixed when it starts. */
  attempt_number: number;
  status: AttemptStatus;
  layout: JSONColumnType<AttemptLayout>;
  answers: JSONColumnType<AttemptAnswers>;
  question_count: number;
  started_at: Date;
  completed_at: Date | null;
  correct_count: number | null;
  correct_percent: number | null;
  passed: boolean | null;
  results: JSONColumnType<AttemptResults | null, string | null, string | null>;
  /** An administrator reset the learner's attempts: kept for history, no longer counted by the rules. */
  reset_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The exam's question version this attempt was drawn from. */
  question_version: Generated<number>;
}

export interface CertificatesTable {
  id: string;
  serial: string;
  user_id: string;
  /** Null for a partner certificate (it certifies `company_id`). */
  course_id: string | null;
  company_id: string | null;
  /** The passing final exam attempt; null for partner certificates and seeded history. */
  attempt_id: string | null;
  issued_at: Date;
  valid_until: Date;
  total_hours: number;
  kind: Generated<CertificateKind>;
  revoked_at: Date | null;
  revoked_reason: string | null;
  /** The renewal or reissue that replaced it. */
  superseded_by: string | null;
  /** A reissue: the certificate it replaced (unique: one reissue per certificate). */
  reissued_from: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One reminder mail per certificate and stage, inserted before it is sent (the claim). */
export interface CertificateRemindersTable {
  certificate_id: string;
  stage: string;
  sent_at: Date;
}

/** A renewal: the learner takes the course again from `started_at`; one per renewed certificate. */
export interface CourseEnrollmentsTable {
  id: string;
  user_id: string;
  course_id: string;
  renews_certificate_id: string;
  started_at: Date;
}

export interface CourseTables {
  courses: CoursesTable;
  course_countries: CourseCountriesTable;
  lessons: LessonsTable;
  lesson_captions: LessonCaptionsTable;
  exams: ExamsTable;
  questions: QuestionsTable;
  question_options: QuestionOptionsTable;
  lesson_progress: LessonProgressTable;
  exam_attempts: ExamAttemptsTable;
  certificates: CertificatesTable;
  certificate_reminders: CertificateRemindersTable;
  course_enrollments: CourseEnrollmentsTable;
}

export type CourseRow = Selectable<CoursesTable>;
export type LessonRow = Selectable<LessonsTable>;
export type ExamRow = Selectable<ExamsTable>;
export type QuestionRow = Selectable<QuestionsTable>;
export type QuestionOptionRow = Selectable<QuestionOptionsTable>;
export type LessonProgressRow = Selectable<LessonProgressTable>;
export type AttemptRow = Selectable<ExamAttemptsTable>;
export type NewAttempt = Insertable<ExamAttemptsTable>;
export type CertificateRow = Selectable<CertificatesTable>;
