import type { Generated, JSONColumnType } from 'kysely';
import type { GalleryKind } from '../../src/contract/document';
import type { Language } from '../../src/contract/languages';
import type { LocalizedText } from './courseSchema';

/** Issue 10: documents in categories, featured videos and images; each offered per country version, translated per language. */
export interface DocumentCategoriesTable {
  id: string;
  /** Stable name in addresses (`/document/index?category=manuals`) and for the seed. */
  slug: string;
  position: number;
  title: JSONColumnType<LocalizedText>;
}

export interface DocumentsTable {
  id: string;
  slug: string;
  category_id: string;
  position: number;
  /** Null while unpublished (the console's draft): learners do not see it. */
  published_at: Date | null;
  updated_at: Date | null;
}

export interface DocumentCountriesTable {
  document_id: string;
  version_code: string;
}

/** One language of a document: its texts and its PDF. English is always there (the fallback). */
export interface DocumentFilesTable {
  document_id: string;
  language: Language;
  title: string;
  description: string;
  /** Null until the console uploads this language's PDF: learners see a language only with its file. */
  file_key: string | null;
  file_name: string | null;
  file_size: number | null;
  page_count: number | null;
  /** Generated from title and description (GIN index): the list's search. */
  search: Generated<string>;
}

export interface GalleryItemsTable {
  id: string;
  slug: string;
  kind: GalleryKind;
  position: number;
  /** Shown on /media (featured videos); every video is on /videos. */
  featured: boolean;
  published_at: Date;
}

export interface GalleryCountriesTable {
  item_id: string;
  version_code: string;
}

/** One language of a video or an image: texts, the file, and a video's poster and length. */
export interface GalleryFilesTable {
  item_id: string;
  language: Language;
  title: string;
  description: string;
  file_key: string;
  file_name: string;
  file_size: number;
  content_type: string;
  width: number;
  height: number;
  duration_seconds: number | null;
  poster_key: string | null;
}

export interface DocumentTables {
  document_categories: DocumentCategoriesTable;
  documents: DocumentsTable;
  document_countries: DocumentCountriesTable;
  document_files: DocumentFilesTable;
  gallery_items: GalleryItemsTable;
  gallery_countries: GalleryCountriesTable;
  gallery_files: GalleryFilesTable;
}
