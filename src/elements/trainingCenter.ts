import { applyPageConfig, type PageConfig } from './applyPageConfig';
import { defineConfig } from './tc-config';
import { defineIcon } from './tc-icon';
import { defineToaster } from './tc-toaster';

/**
 * The page-facing API of the widget bundle, also at `window.TrainingCenter`:
 *
 * ```js
 * TrainingCenter.configure({ apiBase: 'https://training.example.com/training-api', lang: 'es' });
 * ```
 *
 * Importing this module also registers the core elements: `<tc-config>`, `<tc-icon>`, `<tc-toaster>`.
 */
export const TrainingCenter = {
  /** Sets the API base, language, login path or navigation of every widget on the page. */
  configure(options: PageConfig): Promise<void> {
    return applyPageConfig(options);
  },
};

declare global {
  interface Window {
    TrainingCenter: typeof TrainingCenter;
  }
}

if (typeof window !== 'undefined') {
  // The element modules register themselves on import; calling again is a no-op that keeps the imports used.
  defineConfig();
  defineIcon();
  defineToaster();
  window.TrainingCenter = TrainingCenter;
}
