import type { Db } from './transaction';

/**
 * Small facts about the installation (the demo accounts were created once, the media signing key).
 * Shared by the seed and modules alike, so it lives with the database, not inside one module.
 */
export class AppStateRepository {
  constructor(private readonly db: Db) {}

  /** Records `key` if nobody has; true for the one caller that did (safe across API nodes). */
  async claim(key: string, value: string, now: Date): Promise<boolean> {
    const row = await this.db
      .insertInto('app_state')
      .values({ key, value, updated_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  }

  async get(key: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('app_state').select('value').where('key', '=', key).executeTakeFirst();
    return row?.value;
  }
}
