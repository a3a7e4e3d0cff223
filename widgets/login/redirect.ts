const isControlCharacter = (char: string): boolean => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/**
 * Open-redirect guard: only a same-origin path (`/...`, never `//host` or `/\host`, which browsers
 * read as another origin) is accepted as the place to go after login; anything else gives null.
 */
export const safeRedirect = (candidate: string | null | undefined): string | null => {
  if (!candidate) return null;
  const value = candidate.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Tabs and newlines are stripped by URL parsers, so `/\t/evil.example` would become `//evil.example`.
  if (Array.from(value).some(isControlCharacter)) return null;
  try {
    const resolved = new URL(value, window.location.origin);
    return resolved.origin === window.location.origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : null;
  } catch {
    return null;
  }
};

/** The redirect the page asked for: the element's attribute first, else the page's `?redirect=` query. */
export const requestedRedirect = (attribute: string | undefined): string | null =>
  safeRedirect(attribute || new URLSearchParams(window.location.search).get('redirect'));
