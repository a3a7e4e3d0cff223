import { useMemo, useSyncExternalStore } from 'react';
import type { UserInfo } from '../src/contract/auth';
import { storageKeys } from '../src/session/keys';
import { session } from '../src/session/session';

const subscribe = (listener: () => void) => session.subscribe(listener);
const readToken = () => session.token();
// The raw stored text is the snapshot: parsing on every read would hand React a new object each time.
const readStoredUser = () => localStorage.getItem(storageKeys.user);

/** The token cookie, re-read whenever the session changes (sign-in, sign-out, expiry). */
export const useSessionToken = (): string | undefined => useSyncExternalStore(subscribe, readToken, () => undefined);

/** The user saved by the guard (spec 3: `user` in local storage). */
export const useStoredUser = (): UserInfo | null => {
  const raw = useSyncExternalStore(subscribe, readStoredUser, () => null);
  return useMemo(() => (raw ? session.user() : null), [raw]);
};
