import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

/** Brings the schema up to date; Kysely's migration lock makes concurrent API nodes safe. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`migration failed: ${String(error)}`);
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
