import * as z from 'zod/mini';
import { courseKinds } from '../contract/courseTerms';
import { languages } from '../contract/languages';
import { optionalText, requiredText } from './rules';

/** Limits of the course editor's forms, named once for the widget and the server. */
export const courseEditorLimits = {
  titleMaxLength: 200,
  descriptionMaxLength: 4000,
  questionMaxLength: 1000,
  optionMaxLength: 500,
  /** Pass marks are whole percents; 0 would pass an empty answer sheet. */
  passPercent: { min: 1, max: 100 },
  attempts: { min: 1, max: 20 },
  /** Up to a month between rounds of a final exam. */
  waitingHours: { min: 0, max: 720 },
  questionCount: { min: 1, max: 200 },
  poolMax: 500,
  options: { min: 2, max: 8 },
  validityMonths: { min: 1, max: 120 },
  position: { min: 0, max: 10000 },
} as const;

/** The audiences a course is for (src/contract/auth.ts holds the same list for the zod contract). */
export const courseAudiences = ['installer', 'sales', 'designer'] as const;
export const editorQuestionKinds = ['single', 'multiple', 'true_false'] as const;

const int = (range: { min: number; max: number }, error: Parameters<typeof requiredText>[0]) =>
  z.number({ error }).check(z.int({ error }), z.minimum(range.min, { error }), z.maximum(range.max, { error }));

/** A text in English (required) and Spanish (optional: learners then read the English). */
const localized = (requiredKey: Parameters<typeof requiredText>[0], max: number) =>
  z.object({
    en: requiredText(requiredKey).check(z.maxLength(max, { error: 'textTooLong' })),
    es: z._default(optionalText().check(z.maxLength(max, { error: 'textTooLong' })), ''),
  });

/** A course's own fields: create (no courseId) or edit. The server decides whether it may be published. */
export const courseForm = z.object({
  courseId: z.optional(z.string()),
  title: localized('titleRequired', courseEditorLimits.titleMaxLength),
  description: localized('descriptionRequired', courseEditorLimits.descriptionMaxLength),
  audience: z.enum(courseAudiences, { error: 'audienceRequired' }),
  kind: z.enum(courseKinds, { error: 'courseKindRequired' }),
  position: int(courseEditorLimits.position, 'positionRange'),
  countries: z
    .array(z.string().check(z.regex(/^[A-Z]{2,8}$/, { error: 'versionCodeRequired' })), { error: 'countriesRequired' })
    .check(
      z.minLength(1, { error: 'countriesRequired' }),
      z.refine((codes) => new Set(codes).size === codes.length, { error: 'countriesRequired' }),
    ),
  language: z.enum(languages, { error: 'languageRequired' }),
  validityMonths: int(courseEditorLimits.validityMonths, 'validityMonthsRange'),
});
export type CourseForm = z.input<typeof courseForm>;

/** A lesson's title and place (its video is uploaded on its own, see `lessonUploadFields`). */
export const lessonForm = z.object({
  lessonId: z.string(),
  title: localized('titleRequired', courseEditorLimits.titleMaxLength),
  position: int(courseEditorLimits.position, 'positionRange'),
});
export type LessonForm = z.input<typeof lessonForm>;

/** The multipart fields sent before a lesson video: a new lesson of a course, or a new video for a lesson. */
export const lessonUploadFields = z.object({
  courseId: z._default(z.string(), ''),
  lessonId: z._default(z.string(), ''),
  titleEn: z._default(optionalText().check(z.maxLength(courseEditorLimits.titleMaxLength, { error: 'textTooLong' })), ''),
  titleEs: z._default(optionalText().check(z.maxLength(courseEditorLimits.titleMaxLength, { error: 'textTooLong' })), ''),
});

/** The multipart fields sent before a lesson video's captions (and the body that removes them): the lesson and the captions' language. */
export const captionFields = z.object({
  lessonId: z._default(z.string(), ''),
  language: z.enum(languages, { error: 'captionLanguageRequired' }),
});
export type CaptionFields = z.infer<typeof captionFields>;

const optionForm = z.object({
  text: localized('optionTextRequired', courseEditorLimits.optionMaxLength),
  right: z.boolean(),
});

const questionForm = z
  .object({
    kind: z.enum(editorQuestionKinds),
    text: localized('questionTextRequired', courseEditorLimits.questionMaxLength),
    options: z
      .array(optionForm)
      .check(z.minLength(courseEditorLimits.options.min, { error: 'optionsTooFew' }), z.maxLength(courseEditorLimits.options.max, { error: 'optionsTooMany' })),
  })
  .check(
    z.refine((question) => question.options.some((option) => option.right), { error: 'rightOptionRequired', path: ['options'] }),
    z.refine((question) => question.kind === 'multiple' || question.options.filter((option) => option.right).length <= 1, { error: 'oneRightOption', path: ['options'] }),
    z.refine((question) => question.kind !== 'true_false' || question.options.length === 2, { error: 'trueFalseTwoOptions', path: ['options'] }),
  );
export type QuestionForm = z.input<typeof questionForm>;

/**
 * A lesson test (`lessonId`) or a final exam version (`versionCode`) with its question pool. Saving
 * other questions than the current ones starts a new question version (the server compares).
 */
export const examForm = z
  .object({
    courseId: z.string(),
    lessonId: z.optional(z.string()),
    versionCode: z.optional(z.string()),
    title: localized('titleRequired', courseEditorLimits.titleMaxLength),
    questionCount: int(courseEditorLimits.questionCount, 'questionCountRange'),
    passPercent: int(courseEditorLimits.passPercent, 'passPercentRange'),
    attemptsAllowed: int(courseEditorLimits.attempts, 'attemptsRange'),
    waitingHours: int(courseEditorLimits.waitingHours, 'waitingHoursRange'),
    questions: z.array(questionForm).check(z.maxLength(courseEditorLimits.poolMax, { error: 'poolTooLarge' })),
  })
  .check(
    z.refine((exam) => (exam.lessonId ? 1 : 0) + (exam.versionCode ? 1 : 0) === 1, { error: 'examTargetRequired', path: ['lessonId'] }),
    z.refine((exam) => exam.questions.length >= exam.questionCount, { error: 'poolTooSmall', path: ['questions'] }),
  );
export type ExamForm = z.input<typeof examForm>;
