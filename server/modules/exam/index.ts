/** The exam module's public face: what app.ts and other modules may use. */
export { examRoutes } from './routes';
export { ExamService, type ExamServiceDeps } from './service';
export { AttemptRepository } from './attemptRepository';
