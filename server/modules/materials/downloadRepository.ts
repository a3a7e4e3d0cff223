import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/transaction';
import { downloadRecordBatch } from './limits';

export type DownloadRecord = { userId: string | null; website: string | null; termsVersion: number; fileIds: string[]; downloadedAt: Date };

/** Every download, for the provider's reports: who (user or partner website), which files, when. */
export class DownloadRepository {
  constructor(private readonly db: Db) {}

  /** Run inside a transaction: the record and its file rows commit together. */
  async record(download: DownloadRecord): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto('material_downloads')
      .values({ id, user_id: download.userId, website: download.website, terms_version: download.termsVersion, file_count: download.fileIds.length, downloaded_at: download.downloadedAt })
      .execute();
    for (let start = 0; start < download.fileIds.length; start += downloadRecordBatch) {
      const batch = download.fileIds.slice(start, start + downloadRecordBatch);
      await this.db.insertInto('material_download_files').values(batch.map((fileId) => ({ download_id: id, file_id: fileId }))).execute();
    }
    return id;
  }
}
