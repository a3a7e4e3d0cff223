import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Language } from '../../../src/contract/languages';
import type { Db } from '../../db/transaction';
import type { NewUser, UserRow } from '../../db/schema';

const lower = (value: string) => sql<string>`lower(${value})`;

export class UserRepository {
  constructor(private readonly db: Db) {}

  /** Accounts match regardless of case (the unique index is on lower(account)). */
  findByAccount(account: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where(sql<string>`lower(account)`, '=', lower(account)).executeTakeFirst();
  }

  /** The oldest account using this address (addresses are not unique). */
  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', lower(email))
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
  }

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The new user, or undefined when the account exists (the unique index on lower(account) decides, even between racing requests). */
  create(user: Omit<NewUser, 'id'>): Promise<UserRow | undefined> {
    return this.db
      .insertInto('users')
      .values({ id: randomUUID(), ...user })
      .onConflict((oc) => oc.expression(sql`lower(account)`).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** A password the user chose clears `must_change_password`; generated credentials set it (`mustChange`). */
  async setPassword(id: string, passwordHash: string, now: Date, mustChange = false): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash, updated_at: now, must_change_password: mustChange }).where('id', '=', id).execute();
  }

  /** The people of a partner company, admins first, then by name. */
  listByCompany(companyId: string): Promise<UserRow[]> {
    return this.db.selectFrom('users').selectAll().where('company_id', '=', companyId).orderBy('company_admin', 'desc').orderBy('name').orderBy('account').execute();
  }

  /** Sets the preferences given (the others stay). */
  setPreferences(id: string, change: { notifyByEmail?: boolean; language?: Language }, now: Date): Promise<UserRow> {
    return this.db
      .updateTable('users')
      .set({ ...(change.notifyByEmail === undefined ? {} : { notify_by_email: change.notifyByEmail }), ...(change.language === undefined ? {} : { lang: change.language }), updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  setVersionCode(id: string, versionCode: string, now: Date): Promise<UserRow> {
    return this.db
      .updateTable('users')
      .set({ version_code: versionCode, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  list(): Promise<UserRow[]> {
    return this.db.selectFrom('users').selectAll().orderBy('account').execute();
  }
}
