import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDocument,
  adminDocumentCategory,
  adminDocumentListQuery,
  adminDocumentListResult,
  adminDocumentOptions,
  categoryIdRequest,
  createCategoryRequest,
  createDocumentRequest,
  documentAdminPaths,
  documentIdRequest,
  publishDocumentRequest,
  removeCategoryResult,
  removeDocumentResult,
  renameCategoryRequest,
  updateDocumentRequest,
  uploadDocumentFields,
} from '../../../src/contract/documentAdmin';
import { receiveUpload } from '../../lib/multipartUpload';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import { requestLanguage } from '../../lib/language';
import { currentSession } from '../auth';
import type { DocumentAdminService } from './adminService';

const actorOf = (request: FastifyRequest) => {
  const { user } = currentSession(request);
  return { id: user.id, account: user.account };
};

/** The console's Documents section (registered behind requireAdmin by app.ts). */
export const documentAdminRoutes: FastifyPluginAsyncZod<{ documentAdmin: DocumentAdminService; maxBytes: number }> = async (app, { documentAdmin, maxBytes }) => {
  // One byte over the limit reaches the service's own counter, which answers 40033 and stores nothing.
  await app.register(multipart, { preservePath: true, limits: { files: 1, fields: 5, fieldSize: 200, fileSize: maxBytes + 1 } });
  const admin = { tags: ['admin'], headers: requestHeaders };
  app.get(
    documentAdminPaths.list,
    {
      schema: {
        ...admin,
        summary: 'Role admin: every document, unpublished too; search, category, language (with its PDF), published state and sort, paged on the server',
        querystring: adminDocumentListQuery,
        response: replies(adminDocumentListResult),
      },
    },
    async (request) => ok(await documentAdmin.list(request.query, requestLanguage(request))),
  );
  app.get(
    documentAdminPaths.options,
    { schema: { ...admin, summary: 'Role admin: the categories (with their document counts), the country versions and the PDF size limit', response: replies(adminDocumentOptions) } },
    async (request) => ok(await documentAdmin.options(requestLanguage(request))),
  );
  app.post(
    documentAdminPaths.create,
    { schema: { ...admin, summary: 'Role admin: a new unpublished document (audited)', body: createDocumentRequest, response: replies(adminDocument) } },
    async (request) => ok(await documentAdmin.create(actorOf(request), request.body, requestLanguage(request))),
  );
  app.post(
    documentAdminPaths.update,
    { schema: { ...admin, summary: 'Role admin: correct texts, category and country versions; learners see it at once (audited)', body: updateDocumentRequest, response: replies(adminDocument) } },
    async (request) => ok(await documentAdmin.update(actorOf(request), request.body, requestLanguage(request))),
  );
  app.post(
    documentAdminPaths.upload,
    {
      schema: {
        ...admin,
        summary: 'Role admin: a language\'s PDF (multipart: documentId, language, then file); the type is read from its bytes; replaces the old file (audited)',
        consumes: ['multipart/form-data'],
        response: replies(adminDocument),
      },
    },
    async (request) => {
      const { file, filename, fields } = await receiveUpload(request, uploadDocumentFields);
      return ok(await documentAdmin.upload(actorOf(request), fields, file, filename, requestLanguage(request)));
    },
  );
  app.post(
    documentAdminPaths.publish,
    { schema: { ...admin, summary: 'Role admin: publish (40120 without an English PDF) or unpublish; learners follow at once (audited)', body: publishDocumentRequest, response: replies(adminDocument) } },
    async (request) => ok(await documentAdmin.publish(actorOf(request), request.body.documentId, request.body.published, requestLanguage(request))),
  );
  app.post(
    documentAdminPaths.remove,
    { schema: { ...admin, summary: 'Role admin: delete a document and its PDFs, once (40004 after; audited)', body: documentIdRequest, response: replies(removeDocumentResult) } },
    async (request) => ok(await documentAdmin.remove(actorOf(request), request.body.documentId)),
  );
  app.post(
    documentAdminPaths.categoryCreate,
    { schema: { ...admin, summary: 'Role admin: a new document category (audited)', body: createCategoryRequest, response: replies(adminDocumentCategory) } },
    async (request) => ok(await documentAdmin.createCategory(actorOf(request), request.body)),
  );
  app.post(
    documentAdminPaths.categoryRename,
    { schema: { ...admin, summary: 'Role admin: rename a category (audited)', body: renameCategoryRequest, response: replies(adminDocumentCategory) } },
    async (request) => ok(await documentAdmin.renameCategory(actorOf(request), request.body)),
  );
  app.post(
    documentAdminPaths.categoryRemove,
    { schema: { ...admin, summary: 'Role admin: delete an empty category; one that holds documents is refused (40121; audited)', body: categoryIdRequest, response: replies(removeCategoryResult) } },
    async (request) => ok(await documentAdmin.removeCategory(actorOf(request), request.body.categoryId)),
  );
};
