import {
  documentCategoriesResult,
  documentDetail,
  documentDetailQuery,
  documentDownloadRequest,
  documentListQuery,
  documentListResult,
  documentPaths,
  galleryPaths,
  mediaResult,
  videoListQuery,
  videoListResult,
  type DocumentCategoriesResult,
  type DocumentDetail,
  type DocumentListQuery,
  type DocumentListResult,
  type MediaResult,
  type VideoListQuery,
  type VideoListResult,
} from '../contract/document';
import type { Language } from '../contract/languages';
import { apiRequest } from './client';
import { searchQuery } from './searchQuery';
import { download, type DownloadResult } from './download';

/**
 * Documents, videos and media (issue 10). The server picks the country (the signed-in user's) and
 * falls back to English; file addresses in the answers are signed and open without a header.
 */

/** `GET /support/documentList`: one page of documents, filtered by category, language and search. */
export const listDocuments = (query: DocumentListQuery): Promise<DocumentListResult> =>
  apiRequest(documentPaths.list, {
    method: 'GET',
    query: searchQuery(import.meta.env.DEV ? documentListQuery.parse(query) : query),
    schema: import.meta.env.DEV ? documentListResult : undefined,
  });

/** `GET /document/categories`: every category with its number of documents. */
export const listDocumentCategories = (): Promise<DocumentCategoriesResult> =>
  apiRequest(documentPaths.categories, { method: 'GET', schema: import.meta.env.DEV ? documentCategoriesResult : undefined });

/** `GET /document/detail`: the document in `language` (English when not translated) with its preview address. */
export const getDocumentDetail = (documentId: string, language?: Language): Promise<DocumentDetail> =>
  apiRequest(documentPaths.detail, {
    method: 'GET',
    query: searchQuery(import.meta.env.DEV ? documentDetailQuery.parse({ documentId, language }) : { documentId, language }),
    schema: import.meta.env.DEV ? documentDetail : undefined,
  });

/** `POST /document/download`: saves the PDF under the server's file name. */
export const downloadDocument = (documentId: string, language?: Language): Promise<DownloadResult> =>
  download(documentPaths.download, { body: import.meta.env.DEV ? documentDownloadRequest.parse({ documentId, language }) : { documentId, language } });

/** `GET /video/list`: one page of videos with signed poster and video addresses. */
export const listVideos = (query: VideoListQuery): Promise<VideoListResult> =>
  apiRequest(galleryPaths.videos, {
    method: 'GET',
    query: searchQuery(import.meta.env.DEV ? videoListQuery.parse(query) : query),
    schema: import.meta.env.DEV ? videoListResult : undefined,
  });

/** `GET /media/list`: the featured videos and the images. */
export const getMedia = (): Promise<MediaResult> => apiRequest(galleryPaths.media, { method: 'GET', schema: import.meta.env.DEV ? mediaResult : undefined });
