import { z } from 'zod';
import { documentCategoryForm, documentForm } from '../validation/documentAdminForms';
import { contentLanguage } from './document';
import { maxPageSize } from './paging';

/**
 * The console's Documents section (issue 13, role admin): every document, published or not, its
 * texts per language, its PDF per language, and the categories.
 */
export const documentAdminPaths = {
  /** GET: paged, sorted and filtered on the server. */
  list: '/admin/document/list',
  /** GET: every category with both titles and how many documents it holds; the country versions to offer in. */
  options: '/admin/document/options',
  /** POST */
  create: '/admin/document/create',
  /** POST: texts, category, country versions. */
  update: '/admin/document/update',
  /** POST multipart (documentId, language, then file): a language's PDF, new or replacing the old one. */
  upload: '/admin/document/upload',
  /** POST: publish or unpublish; learners follow at once. */
  publish: '/admin/document/publish',
  /** POST: once; the files go with it. */
  remove: '/admin/document/delete',
  categoryCreate: '/admin/document/category/create',
  categoryRename: '/admin/document/category/rename',
  /** POST: refused (40121) while the category holds documents. */
  categoryRemove: '/admin/document/category/delete',
} as const;

/** Largest PDF the console takes (`maxDocumentBytes`): a long manual with pictures fits; bigger files should be split. */
export const maxDocumentMegabytes = 50;
export const maxDocumentBytes = maxDocumentMegabytes * 1024 * 1024;

export const documentSorts = ['title', '-title', 'category', '-category', 'updated', '-updated'] as const;
export const documentPublishedFilters = ['all', 'published', 'unpublished'] as const;

const id = z.string().trim().min(1).max(64);

/** `GET /admin/document/list`: an empty `q` or `categoryId` is no filter; `language` keeps documents with a PDF in it. */
export const adminDocumentListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  categoryId: z.string().trim().max(64).optional(),
  language: contentLanguage.optional(),
  published: z.enum(documentPublishedFilters).default('all'),
  sort: z.enum(documentSorts).default('-updated'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(10),
});
export type AdminDocumentListQuery = z.input<typeof adminDocumentListQuery>;

export const adminDocumentFile = z.object({ fileName: z.string(), fileSize: z.number().int().nonnegative(), pageCount: z.number().int().positive() });
export type AdminDocumentFile = z.infer<typeof adminDocumentFile>;

export const adminDocument = z.object({
  documentId: z.string(),
  categoryId: z.string(),
  /** In the request's language (English when the category has no Spanish name). */
  categoryTitle: z.string(),
  titleEn: z.string(),
  descriptionEn: z.string(),
  /** '' while not translated. */
  titleEs: z.string(),
  descriptionEs: z.string(),
  versionCodes: z.array(z.string()),
  /** The uploaded PDF per language, null while none. */
  files: z.object({ en: adminDocumentFile.nullable(), es: adminDocumentFile.nullable() }),
  publishedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type AdminDocument = z.infer<typeof adminDocument>;
export const adminDocumentListResult = z.object({ list: z.array(adminDocument), total: z.number().int().nonnegative() });
export type AdminDocumentListResult = z.infer<typeof adminDocumentListResult>;

export const adminDocumentCategory = z.object({ categoryId: z.string(), titleEn: z.string(), titleEs: z.string(), documentCount: z.number().int().nonnegative() });
export type AdminDocumentCategory = z.infer<typeof adminDocumentCategory>;
export const adminDocumentOptions = z.object({
  categories: z.array(adminDocumentCategory),
  countries: z.array(z.object({ versionCode: z.string(), name: z.string() })),
  maxFileMegabytes: z.number().int().positive(),
});
export type AdminDocumentOptions = z.infer<typeof adminDocumentOptions>;

export const createDocumentRequest = documentForm;
export type CreateDocumentRequest = z.output<typeof createDocumentRequest>;
export const updateDocumentRequest = z.object({ documentId: id }).and(documentForm);
export type UpdateDocumentRequest = z.output<typeof updateDocumentRequest>;
export const publishDocumentRequest = z.object({ documentId: id, published: z.boolean() });
export type PublishDocumentRequest = z.output<typeof publishDocumentRequest>;
export const documentIdRequest = z.object({ documentId: id });
export const removeDocumentResult = z.object({ documentId: z.string() });
/** The multipart fields before the file. */
export const uploadDocumentFields = z.object({ documentId: id, language: contentLanguage });
export type UploadDocumentFields = z.output<typeof uploadDocumentFields>;

export const createCategoryRequest = documentCategoryForm;
export type CreateCategoryRequest = z.output<typeof createCategoryRequest>;
export const renameCategoryRequest = z.object({ categoryId: id, ...documentCategoryForm.shape });
export type RenameCategoryRequest = z.output<typeof renameCategoryRequest>;
export const categoryIdRequest = z.object({ categoryId: id });
export const removeCategoryResult = z.object({ categoryId: z.string() });
