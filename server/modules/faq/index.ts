/** The public FAQ: what app.ts and the seed may use. */
export { faqRoutes } from './routes';
export { FaqService, type FaqServiceDeps } from './service';
export { FaqRepository, type NewFaqCategory, type NewFaqEntry } from './faqRepository';
export { foldForSearch, searchWords } from './fold';
