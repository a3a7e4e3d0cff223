import { countryListResult, loginResult, userInfo, type CountryVersion, type LoginResult, type UserInfo } from '../src/contract/auth';

/**
 * Contract fixtures for stories. Each goes through its zod schema, so a contract change that the
 * fixtures no longer satisfy fails the story at once instead of showing stale data.
 */
export const demoUser: UserInfo = userInfo.parse({
  id: 'u-1001',
  account: 'installer.demo',
  name: 'Dana Installer',
  email: 'dana.installer@example.com',
  company: 'Sunrise Solar LLC',
  companyNumber: 'BP-20431',
  audience: 'installer',
  role: 'learner',
  version_code: 'US',
  lang: 'en',
});

export const demoSpanishUser: UserInfo = userInfo.parse({
  ...demoUser,
  id: 'u-1002',
  account: 'instalador.demo',
  name: 'Lucía Instaladora',
  email: 'lucia.instaladora@example.com',
  company: 'Energía del Sol S.A.',
  version_code: 'MX',
  lang: 'es',
});

export const demoLogin: LoginResult = loginResult.parse({ token: 'demo-token', pdfToken: 'demo-pdf-token', user: demoUser });

export const demoCountries: CountryVersion[] = countryListResult.parse([
  { versionCode: 'US', name: 'United States', lang: 'en' },
  { versionCode: 'MX', name: 'México', lang: 'es' },
]);
