import type { PageConfig } from './applyPageConfig';

/**
 * `window.TrainingCenter`: the page-facing API, the same whether the page loaded the embed loader
 * (`/embed/training-center.js`) or the full bundle (`/widgets/training-center.js`).
 */
export type TrainingCenterApi = {
  /**
   * Sets the API base, language, login path or navigation of every widget on the page. With the
   * loader it works before any widget code is loaded: the settings wait and apply before the first
   * widget renders. Resolves once they apply to every widget already loaded.
   */
  configure(options: PageConfig): Promise<void>;
  /**
   * Loads a widget's code now instead of when its element comes near the viewport (for an element
   * inside another shadow root, which the loader cannot see, or to prefetch). Resolves once the tag is defined.
   */
  load(tag: string): Promise<void>;
};

declare global {
  interface Window {
    TrainingCenter: TrainingCenterApi;
  }
}
