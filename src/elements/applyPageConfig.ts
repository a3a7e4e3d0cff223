import { configure } from '../api/config';
import { setLanguage } from '../i18n/i18n';

/** What a page may set, through `TrainingCenter.configure()` or `<tc-config>`. */
export type PageConfig = {
  /** Base of the training API, e.g. `https://training.example.com/training-api`. */
  apiBase?: string;
  /** `en` or `es`; anything else falls back to English. */
  lang?: string;
  /** Where the session-expired flow sends the user. */
  loginPath?: string;
  /** How to move to a path; a single-page app passes its router's navigate. */
  navigate?: (path: string) => void;
};

/** Applies the options that are present; resolves once the language has switched. */
export const applyPageConfig = async ({ apiBase, lang, loginPath, navigate }: PageConfig): Promise<void> => {
  configure({ apiBase: apiBase || undefined, loginPath: loginPath || undefined, navigate });
  if (lang) await setLanguage(lang);
};
