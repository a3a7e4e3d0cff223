import { z } from 'zod';
import { attendeeForm, questionAnswers } from '../validation/questionnaireForm';
import { instructorForm } from '../validation/instructorForm';
import { requiredText } from '../validation/rules';
import { instructorKinds, productTrainings, questionKinds, questionnaireLimits, trainingMethods, trainingTypes } from './questionnaireTerms';

/**
 * The training questionnaire (issue 12): an attendee scans the instructor's QR code, answers, and the
 * provider reads the answers. The server decides every rule (required answers, one submission per
 * e-mail per training session, scores); widgets show what it answers.
 */
export const questionnairePaths = {
  /** GET, anonymous: `?code=` of the QR code; records the scan time. */
  open: '/questionnaire/open',
  /** POST, anonymous. */
  submit: '/questionnaire/submit',
  /** GET, signed in. */
  trainHistory: '/questionnaire/trainHistory',
  /** GET, signed in: instructors with the QR code of their current session. */
  instructors: '/questionnaire/instructors',
  /** POST, signed in: the QR code of a session as a PNG or SVG attachment. */
  qrCode: '/questionnaire/qrCode',
  /** Role admin from here on. */
  adminList: '/admin/questionnaire/list',
  adminSubmissions: '/admin/questionnaire/submissions',
  /** POST: the filtered submissions as CSV (UTF-8 with BOM). */
  adminExport: '/admin/questionnaire/export',
  adminCreate: '/admin/questionnaire/create',
  adminCreateSession: '/admin/questionnaire/session/create',
  /** The console's Instructors section owns it (src/contract/instructorAdmin.ts); authoring calls the same route. */
  adminCreateInstructor: '/admin/instructor/create',
} as const;

/** Where the questionnaire page lives in the host; the QR code holds `<origin>/questionnaire?code=<code>`. */
export const questionnairePagePath = (code: string): string => `/questionnaire?code=${encodeURIComponent(code)}`;

export { trainingTimeZone } from './questionnaireTerms';

export const trainingType = z.enum(trainingTypes);
export const productTraining = z.enum(productTrainings);
export const trainingMethod = z.enum(trainingMethods);
export const questionKind = z.enum(questionKinds);
export const instructorKind = z.enum(instructorKinds);

const isoDateTime = z.string();
const id = z.string().trim().min(1).max(64);
/** A training session's QR code value: 22 characters of base64url (128 random bits). */
const sessionCode = z.string().trim().min(1).max(64);

export const instructorSummary = z.object({ instructorId: z.string(), name: z.string(), kind: instructorKind });
export type InstructorSummary = z.infer<typeof instructorSummary>;

export const sessionSummary = z.object({ sessionId: z.string(), place: z.string(), startsAt: isoDateTime, endsAt: isoDateTime });

/** A question as an attendee sees it: no weights or points (the provider's scoring stays on the server). */
export const openQuestion = z.object({
  questionId: z.string(),
  kind: questionKind,
  prompt: z.string(),
  required: z.boolean(),
  options: z.array(z.object({ optionId: z.string(), label: z.string() })),
});
export type OpenQuestion = z.infer<typeof openQuestion>;

/** `GET /questionnaire/open?code=` (optionally `&scanToken=` of an earlier scan of the same session, kept by the browser). */
export const openQuery = z.object({ code: sessionCode, scanToken: z.string().trim().max(64).optional() });
export const openResult = z.object({
  questionnaireId: z.string(),
  title: z.string(),
  instructor: instructorSummary,
  session: sessionSummary.extend({ code: z.string() }),
  /** What the form starts with; the attendee may change them. */
  trainingType,
  trainObject: productTraining,
  trainingMethod,
  questions: z.array(openQuestion),
  /** Carried by the submit: ties it to this scan and its time. */
  scanToken: z.string(),
  scannedAt: isoDateTime,
});
export type OpenResult = z.infer<typeof openResult>;

/** `POST /questionnaire/submit`: the attendee's fields (spec 3) and the answers. */
export const submitRequest = z.object({
  ...attendeeForm.shape,
  scanToken: z.string().trim().min(1).max(64),
  answers: questionAnswers,
});
export type SubmitRequest = z.input<typeof submitRequest>;
export const submitResult = z.object({ submissionId: z.string() });
export type SubmitResult = z.infer<typeof submitResult>;

/** `GET /questionnaire/trainHistory`: sessions, newest first. */
export const trainHistoryResult = z.object({
  list: z.array(
    sessionSummary.extend({
      instructor: instructorSummary,
      questionnaireTitle: z.string(),
      trainingType,
      responses: z.number().int().nonnegative(),
    }),
  ),
});
export type TrainHistoryResult = z.infer<typeof trainHistoryResult>;

/** An instructor's session running now, else the next one, else the latest, with its QR code. */
export const currentSession = sessionSummary.extend({
  questionnaireTitle: z.string(),
  /** The address the QR code holds. */
  link: z.string(),
  /** The QR code as an SVG data URL, for an `<img>`. */
  qrImage: z.string(),
});
export type CurrentSession = z.infer<typeof currentSession>;

/** `GET /questionnaire/instructors`: each with its current session (running, else next, else latest) and its QR code. */
export const instructorsResult = z.object({
  list: z.array(
    instructorSummary.extend({
      email: z.string(),
      currentSession: currentSession.nullable(),
    }),
  ),
});
export type InstructorsResult = z.infer<typeof instructorsResult>;

export const qrFormats = ['png', 'svg'] as const;
/** `POST /questionnaire/qrCode` → the file, named by Content-Disposition. */
export const qrCodeRequest = z.object({ sessionId: id, format: z.enum(qrFormats) });
export type QrCodeRequest = z.infer<typeof qrCodeRequest>;

/** Provider's view: a question with its weight and option points. */
export const adminQuestion = openQuestion.extend({
  weight: z.number().int(),
  options: z.array(z.object({ optionId: z.string(), label: z.string(), points: z.number().int() })),
});

/** `GET /admin/questionnaire/list`. */
export const adminQuestionnaireListResult = z.object({
  list: z.array(
    z.object({
      questionnaireId: z.string(),
      title: z.string(),
      trainingType,
      trainObject: productTraining,
      trainingMethod,
      submissions: z.number().int().nonnegative(),
      /** Mean stars of the rating answers (1 to 5, one decimal); null without any. */
      satisfaction: z.number().nullable(),
      /** Mean score of the submissions (0 to 100, one decimal) from the question weights; null without any. */
      score: z.number().nullable(),
      questions: z.array(adminQuestion),
      sessions: z.array(sessionSummary.extend({ code: z.string(), instructor: instructorSummary })),
    }),
  ),
  instructors: z.array(instructorSummary.extend({ email: z.string() })),
});
export type AdminQuestionnaireListResult = z.infer<typeof adminQuestionnaireListResult>;

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalidInput' });
/** Filters of the submissions and the CSV: days in US time, inclusive. */
export const submissionFilter = z.object({
  questionnaireId: id.optional(),
  from: day.optional(),
  to: day.optional(),
  instructorId: id.optional(),
  trainingType: trainingType.optional(),
});
export type SubmissionFilter = z.infer<typeof submissionFilter>;

export const adminSubmission = z.object({
  submissionId: z.string(),
  questionnaireTitle: z.string(),
  name: z.string(),
  email: z.string(),
  cellPhone: z.string(),
  position: z.string(),
  companyName: z.string(),
  trainingType,
  productTraining,
  trainingMethod,
  instructor: instructorSummary,
  place: z.string(),
  scannedAt: isoDateTime,
  submittedAt: isoDateTime,
  /** 0 to 100 from the question weights; null when the questionnaire has nothing to score. */
  score: z.number().nullable(),
  /** Each question with the answer as text (option labels, stars as `4/5`); '' when unanswered. */
  answers: z.array(z.object({ questionId: z.string(), prompt: z.string(), answer: z.string() })),
});
export type AdminSubmission = z.infer<typeof adminSubmission>;
export const adminSubmissionsResult = z.object({ list: z.array(adminSubmission) });
export type AdminSubmissionsResult = z.infer<typeof adminSubmissionsResult>;

const prompt = requiredText('fieldRequired').check(z.maxLength(questionnaireLimits.longTextMax, { error: 'textTooLong' }));
const label = requiredText('fieldRequired').check(z.maxLength(questionnaireLimits.shortTextMax, { error: 'textTooLong' }));

/** `POST /admin/questionnaire/create`: a questionnaire built from the five question types. */
export const createQuestionnaireRequest = z.object({
  title: label,
  trainingType,
  trainObject: productTraining,
  trainingMethod,
  questions: z
    .array(
      z.object({
        kind: questionKind,
        prompt,
        required: z.boolean(),
        weight: z.number().int().min(0).max(questionnaireLimits.weightMax),
        options: z
          .array(z.object({ label, points: z.number().int().min(0).max(questionnaireLimits.pointsMax).default(0) }))
          .max(questionnaireLimits.optionsMax)
          .default([]),
      }),
    )
    .min(1)
    .max(questionnaireLimits.questionsMax),
});
export type CreateQuestionnaireRequest = z.input<typeof createQuestionnaireRequest>;
export const createQuestionnaireResult = z.object({ questionnaireId: z.string() });

/** `POST /admin/instructor/create`: the one instructor form (src/validation/instructorForm.ts); answers the console's view of the instructor. */
export const createInstructorRequest = instructorForm;
export type CreateInstructorRequest = z.output<typeof createInstructorRequest>;

export const instructorStatuses = ['active', 'deactivated'] as const;
/** An instructor as the console shows it: learners see only active ones, and only their QR codes take answers. */
export const adminInstructor = z.object({
  instructorId: z.string(),
  name: z.string(),
  email: z.string(),
  kind: instructorKind,
  status: z.enum(instructorStatuses),
  createdAt: isoDateTime,
  updatedAt: isoDateTime.nullable(),
  deactivatedAt: isoDateTime.nullable(),
  currentSession: currentSession.extend({ code: z.string() }).nullable(),
});
export type AdminInstructor = z.infer<typeof adminInstructor>;
export const createInstructorResult = adminInstructor;

/** `POST /admin/questionnaire/session/create`: a training session, bound to an instructor, gets its QR code value. */
export const createSessionRequest = z.object({
  questionnaireId: id,
  instructorId: id,
  place: label,
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
});
export type CreateSessionRequest = z.input<typeof createSessionRequest>;
export const createSessionResult = z.object({ sessionId: z.string(), code: z.string() });

