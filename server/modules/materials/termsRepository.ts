import type { Db } from '../../db/transaction';

export type TermsText = { version: number; lang: string; title: string; body: string };

/** Versions of the terms of use, one row per language; the highest version is in force. */
export class TermsRepository {
  constructor(private readonly db: Db) {}

  async currentVersion(): Promise<number | undefined> {
    const row = await this.db.selectFrom('material_terms').select((eb) => eb.fn.max('version').as('version')).executeTakeFirst();
    return row?.version ?? undefined;
  }

  /** The texts of one version, in every language it was written in. */
  texts(version: number): Promise<TermsText[]> {
    return this.db.selectFrom('material_terms').select(['version', 'lang', 'title', 'body']).where('version', '=', version).execute();
  }

  async addMissing(terms: TermsText[], now: Date): Promise<void> {
    if (terms.length === 0) return;
    await this.db
      .insertInto('material_terms')
      .values(terms.map((text) => ({ ...text, published_at: now })))
      .onConflict((conflict) => conflict.columns(['version', 'lang']).doNothing())
      .execute();
  }

  async publishedAt(version: number): Promise<Date | undefined> {
    const row = await this.db.selectFrom('material_terms').select((eb) => eb.fn.min('published_at').as('published_at')).where('version', '=', version).executeTakeFirst();
    return row?.published_at ?? undefined;
  }

  /** Inserts a whole version; false when it already exists (someone published the same number first). */
  async insertVersion(terms: TermsText[], now: Date): Promise<boolean> {
    const rows = await this.db
      .insertInto('material_terms')
      .values(terms.map((text) => ({ ...text, published_at: now })))
      .onConflict((conflict) => conflict.columns(['version', 'lang']).doNothing())
      .returning('lang')
      .execute();
    return rows.length === terms.length;
  }

  /** Signed-in users who agreed to `version`. */
  async agreedUsers(version: number): Promise<number> {
    const row = await this.db
      .selectFrom('material_agreements')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('terms_version', '=', version)
      .where('user_id', 'is not', null)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }
}
