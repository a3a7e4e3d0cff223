/**
 * Answers a host page brings with it: for a signed-in learner the server makes the page's first
 * reading calls itself while it sends the HTML (server/lib/pageAnswers.ts), and the page's own identical calls
 * take those answers instead of a round trip each (src/api/pageAnswers.ts). Same envelopes, same rules.
 */

/** The id of the page's `<script type="application/json">` holding the answers. */
export const pageAnswersElementId = 'tc-page-answers';

/** A page's answer is used only this long after the page started loading; later calls ask the server. */
export const pageAnswerFreshMs = 10_000;

/** One call the server made for the page: where, with which query (or body) and language, and its whole envelope. */
export type PageAnswer = {
  /** The API base the call went to (`apiBasePath` of the server that sent the page). */
  base: string;
  /** GET, or POST for a call that only reads (the course with its lessons: the spec names it a POST). */
  method: 'GET' | 'POST';
  path: string;
  query: Record<string, string>;
  /** A POST's JSON body: flat, string values. */
  body?: Record<string, string>;
  lang: string;
  envelope: unknown;
};
