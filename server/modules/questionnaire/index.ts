/** The questionnaire module's public face: what app.ts, the seed and tests may use. */
export { instructorAdminRoutes, questionnaireAdminRoutes, questionnairePublicRoutes, questionnaireRoutes } from './routes';
export { QuestionnaireService, type QuestionnaireServiceDeps } from './service';
export { InstructorAdminService } from './instructorAdminService';
export { questionnaireThrottleRules } from './limits';
export { answerFraction, answerText, questionnaireScore, satisfactionRating, submissionScore } from './scoring';
export { neutraliseFormula, toCsv } from './csvExport';
export { dayStartIn, dayEndIn } from './usTime';
export { InstructorRepository } from './instructorRepository';
export { QuestionnaireRepository } from './questionnaireRepository';
export { TrainingSessionRepository } from './trainingSessionRepository';
export { SubmissionRepository } from './submissionRepository';
export { randomToken } from './ids';
