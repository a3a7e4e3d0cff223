import type { Decorator } from '@storybook/react-vite';
import { useEffect } from 'storybook/preview-api';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import { i18n } from '../src/i18n/i18n';
import { session } from '../src/session/session';
import { signInAs } from '../src/testing/signedIn';
import type { MockHandler } from './mockApi';

export const answer = (result: unknown) => ({ code: ResultCode.success, message: 'OK', result });
export const ok =
  (result: unknown): MockHandler =>
  () =>
    answer(result);
/** The server's failure text in the story's language. */
export const failure = (): MockHandler => () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal });
/** Never answers: the loading state. */
export const pending: MockHandler = () => new Promise(() => undefined);

/** The page's session for a story: signed in with a role, or signed out; signed out again when the story is left, so no session leaks into the next one. */
export const withSession = (role: 'learner' | 'admin' | null): Decorator =>
  // Named as a component: Storybook runs a decorator's hooks as a component's.
  function SessionFor(Story) {
    if (role) signInAs(role);
    else session.clear();
    useEffect(() => () => session.clear(), []);
    return Story();
  };

/** A small file answer named by Content-Disposition, as the server sends it. */
export const file =
  (fileName: string, type: string, text: string): MockHandler =>
  () =>
    new Response(new Blob([text], { type }), { headers: { 'content-type': type, 'content-disposition': `attachment; filename="${fileName}"` } });
