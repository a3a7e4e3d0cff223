/** The admin console's reports (issue 13): what app.ts and tests may use. */
export { reportAdminRoutes } from './routes';
export { ReportService, type ReportServiceDeps } from './service';
export { chartMonths, defaultMonths, maxMonths } from './months';
