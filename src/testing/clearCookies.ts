/** Expires every cookie the document can see, on the root path and on the current one. */
export const clearCookies = (): void => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (!name) continue;
    const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    document.cookie = `${expired}; path=/`;
    document.cookie = `${expired}; path=${location.pathname}`;
  }
};
