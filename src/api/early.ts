/**
 * A GET a host page starts in its route loader, beside the session check, instead of after its widget
 * mounts; the widget's own identical call, made soon after, takes that answer once. The request and its
 * answer are the server's as ever: only the moment it leaves changes. A widget on any other page
 * (nothing started early) simply makes its call.
 */
type Started = { answer: Promise<unknown>; at: number; arrived?: { value: unknown } };

/** An early answer older than this is not handed out: the widget asks again. */
export const earlyAnswerFreshMs = 10_000;

const started = new Map<string, Started>();

/**
 * A stable key for a call and its parameters (undefined fields left out, keys sorted). Sorted by code
 * unit, not `localeCompare`: its first call builds the locale's collator, 16 to 44 ms of a page's start.
 */
export const earlyKey = (call: string, params: Record<string, unknown>): string =>
  `${call}?${JSON.stringify(Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined).sort(([a], [b]) => (a < b ? -1 : 1))))}`;

/** Starts the call now; its failure is reported when the widget takes it (toasts come from the call itself). */
export const startEarly = (key: string, request: () => Promise<unknown>, now: () => number = Date.now): void => {
  const entry: Started = { answer: request(), at: now() };
  entry.answer.then(
    (value) => {
      entry.arrived = { value };
    },
    () => undefined,
  );
  started.set(key, entry);
};

/** The early answer for this key, once and while fresh; otherwise the call made now. */
export const takeEarly = <T>(key: string, request: () => Promise<T>, now: () => number = Date.now): Promise<T> => {
  const early = started.get(key);
  started.delete(key);
  return early && now() - early.at < earlyAnswerFreshMs ? (early.answer as Promise<T>) : request();
};

/** The early answer for this key if it has already arrived and is fresh, left in place for the call whose answer it is: another reader looks. */
export const peekArrived = <T>(key: string, now: () => number = Date.now): { data: T } | undefined => {
  const early = started.get(key);
  return early?.arrived && now() - early.at < earlyAnswerFreshMs ? { data: early.arrived.value as T } : undefined;
};

/**
 * The early answer for this key if it has already arrived (a page answer arrives before the page's
 * first render), once and while fresh: the widget renders it at once, without a loading state, a
 * second render, or a call. `undefined` while it is on its way or when it failed: then `takeEarly`.
 */
export const takeArrived = <T>(key: string, now: () => number = Date.now): { data: T } | undefined => {
  const arrived = peekArrived<T>(key, now);
  if (arrived) started.delete(key);
  return arrived;
};

/**
 * A call a route loader may start early: `send` is the call (taking an early answer), `start` starts it,
 * `arrived` hands it to a first render, `peek` shows it to another first render without taking it.
 */
export type EarlyCall<P, T> = {
  send: (params: P) => Promise<T>;
  start: (params: P) => void;
  arrived: (params: P) => { data: T } | undefined;
  peek: (params: P) => { data: T } | undefined;
};

/** `request` as an `EarlyCall`, its early answers keyed by `name` and the parameters. */
export const earlyCall = <P extends Record<string, unknown>, T>(name: string, request: (params: P) => Promise<T>): EarlyCall<P, T> => ({
  send: (params) => takeEarly(earlyKey(name, params), () => request(params)),
  start: (params) => startEarly(earlyKey(name, params), () => request(params)),
  arrived: (params) => takeArrived(earlyKey(name, params)),
  peek: (params) => peekArrived(earlyKey(name, params)),
});
