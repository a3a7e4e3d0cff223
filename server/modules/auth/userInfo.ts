import type { UserInfo } from '../../../src/contract/auth';
import type { UserRow } from '../../db/schema';

/** The `getUserInfo` shape of a user row (never the password hash). */
export const toUserInfo = (user: UserRow): UserInfo => ({
  id: user.id,
  account: user.account,
  name: user.name,
  email: user.email,
  company: user.company,
  companyNumber: user.company_number,
  audience: user.audience,
  role: user.role,
  version_code: user.version_code,
  lang: user.lang,
  companyId: user.company_id,
  companyAdmin: user.company_admin,
  mustChangePassword: user.must_change_password,
});
