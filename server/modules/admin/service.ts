import type { Kysely } from 'kysely';
import type { UserInfo } from '../../../src/contract/auth';
import type { AdminUser, ResetPasswordResult } from '../../../src/contract/admin';
import { CountryVersionRepository } from '../../db/repositories/countryVersions';
import { SessionRepository } from '../../db/repositories/sessions';
import { UserRepository } from '../../db/repositories/users';
import type { Database, UserRow } from '../../db/schema';
import { BusinessError } from '../../lib/businessError';
import { generatePassword, type PasswordHasher } from '../../lib/passwords';
import { toUserInfo } from '../user/userInfo';

export type AdminServiceDeps = { db: Kysely<Database>; passwords: PasswordHasher; now: () => Date };

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
  private readonly users: UserRepository;
  private readonly countries: CountryVersionRepository;

  constructor(private readonly deps: AdminServiceDeps) {
    this.users = new UserRepository(deps.db);
    this.countries = new CountryVersionRepository(deps.db);
  }

  async createUser(input: NewAccount): Promise<UserInfo> {
    const country = await this.countries.find(input.versionCode);
    if (!country) throw new BusinessError('invalidInput', { messageKey: 'unknownCountry', fieldKey: 'versionCode' });
    if (await this.users.findByAccount(input.account)) throw new BusinessError('conflict', { result: { account: input.account } });
    const createdAt = this.deps.now();
    const user = await this.users.create({
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
    return toUserInfo(user);
  }

  /** Sets (or generates) a password and signs the account out everywhere. */
  async resetPassword(input: { account: string; password?: string }): Promise<ResetPasswordResult> {
    const user = await this.users.findByAccount(input.account);
    if (!user) throw new BusinessError('notFound', { result: { account: input.account } });
    const password = input.password ?? generatePassword();
    const passwordHash = await this.deps.passwords.hash(password);
    const changedAt = this.deps.now();
    const revokedSessions = await this.deps.db.transaction().execute(async (trx) => {
      await new UserRepository(trx).setPassword(user.id, passwordHash, changedAt);
      return new SessionRepository(trx).revokeAllForUser(user.id, changedAt);
    });
    return { account: user.account, generatedPassword: input.password === undefined ? password : null, revokedSessions };
  }

  async listUsers(): Promise<AdminUser[]> {
    const users = await this.users.list();
    return users.map((user) => ({ ...toUserInfo(user), createdAt: user.created_at.toISOString() }));
  }
}
