import {
  adminMaterialListResult,
  adminTerms,
  materialAdminPaths,
  removeMaterialResult,
  type AdminMaterialListQuery,
  type AdminMaterialListResult,
  type AdminTerms,
} from '../contract/materialAdmin';
import { materialFile, materialPaths, type MaterialFile, type MaterialLanguage } from '../contract/materials';
import type { MaterialEditForm, PublishTermsForm } from '../validation/materialAdminForms';
import { apiRequest } from './client';
import { upload, type UploadFileEntry } from './upload';

/** The admin console's materials section (issue 13), role admin; the server decides and audits every change. */

/** `GET /admin/materials/list`: one page of the files with their download counts. */
export const listAdminMaterials = (query: AdminMaterialListQuery): Promise<AdminMaterialListResult> =>
  apiRequest(materialAdminPaths.list, {
    method: 'GET',
    query: Object.fromEntries(Object.entries({ ...query, q: query.q || undefined }).filter(([, value]) => value !== undefined).map(([name, value]) => [name, String(value)])),
    schema: import.meta.env.DEV ? adminMaterialListResult : undefined,
  });

/** `POST /admin/materials/update`. */
export const updateMaterial = (form: MaterialEditForm): Promise<MaterialFile> =>
  apiRequest(materialAdminPaths.update, { method: 'POST', body: form, schema: import.meta.env.DEV ? materialFile : undefined });

/** `POST /admin/materials/delete`. */
export const removeMaterial = (fileId: string): Promise<{ fileId: string }> =>
  apiRequest(materialAdminPaths.remove, { method: 'POST', body: { fileId }, schema: import.meta.env.DEV ? removeMaterialResult : undefined });

/** `GET /admin/materials/terms`. */
export const getAdminTerms = (): Promise<AdminTerms> => apiRequest(materialAdminPaths.terms, { method: 'GET', schema: import.meta.env.DEV ? adminTerms : undefined });

/** `POST /admin/materials/terms/publish`: the next version; everyone agrees again. */
export const publishTerms = (form: PublishTermsForm): Promise<AdminTerms> =>
  apiRequest(materialAdminPaths.publishTerms, { method: 'POST', body: form, schema: import.meta.env.DEV ? adminTerms : undefined });

/** `POST /admin/materials/upload` (multipart), with progress per step; resolves `success` or `fail`, never rejects. */
export const uploadMaterial = (file: File, fields: { description: string; language: MaterialLanguage }, onProgress: (entry: UploadFileEntry) => void): Promise<UploadFileEntry> =>
  upload(materialPaths.upload, file, { data: fields, onProgress });
