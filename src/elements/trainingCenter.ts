import { applyPageConfig } from './applyPageConfig';
import { defineConfig } from './tc-config';
import { defineIcon } from './tc-icon';
import { defineToaster } from './tc-toaster';
import type { TrainingCenterApi } from './trainingCenterApi';

/**
 * The page-facing API of the full widget bundle and the host, also at `window.TrainingCenter`
 * (the embed loader sets its own, with the same shape):
 *
 * ```js
 * TrainingCenter.configure({ apiBase: 'https://training.example.com/training-api', lang: 'es' });
 * ```
 *
 * Importing this module also registers the core elements: `<tc-config>`, `<tc-icon>`, `<tc-toaster>`.
 */
export const TrainingCenter: TrainingCenterApi = {
  configure: applyPageConfig,
  // Everything of this bundle is imported already: a tag is defined, or will be by its own import.
  load: (tag) => customElements.whenDefined(tag).then(() => undefined),
};

if (typeof window !== 'undefined') {
  defineConfig(applyPageConfig);
  // The element modules register themselves on import; calling again is a no-op that keeps the imports used.
  defineIcon();
  defineToaster();
  window.TrainingCenter = TrainingCenter;
}
