import type { UserInfo } from '../contract/auth';
import { session } from '../session/session';

/** Signs the page's session in as a learner or an administrator (the widgets read the role from the stored user; the server checks it again). */
export const signInAs = (role: UserInfo['role']): void => {
  const user: UserInfo = {
    id: '00000000-0000-4000-8000-000000000001',
    account: `demo.${role}`,
    name: 'Demo',
    email: `demo.${role}@example.test`,
    company: 'Demo Solar',
    companyNumber: 'C-1',
    audience: 'installer',
    role,
    version_code: 'US',
    lang: 'en',
    companyId: null,
    companyAdmin: false,
    mustChangePassword: false,
  };
  session.signIn({ token: `token-${role}`, pdfToken: `pdf-${role}`, user, loginName: user.account });
};
