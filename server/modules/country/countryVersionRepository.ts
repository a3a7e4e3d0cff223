import type { Db } from '../../db/transaction';
import type { CountryVersionRow } from '../../db/schema';

export class CountryVersionRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<CountryVersionRow[]> {
    return this.db.selectFrom('country_versions').selectAll().orderBy('version_code').execute();
  }

  find(versionCode: string): Promise<CountryVersionRow | undefined> {
    return this.db.selectFrom('country_versions').selectAll().where('version_code', '=', versionCode).executeTakeFirst();
  }

  /** Adds the versions that are missing; existing rows are left as an operator may have edited them. */
  async addMissing(versions: CountryVersionRow[]): Promise<void> {
    if (versions.length === 0) return;
    await this.db
      .insertInto('country_versions')
      .values(versions)
      .onConflict((oc) => oc.column('version_code').doNothing())
      .execute();
  }
}
