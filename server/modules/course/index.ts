/** The course module's public face: what app.ts, the exam and media modules may use. */
export { courseRoutes } from './routes';
export { CourseService, type CourseServiceDeps, type VideoUrlSigner } from './service';
export { CourseRepository } from './courseRepository';
export { LessonProgressRepository } from './progressRepository';
export { EnrollmentRepository, reopenCourse } from './enrollmentRepository';
export { countryOffers, loadCountryCourseState, loadCourseState, loadCourseStates, type CourseState, type Learner } from './courseState';
export { lessonStates, type LessonState } from './lessonState';
export { attemptsLeft, examGate, type ExamGate, type ExamBlockReason } from './examGate';
export { courseNextStep } from './nextStep';
export { courseSeconds } from './courseView';
export { assertId } from './ids';
export { formatInstant, localize } from './localized';
export { courseAdminRoutes } from './adminRoutes';
export { CourseEditorService, type CourseEditorDeps } from './courseEditorService';
export { lessonVideoMaxBytes } from './limits';
