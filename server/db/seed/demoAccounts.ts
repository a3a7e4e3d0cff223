import type { NewAccount } from '../../modules/admin';

/** The two demo accounts of a fresh installation; passwords are generated at first start. */
export const demoAccounts: Omit<NewAccount, 'password'>[] = [
  {
    account: 'demo.learner',
    email: 'demo.learner@training-center.local',
    role: 'learner',
    audience: 'installer',
    versionCode: 'US',
    name: 'Dana Demo',
    company: 'Sunrise Solar Installers LLC',
    companyNumber: 'TC-000101',
  },
  {
    account: 'demo.admin',
    email: 'demo.admin@training-center.local',
    role: 'admin',
    audience: 'installer',
    versionCode: 'US',
    name: 'Alex Admin',
    company: 'Training Center',
    companyNumber: 'TC-000001',
  },
];
