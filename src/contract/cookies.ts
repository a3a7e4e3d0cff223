/** The session's cookies (spec 3): the client sets them at sign-in, the server reads them where no header can be sent. */
export const sessionCookies = {
  /** The session token, sent as `Authorization: Bearer` by every call; a host page's request carries it too. */
  token: 'token',
  /** The certificate PDF's token: a new tab sends this cookie, not a header. */
  pdfToken: 'pdf-token',
} as const;
