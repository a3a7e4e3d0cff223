/** The notification module's public face: what app.ts, the notice and webinar modules, the seed and tests may use. */
export { notificationRoutes } from './routes';
export { groupNotificationAdminRoutes } from './groupNotificationRoutes';
export { GroupNotificationService } from './groupNotificationService';
export { NotificationService, type NotificationServiceDeps } from './service';
export { NotificationRepository } from './notificationRepository';
export { centralTime, renderNotification, type NotificationParams } from './texts';
