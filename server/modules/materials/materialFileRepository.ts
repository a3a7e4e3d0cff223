import { randomUUID } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import type { MaterialLanguage, MaterialSortField } from '../../../src/contract/materials';
import type { MaterialFilesTable } from '../../db/materialSchema';
import type { Db } from '../../db/transaction';

export type MaterialFileRecord = {
  id: string;
  fileName: string;
  description: string;
  language: MaterialLanguage;
  storageKey: string;
  contentType: string;
  fileSize: number;
  createdAt: Date;
};

export type MaterialPageQuery = {
  language?: MaterialLanguage;
  search?: string;
  sortField: MaterialSortField;
  descending: boolean;
  offset: number;
  limit: number;
};

const sortColumns = { fileName: 'file_name', createTime: 'created_at', fileSize: 'file_size', language: 'language' } as const;

/** `%` and `_` typed in a search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

type Row = { id: string; file_name: string; description: string; language: MaterialLanguage; storage_key: string; content_type: string; file_size: string | number; created_at: Date };

const toRecord = (row: Row): MaterialFileRecord => ({
  id: row.id,
  fileName: row.file_name,
  description: row.description,
  language: row.language,
  storageKey: row.storage_key,
  contentType: row.content_type,
  fileSize: Number(row.file_size),
  createdAt: row.created_at,
});

const columns = ['id', 'file_name', 'description', 'language', 'storage_key', 'content_type', 'file_size', 'created_at'] as const;

/** The files of the materials package. */
export class MaterialFileRepository {
  constructor(private readonly db: Db) {}

  /** One page of the table and the number of rows the filter matches. */
  async page(query: MaterialPageQuery): Promise<{ rows: MaterialFileRecord[]; total: number }> {
    let filtered = this.db.selectFrom('material_files');
    if (query.language) filtered = filtered.where('language', '=', query.language);
    if (query.search) {
      const pattern = likePattern(query.search);
      filtered = filtered.where((eb) =>
        eb.or([eb(sql`lower(file_name)`, 'like', sql`${pattern} escape '\\'`), eb(sql`lower(description)`, 'like', sql`${pattern} escape '\\'`)]),
      );
    }
    const direction = query.descending ? 'desc' : 'asc';
    const [rows, count] = await Promise.all([
      filtered
        .select(columns)
        .orderBy(sortColumns[query.sortField], direction)
        .orderBy('id', direction)
        .offset(query.offset)
        .limit(query.limit)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toRecord), total: Number(count.total) };
  }

  async findMany(ids: string[]): Promise<MaterialFileRecord[]> {
    if (ids.length === 0) return [];
    return (await this.db.selectFrom('material_files').select(columns).where('id', 'in', ids).execute()).map(toRecord);
  }

  /** Every file, in name order (Download all). */
  async all(): Promise<MaterialFileRecord[]> {
    return (await this.db.selectFrom('material_files').select(columns).orderBy('file_name').orderBy('id').execute()).map(toRecord);
  }

  async findByStorageKey(storageKey: string): Promise<MaterialFileRecord | undefined> {
    const row = await this.db.selectFrom('material_files').select(columns).where('storage_key', '=', storageKey).executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  async insert(file: Omit<Insertable<MaterialFilesTable>, 'id'>): Promise<MaterialFileRecord> {
    return toRecord(await this.db.insertInto('material_files').values({ id: randomUUID(), ...file }).returning(columns).executeTakeFirstOrThrow());
  }

  /** Corrects the name, description or language of one file; undefined when it does not exist. */
  async update(id: string, change: { file_name: string; description: string; language: MaterialLanguage }): Promise<MaterialFileRecord | undefined> {
    const row = await this.db.updateTable('material_files').set(change).where('id', '=', id).returning(columns).executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  /** Deletes one row (downloads keep their count, the file's link goes); undefined when it was already gone. */
  async delete(id: string): Promise<MaterialFileRecord | undefined> {
    const row = await this.db.deleteFrom('material_files').where('id', '=', id).returning(columns).executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  /** How many downloads included each of these files. */
  async downloadCounts(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('material_download_files')
      .select(['file_id', (eb) => eb.fn.countAll<number>().as('downloads')])
      .where('file_id', 'in', ids)
      .groupBy('file_id')
      .execute();
    return new Map(rows.map((row) => [row.file_id, Number(row.downloads)]));
  }
}
