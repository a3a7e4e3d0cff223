/** Names of the client-side storage of spec section 3. */
export const storageKeys = {
  user: 'user',
  loginName: 'loginName',
  tokenCookie: 'token',
  pdfTokenCookie: 'pdf-token',
} as const;
