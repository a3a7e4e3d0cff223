import type { LoaderFunctionArgs } from 'react-router';
import { session } from '../src/session/session';

/**
 * A page's route loader that starts its widget's first calls now, beside the session check, instead of
 * after the page and its widget have loaded and mounted (src/api/early.ts); an answer that came with the
 * page is there for the widget's first render. Only with a session whose last known user may go on:
 * otherwise the guard sends the visitor elsewhere, and a refused call would leave an error toast behind.
 */
export const earlyCallsLoader =
  (start: (url: URL) => void) =>
  ({ request }: LoaderFunctionArgs): null => {
    if (session.token() && session.user()?.mustChangePassword === false) start(new URL(request.url));
    return null;
  };

/** A revalidation of the page starts nothing: its widget has made its calls already, and would not take these. */
export const noEarlyCallsAgain = (): boolean => false;
