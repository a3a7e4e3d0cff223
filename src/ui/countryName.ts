const displayNames = new Map<string, Intl.DisplayNames | null>();

const regionNamesIn = (language: string): Intl.DisplayNames | null => {
  if (!displayNames.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      // A runtime without region names (or an unknown language tag) keeps the server's names.
    }
    displayNames.set(language, names);
  }
  return displayNames.get(language) ?? null;
};

/**
 * A country/version named in the reader's language (`US` → "Estados Unidos" in Spanish). A code that
 * is not a region (a version such as `EUROPE`) keeps the name the server gave, else the code itself.
 */
export function countryName(versionCode: string, language: string, serverName?: string): string {
  const fallback = serverName || versionCode;
  try {
    return regionNamesIn(language)?.of(versionCode) ?? fallback;
  } catch {
    return fallback;
  }
}
