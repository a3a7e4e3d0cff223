import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import { compileHint } from './vite.compileHint.ts';
import { mayBeCopied } from './vite.inlineChunks.ts';
import { precompress } from './vite.precompress.ts';
import { preactCompat } from './vite.preact.ts';
import { pureContractSchemas } from './vite.pureSchemas.ts';

/** A package directory in a module id, on any platform. */
const inPackages = (...names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * react-router's package exports name only its development build (remix-run/react-router#12532, #14102):
 * a production build points at its production files, without the development-only checks and warnings (0.6 KB gzip less).
 */
const routerFile = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: routerFile('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerFile('dom-export.mjs') },
];

/** The host app: the full portal, composed from the widgets' tags. */
export default defineConfig(({ mode }) => ({
  root: 'host',
  publicDir: false,
  plugins: [react(), pureContractSchemas(), precompress()],
  resolve: { alias: mode === 'production' ? [...preactCompat, ...reactRouterProduction] : preactCompat },
  build: {
    outDir: '../dist/host',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        postBanner: compileHint,
        // Libraries change far less often than our code: their own chunks stay cached across deploys.
        // The shell loads those every page needs; each page's widget code (and zod, for forms) stays with its lazy chunk.
        codeSplitting: {
          groups: [
            { name: 'react', test: inPackages('preact', 'react', 'react-dom', 'scheduler'), priority: 3 },
            { name: 'router', test: inPackages('react-router'), priority: 2 },
            { name: 'i18next', test: inPackages('i18next', 'react-i18next', 'use-sync-external-store'), priority: 2 },
            // Only pages with a form validate on the client: the other pages never load it.
            { name: 'zod', test: inPackages('zod'), priority: 2 },
            // The admin reports' charts: only that page loads d3.
            { name: 'charts', test: inPackages('d3-[a-z]+', 'internmap'), priority: 2 },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 1 },
            // Our own modules every page runs first go in one file, not one per shared module: fewer requests before the first page.
            { name: 'shell', tags: ['$initial'], priority: 0 },
          ],
          // A small chunk that only some pages share is copied into each of them: a course page loads 12 files instead of 27,
          // and its largest paint comes 0.3 s sooner (docs/performance.md, fourteenth pass). Modules with state keep one copy.
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: (id) => !mayBeCopied(id) },
        },
      },
    },
  },
  server: { proxy: { '/training-api': 'http://localhost:8080' } },
}));
