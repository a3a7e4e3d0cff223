import { languages } from '../../src/contract/languages';
import { oneOf, searchText, type ListQueryFields } from '../../src/ui/listAddress';

/**
 * The document index's and list's search, category, language and page as an address keeps them
 * (`?q=inverter&category=datasheets&language=es&page=2`). `category` falls back to the one the
 * element opens with; `language` '' is the reader's own. The list (`mode="list"`) uses `q` and the page.
 */
export const documentQueryFields = (initialCategory: string) =>
  ({
    q: searchText,
    // A slug as the server takes it; one it does not know lists no document.
    category: { fallback: initialCategory, valid: (value: string) => /^[a-z0-9-]{0,64}$/.test(value) },
    language: { fallback: '', valid: oneOf(languages) },
  }) satisfies ListQueryFields;
