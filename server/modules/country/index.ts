/** The country/versions the portal offers. */
export { CountryVersionRepository } from './countryVersionRepository';
export { countryRoutes } from './routes';
export { CountryService } from './service';
export { regionName } from './regionNames';
