/** The public FAQ and its console section: what app.ts and the seed may use. */
export { faqRoutes } from './routes';
export { faqAdminRoutes } from './adminRoutes';
export { FaqService, type FaqServiceDeps } from './service';
export { FaqAdminService, type FaqAdminServiceDeps } from './adminService';
export { FaqRepository, type NewFaqCategory, type NewFaqEntry } from './faqRepository';
export { foldForSearch, searchWords } from './fold';
