import { z } from 'zod';
import { captionFields, courseForm, examForm, lessonForm } from '../validation/courseForms';
import { audience } from './auth';
import { captionKinds, courseKind, questionKind, type CaptionKind } from './course';
import { languages, type Language } from './languages';
import { adminPaging, searchText, sortOrder } from './paging';

/** The admin console's course editor (issue 13): role admin, every call audited. */
export const adminCoursePaths = {
  /** GET: one page of courses, drafts included (`?q=&status=&audience=&sort=&order=&page=&pageSize=`). */
  list: '/admin/course/list',
  /** GET `?courseId=`: the course with its lessons, tests and final exams (right answers included). */
  detail: '/admin/course/detail',
  /** POST: create (no courseId) or edit a course's own fields. */
  save: '/admin/course/save',
  /** POST multipart (courseId + titleEn/titleEs for a new lesson, or lessonId for a new video; then file). */
  uploadLesson: '/admin/course/lesson/upload',
  /** POST: a lesson's title and order. */
  saveLesson: '/admin/course/lesson/save',
  /** POST: deletes a lesson nobody has studied. */
  deleteLesson: '/admin/course/lesson/delete',
  /** POST multipart (lessonId, language; then file): a lesson video's captions in one language, replacing any it had. */
  uploadCaption: '/admin/course/lesson/caption/upload',
  /** POST `{lessonId, language}`: removes a lesson video's captions in one language. */
  deleteCaption: '/admin/course/lesson/caption/delete',
  /** POST: a lesson test or a final exam version with its question pool. */
  saveExam: '/admin/course/exam/save',
  /** POST `{courseId, published}`: publish or unpublish; repeating it changes nothing. */
  publish: '/admin/course/publish',
} as const;

const localizedText = z.object({ en: z.string(), es: z.string() });

export const adminCourseSortKeys = ['position', 'title', 'audience', 'lessons', 'status'] as const;
export const adminCourseStatus = z.enum(['published', 'draft']);

/** `GET /admin/course/list`: `q` matches the English or Spanish title (any part, any case); catalogue order by default. */
export const adminCourseListQuery = z.object({
  q: searchText,
  status: adminCourseStatus.optional(),
  audience: audience.optional(),
  sort: z.enum(adminCourseSortKeys).default('position'),
  order: sortOrder.default('asc'),
  ...adminPaging,
});
export type AdminCourseListQuery = z.input<typeof adminCourseListQuery>;
export type AdminCourseSearch = z.infer<typeof adminCourseListQuery>;

export const adminCourseSummary = z.object({
  courseId: z.string(),
  title: localizedText,
  audience,
  kind: courseKind,
  position: z.number().int(),
  countries: z.array(z.string()),
  language: z.string(),
  published: z.boolean(),
  lessonCount: z.number().int(),
  validityMonths: z.number().int(),
});
export type AdminCourseSummary = z.infer<typeof adminCourseSummary>;
export const adminCourseListResult = z.object({ list: z.array(adminCourseSummary), total: z.number().int() });
export type AdminCourseListResult = z.infer<typeof adminCourseListResult>;

export const adminQuestion = z.object({
  questionId: z.string(),
  kind: questionKind,
  text: localizedText,
  options: z.array(z.object({ optionId: z.string(), text: localizedText, right: z.boolean() })),
});
export type AdminQuestion = z.infer<typeof adminQuestion>;

export const adminExam = z.object({
  examId: z.string(),
  kind: z.enum(['lesson', 'final']),
  lessonId: z.string().nullable(),
  versionCode: z.string().nullable(),
  title: localizedText,
  questionCount: z.number().int(),
  passPercent: z.number().int(),
  attemptsAllowed: z.number().int(),
  waitingHours: z.number().int(),
  /** Grows each time the questions change; attempts keep the version they were drawn from. */
  questionVersion: z.number().int(),
  /** Graded attempts so far (all versions). */
  gradedAttempts: z.number().int(),
  /** Attempts drawn from the current question version (any status): while 0, changed questions replace it, else they start the next version. */
  attemptsOnVersion: z.number().int(),
  questions: z.array(adminQuestion),
});
export type AdminExam = z.infer<typeof adminExam>;

export const adminLesson = z.object({
  lessonId: z.string(),
  title: localizedText,
  position: z.number().int(),
  durationSeconds: z.number().int(),
  hasVideo: z.boolean(),
  /** The languages its video has captions in, in the order of the portal's languages. */
  captionLanguages: z.array(z.enum(languages)),
  /** Learners with progress on this lesson (it cannot be deleted then). */
  learners: z.number().int(),
  test: adminExam.nullable(),
});
export type AdminLesson = z.infer<typeof adminLesson>;

export const adminCourseDetail = adminCourseSummary.extend({
  description: localizedText,
  lessons: z.array(adminLesson),
  finalExams: z.array(adminExam),
  /** What a new exam starts with: the server's rules (docs/courses.md). */
  defaults: z.object({
    lesson: z.object({ passPercent: z.number().int(), attemptsAllowed: z.number().int(), waitingHours: z.number().int() }),
    final: z.object({ passPercent: z.number().int(), attemptsAllowed: z.number().int(), waitingHours: z.number().int() }),
  }),
  /** Country versions a course may be offered in. */
  availableCountries: z.array(z.object({ versionCode: z.string(), name: z.string() })),
  /** How learners get a caption file in each language: captions in the language the course is taught in, else subtitles. */
  // A property per portal language (`satisfies` keeps them in step with `languages`), so the OpenAPI document names them.
  captionKinds: z.object({ en: z.enum(captionKinds), es: z.enum(captionKinds) } satisfies Record<Language, z.ZodEnum<{ [K in CaptionKind]: K }>>),
});
export type AdminCourseDetail = z.infer<typeof adminCourseDetail>;

export const adminCourseQuery = z.object({ courseId: z.string() });
export const saveCourseRequest = courseForm;
export const saveLessonRequest = lessonForm;
export const deleteLessonRequest = z.object({ lessonId: z.string() });
export const captionRequest = captionFields;
export const saveExamRequest = examForm;
export const publishRequest = z.object({ courseId: z.string(), published: z.boolean() });
export type PublishRequest = z.infer<typeof publishRequest>;
