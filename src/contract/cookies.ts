/** The session's cookies (spec 3): the client sets them at sign-in, the server reads them where no header can be sent. */
export const sessionCookies = {
  /** The session token, sent as `Authorization: Bearer` by every call; a host page's request carries it too. */
  token: 'token',
  /** The certificate PDF's token: a new tab sends this cookie, not a header. */
  pdfToken: 'pdf-token',
} as const;

/**
 * The language a learner chose in the portal, for the server: a host page opened anew brings the
 * answers to its first calls in that language (server/lib/pageAnswers.ts). The choice itself lives in
 * the browser's storage (src/i18n/i18n.ts); the host keeps this cookie equal to it (host/languageCookie.ts).
 */
export const languageCookie = 'tc-lang';
