import type { CountryVersionRow } from '../schema';

/** The country/versions the portal starts with; content and mail language follow them. */
export const countryVersionSeed: CountryVersionRow[] = [
  { version_code: 'US', name: 'United States', lang: 'en' },
  { version_code: 'MX', name: 'México', lang: 'es' },
];
