import { sql } from 'kysely';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { password as passwordRule } from '../../../src/validation/rules';
import { dataPaths } from '../../lib/dataDir';
import { verifyPassword } from '../../lib/passwords';
import { databasesUnderTest, createTestDatabase, type TestDatabase } from '../../test/databases';
import { testPasswordHashing } from '../../test/testApp';
import { UserRepository } from '../../modules/auth';
import { seedDatabase } from './seed';

describe.each(databasesUnderTest())('first-start seed on $name', ({ kind }) => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dataDir = mkdtempSync(join(tmpdir(), 'tc-seed-'));
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const seed = (printed: string[]) =>
    seedDatabase(database.db, { dataDir, passwordHashing: testPasswordHashing, now: () => new Date(), print: (text) => void printed.push(text) });

  it('creates the demo learner and admin once, prints and saves their generated passwords', async () => {
    const printed: string[] = [];
    const credentials = await seed(printed);
    expect(credentials.map((c) => [c.account, c.role])).toEqual([
      ['demo.learner', 'learner'],
      ['demo.admin', 'admin'],
      ['demo.certified', 'learner'],
      // Its one certificate ends in 20 days: the home page reminds them, and Renew is offered (docs/certificates.md).
      ['demo.renewal', 'learner'],
      ['demo.company', 'company'],
      // Its company's certificate ends in three weeks: the home page reminds them (docs/partners.md).
      ['costa.admin', 'company'],
    ]);
    // Issue 13: three pending applications, two companies whose technicians are at different stages.
    const pending = await database.db.selectFrom('partner_applications').select('company').where('status', '=', 'pending').execute();
    expect(pending).toHaveLength(3);
    const people = await database.db
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .select(['users.account', 'users.company_admin', 'companies.name'])
      .orderBy('users.account')
      .execute();
    expect(new Set(people.map((person) => person.name)).size).toBe(2);
    expect(people.filter((person) => person.company_admin).map((person) => person.account).sort()).toEqual(['costa.admin', 'demo.company']);
    const stages = await database.db
      .selectFrom('users')
      .leftJoin('lesson_progress', 'lesson_progress.user_id', 'users.id')
      .select(['users.account', sql<number>`count(lesson_progress.lesson_id)::int`.as('lessons')])
      .where('users.account', 'in', ['helios.certified', 'helios.halfway', 'helios.new'])
      .groupBy('users.account')
      .orderBy('users.account')
      .execute();
    expect(stages.map((stage) => [stage.account, stage.lessons > 0])).toEqual([['helios.certified', true], ['helios.halfway', true], ['helios.new', false]]);
    expect(stages[0]!.lessons).toBeGreaterThan(stages[1]!.lessons);
    // The users console's demo: the halfway technician failed the next lesson's test once (one attempt to reset).
    // (The reports' demo learners of demoReports.ts fail tests too: their history is checked by demoReports.test.ts.)
    const failed = await database.db
      .selectFrom('exam_attempts')
      .innerJoin('users', 'users.id', 'exam_attempts.user_id')
      .select('users.account')
      .where('exam_attempts.passed', '=', false)
      .where('users.account', 'not like', 'report.%')
      .execute();
    expect(failed.map((row) => row.account).sort()).toEqual(['costa.tecnico', 'helios.halfway']);
    // The console's notifications to a group: one earlier send to the two company administrators, in their inboxes.
    const sends = await database.db.selectFrom('group_notifications').select(['recipients', 'sent_by_account']).execute();
    expect(sends).toEqual([{ recipients: 2, sent_by_account: 'demo.admin' }]);
    const inboxes = await database.db.selectFrom('notifications').innerJoin('users', 'users.id', 'notifications.user_id').select('users.account').where('notifications.kind', '=', 'groupMessage').execute();
    expect(inboxes.map((row) => row.account).sort()).toEqual(['costa.admin', 'demo.company']);
    // Notices in both languages, as the console publishes them: each says its language and reaches every user, the notification saying the same language.
    const notices = await database.db.selectFrom('notices').select(['id', 'language']).orderBy('published_at').execute();
    expect(notices.map((notice) => notice.language)).toEqual(['en', 'en', 'es']);
    const userCount = (await database.db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    for (const notice of notices) {
      const told = await database.db.selectFrom('notifications').select('params').where('kind', '=', 'newNotice').where(sql<boolean>`params::jsonb->>'noticeId' = ${notice.id}`).execute();
      expect(told).toHaveLength(userCount);
      expect(new Set(told.map((row) => row.params.noticeLanguage))).toEqual(new Set([notice.language]));
    }
    const partnerCertificates = await database.db
      .selectFrom('certificates')
      .innerJoin('companies', 'companies.id', 'certificates.company_id')
      .select(['companies.name', 'certificates.valid_until'])
      .where('certificates.kind', '=', 'partner')
      .orderBy('companies.name')
      .execute();
    expect(partnerCertificates).toHaveLength(2);
    // Costa's term is nearly over (its admin is reminded to renew); Helios was approved weeks ago.
    const daysLeft = partnerCertificates.map((certificate) => Math.round((certificate.valid_until.getTime() - Date.now()) / 86_400_000));
    expect(daysLeft[0]).toBe(21);
    expect(daysLeft[1]).toBeGreaterThan(700);
    const users = new UserRepository(database.db);
    const learner = await users.findByAccount('demo.learner');
    expect(learner).toMatchObject({ audience: 'installer', role: 'learner', version_code: 'US' });
    expect(learner?.name && learner.company && learner.company_number).toBeTruthy();
    expect(await users.findByAccount('demo.admin')).toMatchObject({ role: 'admin' });
    for (const credential of credentials) {
      expect(passwordRule.safeParse(credential.password).success).toBe(true);
      const user = await users.findByAccount(credential.account);
      expect(await verifyPassword(credential.password, user?.password_hash ?? '')).toBe(true);
    }

    expect(printed).toHaveLength(1);
    const file = dataPaths(dataDir).demoCredentialsFile;
    expect(statSync(file).mode & 0o777).toBe(0o600);
    for (const credential of credentials) {
      expect(printed[0]).toContain(credential.password);
      expect(readFileSync(file, 'utf8')).toContain(credential.password);
    }
  });

  it('does nothing on later starts', async () => {
    const printed: string[] = [];
    const before = await new UserRepository(database.db).list();
    expect(await seed(printed)).toEqual([]);
    expect(printed).toEqual([]);
    expect(await new UserRepository(database.db).list()).toEqual(before);
  });

  it('adds demo.certified and demo.renewal to a database seeded before they existed, keeping the other saved passwords', async () => {
    const file = dataPaths(dataDir).demoCredentialsFile;
    const earlier = readFileSync(file, 'utf8');
    await database.db.deleteFrom('users').where('account', 'in', ['demo.certified', 'demo.renewal']).execute();
    await database.db.deleteFrom('app_state').where('key', 'in', ['seed.demoCertified', 'seed.demoRenewal']).execute();
    const printed: string[] = [];
    const credentials = await seed(printed);
    expect(credentials.map((c) => c.account)).toEqual(['demo.certified', 'demo.renewal']);
    const saved = readFileSync(file, 'utf8');
    expect(saved.startsWith(earlier)).toBe(true);
    expect(saved.split('\n').some((line) => line.includes('account: demo.certified') && line.endsWith(`password: ${credentials[0]!.password}`))).toBe(true);
    const certificates = await database.db.selectFrom('certificates').innerJoin('users', 'users.id', 'certificates.user_id').select('certificates.id').where('users.account', '=', 'demo.certified').execute();
    expect(certificates).toHaveLength(5);
    const renewal = await database.db.selectFrom('certificates').innerJoin('users', 'users.id', 'certificates.user_id').select('certificates.valid_until').where('users.account', '=', 'demo.renewal').execute();
    // About 20 days left (calendar months move it by a day around a leap day): inside the 30-day reminder.
    expect(renewal).toHaveLength(1);
    expect((renewal[0]!.valid_until.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(18);
    expect((renewal[0]!.valid_until.getTime() - Date.now()) / 86_400_000).toBeLessThan(22);
  });
});
