import type { Kysely } from 'kysely';
import type { UserInfo } from '../../../src/contract/auth';
import { CountryVersionRepository } from '../../db/repositories/countryVersions';
import { SessionRepository, type ActiveSession } from '../../db/repositories/sessions';
import { UserRepository } from '../../db/repositories/users';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../lib/businessError';
import type { PasswordHasher } from '../../lib/passwords';
import { throttleRules } from '../auth/limits';
import type { Throttle } from '../auth/throttle';
import { toUserInfo } from './userInfo';

export type UserServiceDeps = { db: Kysely<Database>; passwords: PasswordHasher; throttle: Throttle; now: () => Date };
export type PasswordChangeInput = { oldPassword: string; newPassword: string };

/** What a signed-in user does to their own account. */
export class UserService {
  private readonly users: UserRepository;
  private readonly countries: CountryVersionRepository;

  constructor(private readonly deps: UserServiceDeps) {
    this.users = new UserRepository(deps.db);
    this.countries = new CountryVersionRepository(deps.db);
  }

  /** Moves the user to another country/version; only versions the portal offers. */
  async switchCountry(userId: string, versionCode: string): Promise<UserInfo> {
    const country = await this.countries.find(versionCode);
    if (!country) throw new BusinessError('invalidInput', { messageKey: 'unknownCountry', fieldKey: 'versionCode' });
    return toUserInfo(await this.users.setVersionCode(userId, country.version_code, this.deps.now()));
  }

  /** Checks the original password, sets the new one and signs out every other session. */
  async changePassword(current: ActiveSession, input: PasswordChangeInput): Promise<void> {
    const { throttle, passwords, now } = this.deps;
    const perUser = { rule: throttleRules.updatePwdPerUser, subject: current.user.id };
    await throttle.assertAllowed(perUser);
    if (!(await passwords.verifyOrBurn(input.oldPassword, current.user.password_hash))) {
      await throttle.hit(perUser);
      throw new BusinessError('invalidInput', { messageKey: 'wrongOldPassword', fieldKey: 'oldPassword' });
    }
    await throttle.clear(perUser);
    const passwordHash = await passwords.hash(input.newPassword);
    const changedAt = now();
    await this.deps.db.transaction().execute(async (trx) => {
      await new UserRepository(trx).setPassword(current.user.id, passwordHash, changedAt);
      await new SessionRepository(trx).revokeAllForUser(current.user.id, changedAt, current.session.id);
    });
  }
}
