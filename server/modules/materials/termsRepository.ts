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
}
