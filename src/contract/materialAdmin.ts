import { z } from 'zod';
import { materialEditForm, publishTermsForm } from '../validation/materialAdminForms';
import { materialFile, materialLanguage, materialSort } from './materials';

/**
 * The admin console's materials section (issue 13): the files of the package (list, edit, delete;
 * uploads go to `materialPaths.upload`) and the terms of use, where publishing a new version makes
 * everyone agree again. Role admin; every change is written to the audit log.
 */
export const materialAdminPaths = {
  /** GET: the file table with each file's download count, paged on the server. */
  list: '/admin/materials/list',
  /** POST `{fileId, fileName, description, language}`. */
  update: '/admin/materials/update',
  /** POST `{fileId}`: the row and its bytes go. */
  remove: '/admin/materials/delete',
  /** GET: the terms in force, in every language, and how many users agreed to them. */
  terms: '/admin/materials/terms',
  /** POST `{basedOn, en, es}`: the next version of the terms. */
  publishTerms: '/admin/materials/terms/publish',
} as const;

export const adminMaterialListQuery = z.object({
  language: materialLanguage.optional(),
  q: z.string().trim().max(100).optional(),
  sort: materialSort.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type AdminMaterialListQuery = z.infer<typeof adminMaterialListQuery>;

export const adminMaterialFile = materialFile.extend({
  /** Downloads that included this file. */
  downloads: z.number().int().nonnegative(),
});
export type AdminMaterialFile = z.infer<typeof adminMaterialFile>;
export const adminMaterialListResult = z.object({ list: z.array(adminMaterialFile), total: z.number().int().nonnegative() });
export type AdminMaterialListResult = z.infer<typeof adminMaterialListResult>;

/** `POST update`: the shared form schema (src/validation/materialAdminForms.ts). */
export const updateMaterialRequest = materialEditForm;
export const removeMaterialRequest = z.object({ fileId: z.string().trim().min(1).max(64) });
export const removeMaterialResult = z.object({ fileId: z.string() });

const termsText = z.object({ title: z.string(), body: z.string() });
export const adminTerms = z.object({
  /** 0 before any version is published (a portal started without the demo seed). */
  version: z.number().int().nonnegative(),
  /** ISO 8601 instant the version in force was published; null before the first. */
  publishedAt: z.string().nullable(),
  en: termsText,
  es: termsText,
  /** Signed-in users who agreed to the version in force. */
  agreedUsers: z.number().int().nonnegative(),
});
export type AdminTerms = z.infer<typeof adminTerms>;

/** `POST publish`: the shared form schema; answers the new terms (nobody has agreed to them yet). */
export const publishTermsRequest = publishTermsForm;
