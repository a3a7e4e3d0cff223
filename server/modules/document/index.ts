/** Documents (issue 10): the list, categories, detail with a signed inline preview, and downloads. */
export { documentFileRoutes, documentRoutes } from './routes';
export { DocumentService, type DocumentServiceDeps, type FileLookup, type FileSigner, type Reader, type SignedQuery } from './service';
export { DocumentRepository } from './documentRepository';
export { toPrefixQuery } from './search';
export { documentAdminRoutes } from './adminRoutes';
export { DocumentAdminService } from './adminService';
