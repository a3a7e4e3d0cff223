/** The envelope codes of the training API: defined once, used by client and server. */
export const ResultCode = {
  success: 200,
  sessionExpired: 40001,
  invalidInput: 40000,
  wrongCredentials: 40002,
  forbidden: 40003,
  notFound: 40004,
  conflict: 40009,
  invalidVerificationCode: 40010,
  lessonLocked: 40020,
  videoNotWatched: 40021,
  noAttemptsLeft: 40022,
  examLocked: 40023,
  attemptClosed: 40024,
  waitingPeriod: 40025,
  termsNotAgreed: 40030,
  websiteNotFound: 40031,
  termsChanged: 40032,
  fileTooLarge: 40033,
  fileTypeRefused: 40034,
  duplicateSubmission: 40070,
  unknownTrainingCode: 40071,
  scanNotValid: 40072,
  /** Partner onboarding (issue 13): 40080-40089. */
  duplicateApplication: 40080,
  passwordChangeRequired: 40081,
  invitationInvalid: 40082,
  courseLocked: 40083,
  applicationDecided: 40084,
  /** Admin console, users (issue 13): 40090-40099. */
  accountDeactivated: 40090,
  nothingToReset: 40091,
  /** Course editor (issue 13): 40110-40119. */
  courseNotPublishable: 40110,
  lessonHasLearners: 40111,
  videoNotReadable: 40112,
  captionNotReadable: 40113,
  /** FAQ console (issue 13): 40130-40139. */
  faqCannotMove: 40130,
  /** Admin console, documents (issue 13): 40120-40129. */
  documentNotPublishable: 40120,
  documentCategoryInUse: 40121,
  documentLanguageMissing: 40122,
  /** Admin console, notifications to a group (issue 13): 40150-40159. */
  groupEmpty: 40150,
  rateLimited: 42900,
  internal: 50000,
  /** The database cannot be reached right now (HTTP 503, Retry-After): try again shortly. */
  unavailable: 50300,
} as const;

export type ResultCodeName = keyof typeof ResultCode;
export type ResultCodeValue = (typeof ResultCode)[ResultCodeName];

export const codeName = (code: number): ResultCodeName | undefined =>
  (Object.keys(ResultCode) as ResultCodeName[]).find((name) => ResultCode[name] === code);
