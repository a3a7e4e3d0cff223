import { z } from 'zod';
import { languages } from './languages';

/**
 * Documents, videos and media (issue 10). Content is offered per country version (the signed-in
 * user's) and written per language; a document or video missing in the asked language comes in
 * English, and says so in its `language`. Files open through signed addresses (an <iframe>, <video>
 * or <img> sends no Authorization header) or download by POST.
 */
export const documentPaths = {
  /** GET, spec 7: the paged list with search, category and language. */
  list: '/support/documentList',
  categories: '/document/categories',
  detail: '/document/detail',
  /** POST, the PDF as an attachment (Range supported). */
  download: '/document/download',
  /** GET `/document/file/:documentId/:language?exp&uid&sig`: the PDF inline for the preview (signed, Range supported). */
  file: '/document/file',
} as const;

export const galleryPaths = {
  /** GET, every video of /videos, paged. */
  videos: '/video/list',
  /** GET, the featured videos and the images of /media. */
  media: '/media/list',
  /** GET `/media/file/:itemId/:language/:part?exp&uid&sig` (part: file or poster): signed, Range supported. */
  file: '/media/file',
} as const;

export const defaultDocumentPageSize = 10;
export const maxPageSize = 50;
export const maxSearchLength = 100;

export const contentLanguage = z.enum(languages);
const maxIdLength = 64;
const id = z.string().trim().min(1).max(maxIdLength);
const categorySlug = z
  .string()
  .trim()
  .max(maxIdLength)
  .regex(/^[a-z0-9-]*$/);
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(maxPageSize).default(defaultDocumentPageSize);

/** `GET /support/documentList`: `language` defaults to the request's `lang`; an empty `q` or `category` is no filter. */
export const documentListQuery = z.object({
  category: categorySlug.optional(),
  language: contentLanguage.optional(),
  q: z.string().trim().max(maxSearchLength).optional(),
  page,
  pageSize,
});
export type DocumentListQuery = z.input<typeof documentListQuery>;

const isoDateTime = z.string();

export const documentSummary = z.object({
  documentId: z.string(),
  categorySlug: z.string(),
  categoryTitle: z.string(),
  title: z.string(),
  description: z.string(),
  /** The language of this text and file: the asked one, or English when the document has no translation. */
  language: contentLanguage,
  fileName: z.string(),
  fileSize: z.number().int().nonnegative(),
  pageCount: z.number().int().positive(),
  publishedAt: isoDateTime,
});
export type DocumentSummary = z.infer<typeof documentSummary>;
export const documentListResult = z.object({ list: z.array(documentSummary), total: z.number().int().nonnegative() });
export type DocumentListResult = z.infer<typeof documentListResult>;

export const documentCategory = z.object({ slug: z.string(), title: z.string(), documentCount: z.number().int().nonnegative() });
export type DocumentCategory = z.infer<typeof documentCategory>;
export const documentCategoriesResult = z.object({ list: z.array(documentCategory) });
export type DocumentCategoriesResult = z.infer<typeof documentCategoriesResult>;

/** `GET /document/detail?documentId=&language=`. */
export const documentDetailQuery = z.object({ documentId: id, language: contentLanguage.optional() });
export type DocumentDetailQuery = z.input<typeof documentDetailQuery>;
export const documentDetail = documentSummary.extend({
  /** Signed address of the PDF served inline, for the preview. */
  previewUrl: z.string(),
  /** Every language the document is written in. */
  languages: z.array(contentLanguage),
});
export type DocumentDetail = z.infer<typeof documentDetail>;

/** `POST /document/download`. */
export const documentDownloadRequest = z.object({ documentId: id, language: contentLanguage.optional() });
export type DocumentDownloadRequest = z.input<typeof documentDownloadRequest>;

export const galleryKinds = ['video', 'image'] as const;
export type GalleryKind = (typeof galleryKinds)[number];
export const galleryFileParts = ['file', 'poster'] as const;

export const videoSummary = z.object({
  videoId: z.string(),
  title: z.string(),
  description: z.string(),
  language: contentLanguage,
  durationSeconds: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Signed addresses: the video's bytes are fetched only when it plays. */
  videoUrl: z.string(),
  posterUrl: z.string(),
  contentType: z.string(),
  publishedAt: isoDateTime,
});
export type VideoSummary = z.infer<typeof videoSummary>;

export const imageSummary = z.object({
  imageId: z.string(),
  title: z.string(),
  description: z.string(),
  language: contentLanguage,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  imageUrl: z.string(),
  publishedAt: isoDateTime,
});
export type ImageSummary = z.infer<typeof imageSummary>;

/** `GET /video/list?page=&pageSize=`. */
export const videoListQuery = z.object({ page, pageSize });
export type VideoListQuery = z.input<typeof videoListQuery>;
export const videoListResult = z.object({ list: z.array(videoSummary), total: z.number().int().nonnegative() });
export type VideoListResult = z.infer<typeof videoListResult>;

/** `GET /media/list`. */
export const mediaResult = z.object({ videos: z.array(videoSummary), images: z.array(imageSummary) });
export type MediaResult = z.infer<typeof mediaResult>;
