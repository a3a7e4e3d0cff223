/** The webinar module's public face: what app.ts, the home module, the seed and tests may use. */
export { webinarAdminRoutes, webinarPublicRoutes, webinarRoutes } from './routes';
export { WebinarService, type WebinarServiceDeps } from './service';
export { WebinarTomorrowJob } from './tomorrowJob';
export { joinWindow } from './joinWindow';
