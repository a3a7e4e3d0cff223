import type { CountryVersion } from '../../../src/contract/auth';
import type { Language } from '../../../src/contract/languages';
import type { Db } from '../../db/transaction';
import { CountryVersionRepository } from './countryVersionRepository';
import { regionName } from './regionNames';

/** The country/versions the portal offers. */
export class CountryService {
  constructor(private readonly deps: { db: Db }) {}

  /** Every version, named in `language` (the reader's, not the version's own). */
  async list(language: Language): Promise<CountryVersion[]> {
    const rows = await new CountryVersionRepository(this.deps.db).list();
    return rows.map((row) => ({ versionCode: row.version_code, name: regionName(row.version_code, language, row.name), lang: row.lang }));
  }
}
