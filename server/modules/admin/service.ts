import type { UserInfo } from '../../../src/contract/auth';
import type { AdminUser, ResetPasswordResult } from '../../../src/contract/admin';
import type { UserRow } from '../../db/schema';
import { inTransaction, type Db } from '../../db/transaction';
import { BusinessError } from '../../lib/businessError';
import { generatePassword, type PasswordHasher } from '../../lib/passwords';
import { SessionRepository, toUserInfo, UserRepository } from '../auth';
import { CountryVersionRepository } from '../country';

export type AdminServiceDeps = { db: Db; passwords: PasswordHasher; now: () => Date };

/** Parsed (defaults applied) create-user input. */
export type NewAccount = {
  account: string;
  email: string;
  password: string;
  role: UserRow['role'];
  audience: UserRow['audience'];
  versionCode: string;
  name: string;
  company: string;
  companyNumber: string;
};

/** Operator commands: the admin CLI runs them, over the server's internal routes or directly. */
export class AdminService {
  constructor(private readonly deps: AdminServiceDeps) {}

  /** One insert (the unique index on lower(account) settles a race); runs on `deps.db`, which may be a caller's transaction (the seed). */
  async createUser(input: NewAccount): Promise<UserInfo> {
    const { db, now } = this.deps;
    const users = new UserRepository(db);
    const country = await new CountryVersionRepository(db).find(input.versionCode);
    if (!country) throw new BusinessError('invalidInput', { messageKey: 'unknownCountry', fieldKey: 'versionCode' });
    const createdAt = now();
    const user = await users.create({
      account: input.account,
      email: input.email,
      name: input.name,
      company: input.company,
      company_number: input.companyNumber,
      audience: input.audience,
      role: input.role,
      version_code: country.version_code,
      lang: country.lang,
      password_hash: await this.deps.passwords.hash(input.password),
      created_at: createdAt,
      updated_at: createdAt,
    });
    if (!user) throw new BusinessError('conflict', { result: { account: input.account } });
    return toUserInfo(user);
  }

  /** Sets (or generates) a password and signs the account out everywhere. */
  async resetPassword(input: { account: string; password?: string }): Promise<ResetPasswordResult> {
    const user = await new UserRepository(this.deps.db).findByAccount(input.account);
    if (!user) throw new BusinessError('notFound', { result: { account: input.account } });
    const password = input.password ?? generatePassword();
    const passwordHash = await this.deps.passwords.hash(password);
    const changedAt = this.deps.now();
    const revokedSessions = await inTransaction(this.deps.db, async (tx) => {
      await new UserRepository(tx).setPassword(user.id, passwordHash, changedAt);
      return new SessionRepository(tx).revokeAllForUser(user.id, changedAt);
    });
    return { account: user.account, generatedPassword: input.password === undefined ? password : null, revokedSessions };
  }

  async listUsers(): Promise<AdminUser[]> {
    const users = await new UserRepository(this.deps.db).list();
    return users.map((user) => ({ ...toUserInfo(user), createdAt: user.created_at.toISOString() }));
  }
}
