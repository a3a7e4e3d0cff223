/** A list's search and filters as query-string values: an unset or empty filter is left out, so the server's default applies. */
export const searchQuery = (query: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
