import { pageAnswerFreshMs, pageAnswersElementId, type PageAnswer } from '../contract/pageAnswers';

type Values = Record<string, string | number | boolean | undefined>;

/** What a call asks: a GET, or a POST that only reads, with these values can be answered from the page. */
export type PageCall = { method: string; onlyReads?: boolean; base: string; path: string; query?: Values; body?: unknown; lang: string; authorization?: string };

const isValues = (value: unknown): value is Record<string, string> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isPageAnswer = (entry: unknown): entry is PageAnswer =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as PageAnswer).path === 'string' &&
  isValues((entry as PageAnswer).query) &&
  ((entry as PageAnswer).method === 'GET' || ((entry as PageAnswer).method === 'POST' && isValues((entry as PageAnswer).body)));

let unused: PageAnswer[] | undefined;
/** The session the answers were made for: the one of the page's first call (the server read the same cookie). */
let madeFor: string | undefined;

/** The page's answers, read from its HTML at its first call; a page without them (or with a broken block) has none. */
const pageAnswers = (authorization: string | undefined): PageAnswer[] => {
  if (unused) return unused;
  unused = [];
  madeFor = authorization;
  const element = typeof document === 'undefined' ? null : document.getElementById(pageAnswersElementId);
  // Read once, then out of the document: the learner's data stays in memory only, and the page holds no script element.
  element?.remove();
  const text = element?.textContent;
  if (!text) return unused;
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) unused = parsed.filter(isPageAnswer);
  } catch {
    // A page whose answers cannot be read makes its calls as any other page does.
  }
  return unused;
};

const sameValues = (made: Record<string, string>, asked: Values = {}): boolean => {
  const askedEntries = Object.entries(asked).filter(([, value]) => value !== undefined);
  return askedEntries.length === Object.keys(made).length && askedEntries.every(([key, value]) => made[key] === String(value));
};

/**
 * The envelope the server made for this very call while it sent the page, handed out once and only
 * while the page is fresh (src/contract/pageAnswers.ts); `undefined` when the call must ask the server.
 */
export const takePageAnswer = (call: PageCall, pageAgeMs: number = performance.now()): unknown => {
  const reads = call.method === 'GET' || (call.method === 'POST' && call.onlyReads === true && isValues(call.body));
  if (!reads || pageAgeMs > pageAnswerFreshMs) return undefined;
  const answers = pageAnswers(call.authorization);
  // Signed out, or in as someone else, since the page loaded: its answers are not this session's.
  if (!call.authorization || call.authorization !== madeFor) return undefined;
  const asked = call.method === 'GET' ? call.query : (call.body as Values);
  const index = answers.findIndex(
    (answer) =>
      answer.method === call.method &&
      answer.base === call.base &&
      answer.path === call.path &&
      answer.lang === call.lang &&
      sameValues(answer.method === 'GET' ? answer.query : (answer.body ?? {}), asked),
  );
  if (index < 0) return undefined;
  return answers.splice(index, 1)[0]?.envelope;
};
