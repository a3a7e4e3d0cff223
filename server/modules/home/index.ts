/** The home module's public face: what app.ts and tests may use. */
export { homeRoutes, portalRoutes } from './routes';
export { HomeService, type HomeServiceDeps } from './service';
export { continueTrainingOf, homeReminderOf } from './reminder';
