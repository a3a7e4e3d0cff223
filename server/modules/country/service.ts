import type { CountryVersion } from '../../../src/contract/auth';
import type { Db } from '../../db/transaction';
import { CountryVersionRepository } from './countryVersionRepository';

/** The country/versions the portal offers. */
export class CountryService {
  constructor(private readonly deps: { db: Db }) {}

  async list(): Promise<CountryVersion[]> {
    const rows = await new CountryVersionRepository(this.deps.db).list();
    return rows.map((row) => ({ versionCode: row.version_code, name: row.name, lang: row.lang }));
  }
}
