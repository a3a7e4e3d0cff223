import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/home/README.md): every state in these stories is one the server gave.
import { homeFixture, type HomeFixtureName } from '../src/testing/fixtures/home';
import type { MockHandler } from './mockApi';

const answer = (result: unknown) => ({ code: ResultCode.success, message: 'OK', result });

/** The recorded answer, in Spanish when the story's language is and a Spanish recording exists. */
export const recorded =
  (name: HomeFixtureName, spanish?: HomeFixtureName): MockHandler =>
  () =>
    answer(homeFixture(i18n.language === 'es' && spanish ? spanish : name));

export const recordedValue = (value: unknown): MockHandler => () => answer(value);

/** Never answers: the loading state. */
export const pending: MockHandler = () => new Promise(() => undefined);

/** The server's own failure, in the story's language. */
export const failing: MockHandler = () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal, result: null });

/** Logged out elsewhere: code 40001 (the session-expired flow runs; the preview only logs the navigation). */
export const loggedOut: MockHandler = () => ({ code: ResultCode.sessionExpired, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].sessionExpired, result: null });

export const phone = { viewport: { value: 'mobile1' } };
