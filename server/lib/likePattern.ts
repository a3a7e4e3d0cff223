/** A `%text%` pattern for `ilike` that matches the typed text literally (`%`, `_` and `\` escaped). */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
