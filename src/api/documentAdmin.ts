import {
  adminDocument,
  adminDocumentCategory,
  adminDocumentListResult,
  adminDocumentOptions,
  documentAdminPaths,
  removeCategoryResult,
  removeDocumentResult,
  type AdminDocument,
  type AdminDocumentCategory,
  type AdminDocumentListQuery,
  type AdminDocumentListResult,
  type AdminDocumentOptions,
} from '../contract/documentAdmin';
import type { Language } from '../contract/languages';
import type { DocumentCategoryForm, DocumentForm } from '../validation/documentAdminForms';
import { apiRequest } from './client';
import { upload, type UploadFileEntry } from './upload';

/** The admin console's documents (issue 13), role admin; the server decides and audits. */

/** `GET /admin/document/list`: every document, unpublished too, filtered, sorted and paged by the server. */
export const listAdminDocuments = (query: AdminDocumentListQuery): Promise<AdminDocumentListResult> =>
  apiRequest(documentAdminPaths.list, {
    method: 'GET',
    query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)])),
    schema: import.meta.env.DEV ? adminDocumentListResult : undefined,
  });

/** `GET /admin/document/options`: categories, country versions, the PDF size limit. */
export const loadDocumentOptions = (): Promise<AdminDocumentOptions> =>
  apiRequest(documentAdminPaths.options, { method: 'GET', schema: import.meta.env.DEV ? adminDocumentOptions : undefined });

export const createDocument = (form: DocumentForm): Promise<AdminDocument> =>
  apiRequest(documentAdminPaths.create, { method: 'POST', body: form, schema: import.meta.env.DEV ? adminDocument : undefined });

export const updateDocument = (documentId: string, form: DocumentForm): Promise<AdminDocument> =>
  apiRequest(documentAdminPaths.update, { method: 'POST', body: { documentId, ...form }, schema: import.meta.env.DEV ? adminDocument : undefined });

export const publishDocument = (documentId: string, published: boolean): Promise<AdminDocument> =>
  apiRequest(documentAdminPaths.publish, { method: 'POST', body: { documentId, published }, schema: import.meta.env.DEV ? adminDocument : undefined });

export const removeDocument = (documentId: string): Promise<{ documentId: string }> => apiRequest(documentAdminPaths.remove, { method: 'POST', body: { documentId }, schema: import.meta.env.DEV ? removeDocumentResult : undefined });

/** A language's PDF through the upload helper; `onProgress` sees every step. */
export const uploadDocumentFile = (documentId: string, language: Language, file: File, onProgress: (entry: UploadFileEntry) => void): Promise<UploadFileEntry> =>
  upload(documentAdminPaths.upload, file, { data: { documentId, language }, onProgress });

export const createCategory = (form: DocumentCategoryForm): Promise<AdminDocumentCategory> =>
  apiRequest(documentAdminPaths.categoryCreate, { method: 'POST', body: form, schema: import.meta.env.DEV ? adminDocumentCategory : undefined });

export const renameCategory = (categoryId: string, form: DocumentCategoryForm): Promise<AdminDocumentCategory> =>
  apiRequest(documentAdminPaths.categoryRename, { method: 'POST', body: { categoryId, ...form }, schema: import.meta.env.DEV ? adminDocumentCategory : undefined });

export const removeCategory = (categoryId: string): Promise<{ categoryId: string }> => apiRequest(documentAdminPaths.categoryRemove, { method: 'POST', body: { categoryId }, schema: import.meta.env.DEV ? removeCategoryResult : undefined });
