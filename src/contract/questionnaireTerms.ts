/**
 * The questionnaire words forms and widgets branch on, as plain lists: importing them loads no schema
 * library (src/contract/questionnaire.ts and src/validation/questionnaireForm.ts build on these).
 */
/** Spec 3: the type of training an attendee took. */
export const trainingTypes = ['sales', 'design', 'service', 'product'] as const;
export type TrainingType = (typeof trainingTypes)[number];

/** The product a training was about ("train object" in the provider's view). */
export const productTrainings = ['battery', 'inverter', 'monitoringApp', 'fleetTool'] as const;
export type ProductTraining = (typeof productTrainings)[number];

export const trainingMethods = ['inPerson', 'online', 'hybrid'] as const;
export type TrainingMethod = (typeof trainingMethods)[number];

/** Spec 3: the five question types. */
export const questionKinds = ['singleChoice', 'multipleChoice', 'fillIn', 'text', 'rating'] as const;
export type QuestionKind = (typeof questionKinds)[number];

export const instructorKinds = ['internal', 'external'] as const;
export type InstructorKind = (typeof instructorKinds)[number];

/** Every number of the questionnaire, named once. */
export const questionnaireLimits = {
  /** Stars of a rating question. */
  ratingMax: 5,
  /** Cell phone: numbers only, as many as a full international number (E.164) holds. */
  cellPhoneDigits: { min: 7, max: 15 },
  /** Company name, name, position, a fill-in answer, an option label. */
  shortTextMax: 120,
  /** A text answer or a question prompt. */
  longTextMax: 2000,
  questionsMax: 50,
  optionsMax: 20,
  weightMax: 100,
  pointsMax: 10,
} as const;

/** Spec 3: training history is shown in US time (the provider's support hours are CST). */
export const trainingTimeZone = 'America/Chicago';
