import { z } from 'zod';

/**
 * The digital materials package (issue 10): terms of use with versions, the file table, downloads
 * (one file as itself, several as one ZIP) and partner websites whose anonymous visitors agree in
 * their own browser session. The server decides every rule; widgets show what it answers.
 */
export const materialPaths = {
  /** GET `?website=`: the current terms and whether the caller agreed to them. */
  terms: '/materials/terms',
  /** POST `{version, website?}`. */
  agree: '/materials/agree',
  /** GET the file table, paged on the server. */
  list: '/materials/list',
  /** POST `{fileIds, website?}` → the file, or a ZIP of them. */
  download: '/materials/download',
  /** GET `?website=`: the installer whose website it is. */
  partner: '/materials/partner',
  /** POST multipart, role admin: a new material file. */
  upload: '/admin/materials/upload',
} as const;

/** The operator CLI (`npm run admin -- upload-material`), on the server's internal loopback route. */
export const adminUploadMaterialPath = '/internal/admin/materials/upload';

/**
 * Anonymous visitors of a partner page carry their materials session in this header (a value the
 * agree call hands out). A header, not a cookie: partner pages live on other sites, whose cookies
 * browsers increasingly refuse to send across sites.
 */
export const materialSessionHeader = 'materials-session';

export const materialLanguages = ['en', 'es'] as const;
export const materialLanguage = z.enum(materialLanguages);
export type MaterialLanguage = z.infer<typeof materialLanguage>;

/** Columns the table sorts by; a leading `-` sorts descending. */
export const materialSortFields = ['fileName', 'createTime', 'fileSize', 'language'] as const;
export type MaterialSortField = (typeof materialSortFields)[number];
export const materialSorts = materialSortFields.flatMap((field) => [field, `-${field}`] as const);
export const materialSort = z.enum(materialSorts as unknown as [string, ...string[]]);
export type MaterialSort = MaterialSortField | `-${MaterialSortField}`;
export const defaultMaterialSort: MaterialSort = '-createTime';

export const defaultMaterialPageSize = 20;
export const maxMaterialPageSize = 100;
/** At most this many files in one download (a ZIP of the whole package fits). */
export const maxDownloadFiles = 5000;
const maxSearchLength = 100;
const maxWebsiteLength = 253;
const maxIdLength = 64;

/** A partner website as typed in a URL or an attribute; the server normalises it. */
const website = z.string().trim().min(1).max(maxWebsiteLength);

export const websiteQuery = z.object({ website: website.optional() });
export const partnerQuery = z.object({ website });

/** `GET /materials/terms` → the current terms in the request's language. */
export const materialTerms = z.object({
  version: z.number().int().positive(),
  title: z.string(),
  body: z.string(),
  /** The caller (user, or browser session on this website) agreed to this version. */
  agreed: z.boolean(),
});
export type MaterialTerms = z.infer<typeof materialTerms>;

export const agreeRequest = z.object({ version: z.number().int().positive(), website: website.optional() });
export type AgreeRequest = z.infer<typeof agreeRequest>;
/** `session`: for an anonymous visitor, the value to send in the `materials-session` header from now on. */
export const agreeResult = z.object({ version: z.number().int().positive(), agreed: z.literal(true), session: z.string().nullable() });
export type AgreeResult = z.infer<typeof agreeResult>;

const pageNumber = z.coerce.number().int().min(1).max(1_000_000);

export const materialListQuery = z.object({
  website: website.optional(),
  language: materialLanguage.optional(),
  q: z.string().trim().max(maxSearchLength).optional(),
  sort: materialSort.optional(),
  page: pageNumber.optional(),
  pageSize: z.coerce.number().int().min(1).max(maxMaterialPageSize).optional(),
});
export type MaterialListQuery = {
  website?: string;
  language?: MaterialLanguage;
  q?: string;
  sort?: MaterialSort;
  page?: number;
  pageSize?: number;
};

/** One row of the table (spec 3: file name, description, language, create time, file size). */
export const materialFile = z.object({
  fileId: z.string(),
  fileName: z.string(),
  description: z.string(),
  language: materialLanguage,
  /** ISO 8601 instant. */
  createTime: z.string(),
  /** Bytes. */
  fileSize: z.number().int().nonnegative(),
});
export type MaterialFile = z.infer<typeof materialFile>;
export const materialListResult = z.object({ list: z.array(materialFile), total: z.number().int().nonnegative() });
export type MaterialListResult = z.infer<typeof materialListResult>;

export const downloadRequest = z.object({
  /** `"all"` downloads every file of the package. */
  fileIds: z.union([z.array(z.string().trim().min(1).max(maxIdLength)).min(1).max(maxDownloadFiles), z.literal('all')]),
  website: website.optional(),
});
export type DownloadRequest = z.infer<typeof downloadRequest>;

export const partnerResult = z.object({ website: z.string(), companyName: z.string() });
export type PartnerResult = z.infer<typeof partnerResult>;

/** Multipart fields sent with an uploaded file (the file itself is the field `file`). */
export const uploadMaterialFields = z.object({
  description: z.string().trim().min(1).max(500),
  language: materialLanguage,
  /** The name shown in the table; default: the uploaded file's name. */
  fileName: z.string().trim().min(1).max(200).optional(),
});
export type UploadMaterialFields = z.infer<typeof uploadMaterialFields>;
