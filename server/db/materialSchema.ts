import type { ColumnType, Selectable } from 'kysely';
import type { MaterialLanguage } from '../../src/contract/materials';

/** `bigint` comes back as a string from pg and a number from PGlite: read it through Number(). */
type BigIntColumn = ColumnType<string | number, number, number>;

export interface PartnerWebsitesTable {
  /** Normalised host name, e.g. `sunrise-solar.example`. */
  website: string;
  company_name: string;
  created_at: Date;
}

export interface MaterialTermsTable {
  version: number;
  lang: string;
  title: string;
  body: string;
  published_at: Date;
}

export interface MaterialFilesTable {
  id: string;
  file_name: string;
  description: string;
  language: MaterialLanguage;
  /** Key in file storage. */
  storage_key: string;
  content_type: string;
  file_size: BigIntColumn;
  created_at: Date;
}

export interface MaterialSessionsTable {
  id: string;
  token_hash: string;
  website: string;
  created_at: Date;
  expires_at: Date;
}

export interface MaterialAgreementsTable {
  id: string;
  terms_version: number;
  user_id: string | null;
  session_id: string | null;
  website: string | null;
  agreed_at: Date;
}

export interface MaterialDownloadsTable {
  id: string;
  user_id: string | null;
  website: string | null;
  terms_version: number;
  file_count: number;
  downloaded_at: Date;
}

export interface MaterialDownloadFilesTable {
  download_id: string;
  file_id: string;
}

export interface MaterialTables {
  partner_websites: PartnerWebsitesTable;
  material_terms: MaterialTermsTable;
  material_files: MaterialFilesTable;
  material_sessions: MaterialSessionsTable;
  material_agreements: MaterialAgreementsTable;
  material_downloads: MaterialDownloadsTable;
  material_download_files: MaterialDownloadFilesTable;
}

export type MaterialFileRow = Selectable<MaterialFilesTable>;
