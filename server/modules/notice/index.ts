/** The notice module's public face: what app.ts, the seed and tests may use. */
export { noticeAdminRoutes, noticeRoutes } from './routes';
export { NoticeService, type NoticeServiceDeps } from './service';
export { sanitizeNoticeHtml } from './sanitize';
