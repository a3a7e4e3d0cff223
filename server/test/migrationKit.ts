import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../db/schema';
import type { DatabaseKind } from '../db/connect';
import { migrations } from '../db/migrations';
import { migrateToLatest } from '../db/migrate';
import { seedCourses } from '../db/seed/courses';
import { createTestDatabase } from './databases';

/** What a migration's test starts from: the demo courses and one learner, on the schema of `lastKept`. */
export type BeforeMigration = {
  db: Kysely<Database>;
  now: Date;
  userId: string;
  /** Runs every migration after `lastKept` again, and checks that exactly those ran. */
  migrateOn: () => Promise<void>;
};

/**
 * Runs `test` on a new database migrated back to `lastKept` (seeded first, so later migrations meet rows), with a
 * learner whose columns are those of the first migration; drops it afterwards.
 */
export async function beforeMigration(kind: DatabaseKind, lastKept: string, test: (before: BeforeMigration) => Promise<void>): Promise<void> {
  const database = await createTestDatabase(kind);
  const dataDir = mkdtempSync(join(tmpdir(), 'tc-migration-test-'));
  try {
    const db = database.db;
    const now = new Date('2031-03-01T12:00:00.000Z');
    await seedCourses(db, { dataDir, now: () => now });
    const down = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(lastKept);
    expect(down.error).toBeUndefined();
    const userId = randomUUID();
    await db
      .insertInto('users')
      .values({ id: userId, account: 'migrated', email: 'migrated@example.test', name: 'M', company: 'C', company_number: 'N', audience: 'installer', role: 'learner', version_code: 'US', lang: 'en', password_hash: 'x', created_at: now, updated_at: now })
      .execute();
    const migrateOn = async () => {
      expect(await migrateToLatest(db)).toEqual(Object.keys(migrations).filter((name) => name > lastKept));
    };
    await test({ db, now, userId, migrateOn });
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
