import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { ScryptParams } from '../../config';
import { dataPaths } from '../../lib/dataDir';
import type { FileStorage } from '../../lib/storage';
import { generatePassword, PasswordHasher } from '../../lib/passwords';
import { AdminService, type NewAccount } from '../../modules/admin';
import { UserRepository } from '../../modules/auth';
import { CountryVersionRepository } from '../../modules/country';
import { AppStateRepository } from '../appStateRepository';
import { inTransaction, type Db } from '../transaction';
import type { Database } from '../schema';
import { countryVersionSeed } from './countryVersions';
import { seedCourses } from './courses';
import { seedDocuments } from './documents';
import { demoAccounts } from './demoAccounts';
import { demoCertifiedAccount, demoRenewalAccount, seedDemoCertifiedHistory, seedDemoRenewalHistory } from './demoCertified';
import { seedMaterials } from './materials';
import { seedGroupNotifications } from './groupNotifications';
import { seedNoticesAndWebinars } from './noticesAndWebinars';
import { seedFaq } from './faq';
import { seedQuestionnaire } from './questionnaire';
import { demoCompanyAdminAccount, seedDemoPartnersContent } from './demoPartners';
import { seedDemoReportsHistory } from './demoReports';

export type DemoCredential = { account: string; role: string; password: string };

const demoSeedKey = 'seed.demoAccounts';
// Its own marker: databases seeded before issue 9 get the certified demo learner too.
const demoCertifiedSeedKey = 'seed.demoCertified';
// Its own marker: databases seeded before it get the learner whose certificate is due for renewal too.
const demoRenewalSeedKey = 'seed.demoRenewal';
// Issue 13: applications, partner companies and their technicians, on older demo databases too.
const demoPartnersSeedKey = 'seed.demoPartners';
// Issue 13's reports: a year of learning history and downloads, on older demo databases too.
const demoReportsSeedKey = 'seed.demoReports';

/** Reference data every database needs (the CLI and tests run it too). */
export async function seedCountryVersions(db: Kysely<Database>): Promise<void> {
  await new CountryVersionRepository(db).addMissing(countryVersionSeed);
}

/**
 * Creates the demo accounts once per database (an app_state marker, safe when several nodes start
 * together); accounts that already exist are left alone. Returns the new credentials, if any.
 */
export async function seedDemoAccounts(db: Kysely<Database>, passwordHashing: ScryptParams, now: () => Date): Promise<DemoCredential[]> {
  const passwords = new PasswordHasher(passwordHashing);
  // One unit of work: the marker and the accounts commit together; the service runs on the transaction.
  return inTransaction(db, async (tx) => {
    if (!(await new AppStateRepository(tx).claim(demoSeedKey, now().toISOString(), now()))) return [];
    const admin = new AdminService({ db: tx, passwords, now });
    const users = new UserRepository(tx);
    const created: DemoCredential[] = [];
    for (const account of demoAccounts) {
      if (await users.findByAccount(account.account)) continue;
      const password = generatePassword();
      await admin.createUser({ ...account, password });
      created.push({ account: account.account, role: account.role, password });
    }
    return created;
  });
}

type DemoLearner = { account: Omit<NewAccount, 'password'>; seedKey: string; history: (tx: Db, userId: string, now: Date) => Promise<void> };

/** One demo learner with a story, once per database (its own marker). Returns the new credential, if any. */
async function seedDemoLearner(db: Kysely<Database>, passwordHashing: ScryptParams, now: () => Date, demo: DemoLearner): Promise<DemoCredential[]> {
  const passwords = new PasswordHasher(passwordHashing);
  return inTransaction(db, async (tx) => {
    if (!(await new AppStateRepository(tx).claim(demo.seedKey, now().toISOString(), now()))) return [];
    if (await new UserRepository(tx).findByAccount(demo.account.account)) return [];
    const password = generatePassword();
    const user = await new AdminService({ db: tx, passwords, now }).createUser({ ...demo.account, password });
    await demo.history(tx, user.id, now());
    return [{ account: demo.account.account, role: demo.account.role, password }];
  });
}

/**
 * Creates `demo.certified` once per database, with the finished certification course and a
 * certificate in each state (after the courses are seeded). Returns the new credential, if any.
 */
export const seedDemoCertified = (db: Kysely<Database>, passwordHashing: ScryptParams, now: () => Date): Promise<DemoCredential[]> =>
  seedDemoLearner(db, passwordHashing, now, { account: demoCertifiedAccount, seedKey: demoCertifiedSeedKey, history: seedDemoCertifiedHistory });

/** Creates `demo.renewal` once per database: its one certificate ends in 20 days (after the courses are seeded). */
export const seedDemoRenewal = (db: Kysely<Database>, passwordHashing: ScryptParams, now: () => Date): Promise<DemoCredential[]> =>
  seedDemoLearner(db, passwordHashing, now, { account: demoRenewalAccount, seedKey: demoRenewalSeedKey, history: seedDemoRenewalHistory });

/**
 * Creates the partner demo once per database: three pending applications, two companies with
 * technicians at different stages, and their admins `demo.company` and `costa.admin` (returned with their passwords).
 */
export async function seedDemoPartners(db: Kysely<Database>, passwordHashing: ScryptParams, now: () => Date): Promise<DemoCredential[]> {
  const passwords = new PasswordHasher(passwordHashing);
  return inTransaction(db, async (tx) => {
    if (!(await new AppStateRepository(tx).claim(demoPartnersSeedKey, now().toISOString(), now()))) return [];
    const users = new UserRepository(tx);
    if (await users.findByAccount(demoCompanyAdminAccount)) return [];
    const admin = await users.findByAccount('demo.admin');
    const admins = await seedDemoPartnersContent(tx, passwords, now(), admin?.id);
    return admins.map(({ account, password }) => ({ account, role: 'company', password }));
  });
}

/** Creates the reports' demo history once per database (after the courses and materials are seeded). */
export async function seedDemoReports(db: Kysely<Database>, passwordHashing: ScryptParams, now: () => Date): Promise<void> {
  const passwords = new PasswordHasher(passwordHashing);
  await inTransaction(db, async (tx) => {
    if (!(await new AppStateRepository(tx).claim(demoReportsSeedKey, now().toISOString(), now()))) return;
    await seedDemoReportsHistory(tx, passwords, now());
  });
}

/**
 * Writes DATA_DIR/demo-credentials.txt (0600) and returns the console banner. `append` adds to the
 * file of an earlier start (a database seeded before `demo.certified` existed keeps its other passwords).
 */
export function recordDemoCredentials(dataDir: string, credentials: DemoCredential[], append = false): string {
  const lines = credentials.map((c) => `  ${c.role.padEnd(8)} account: ${c.account.padEnd(14)} password: ${c.password}`);
  const file = dataPaths(dataDir).demoCredentialsFile;
  if (append && existsSync(file)) appendFileSync(file, `${lines.join('\n')}\n`);
  else writeFileSync(file, `Training Center demo accounts (created ${new Date().toISOString()})\n${lines.join('\n')}\n`, { mode: 0o600 });
  const rule = '='.repeat(72);
  return [rule, '  Demo accounts created (shown once; also saved to ' + file + '):', ...lines, rule].join('\n');
}

export async function seedDatabase(
  db: Kysely<Database>,
  options: { dataDir: string; passwordHashing: ScryptParams; now: () => Date; print: (text: string) => void; storage?: FileStorage },
): Promise<DemoCredential[]> {
  await seedCountryVersions(db);
  await seedCourses(db, options);
  await seedMaterials(db, options);
  await seedDocuments(db, options);
  await seedFaq(db, options.now);
  await seedQuestionnaire(db, options.now);
  const base = await seedDemoAccounts(db, options.passwordHashing, options.now);
  const credentials = [
    ...base,
    ...(await seedDemoCertified(db, options.passwordHashing, options.now)),
    ...(await seedDemoRenewal(db, options.passwordHashing, options.now)),
    ...(await seedDemoPartners(db, options.passwordHashing, options.now)),
  ];
  await seedDemoReports(db, options.passwordHashing, options.now);
  // After every demo account: a notice reaches every user, so Costa's Mexican team gets the Spanish one too.
  await seedNoticesAndWebinars(db, options.now);
  await seedGroupNotifications(db, options.now);
  if (credentials.length > 0) options.print(recordDemoCredentials(options.dataDir, credentials, base.length === 0));
  return credentials;
}
