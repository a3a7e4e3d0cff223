import type { Kysely } from 'kysely';
import type { CountryVersion } from '../../../src/contract/auth';
import { CountryVersionRepository } from '../../db/repositories/countryVersions';
import type { Database } from '../../db/schema';

/** The country/versions the portal offers. */
export class CountryService {
  private readonly countries: CountryVersionRepository;

  constructor(db: Kysely<Database>) {
    this.countries = new CountryVersionRepository(db);
  }

  async list(): Promise<CountryVersion[]> {
    const rows = await this.countries.list();
    return rows.map((row) => ({ versionCode: row.version_code, name: row.name, lang: row.lang }));
  }
}
