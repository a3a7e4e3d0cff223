import { authFixture } from '../src/testing/fixtures/auth';

/** The stories' signed-in user, login answer and countries: recorded from the real API (src/testing/fixtures/auth). */
export const demoUser = authFixture('userInfo.installer');
export const demoLogin = authFixture('login.installer');
export const demoCountries = authFixture('countries');
