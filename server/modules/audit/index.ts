/** Admin console, audit log (issue 13): searching what every admin action wrote (server/lib/auditLogRepository.ts). */
export { auditAdminRoutes } from './routes';
export { AuditService } from './service';
