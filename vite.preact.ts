import type { Alias } from 'vite';

/**
 * Browser builds run the widgets and the host on Preact's React-compatible layer: the same React
 * code (types, tests and Storybook stay on React), about 55 KB gzip less on every page, measured in
 * docs/performance.md. Exact ids only: `react-dom/client` before `react-dom`, `react` never matches `react-router`.
 */
export const preactCompat: Alias[] = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  // react-i18next's CommonJS shim would require() the alias and wrap Preact in lazy initialisers; compat has the hook itself.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];
