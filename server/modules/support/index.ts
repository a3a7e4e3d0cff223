/** Contact form tickets and the support desk: what app.ts and tests may use. */
export { supportRoutes } from './routes';
export { SupportService, type SupportDesk, type SupportServiceDeps } from './service';
export { isSupportOpen, nextSupportChange, supportHours } from './hours';
export { supportThrottleRules } from './limits';
export { TicketRepository } from './ticketRepository';
