import { ResultCode } from '../src/contract/codes';
import { i18n } from '../src/i18n/i18n';
import { authFixture } from '../src/testing/fixtures/auth';

/** The stories' signed-in user, login answer and countries: recorded from the real API (src/testing/fixtures/auth). */
export const demoUser = authFixture('userInfo.installer');
export const demoLogin = authFixture('login.installer');
/** The server names the countries in the reader's language: the recorded answer for the story's language. */
export const demoCountries = () => authFixture(i18n.language === 'es' ? 'countries.es' : 'countries');

/** `/country/list` answered as the server would for the story's language. */
export const countryList = () => ({ code: ResultCode.success, message: 'OK', result: demoCountries() });
