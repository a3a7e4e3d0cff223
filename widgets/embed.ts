/**
 * The embed loader (`dist/embed/training-center.js`): the one script tag of a partner page. It
 * registers nothing heavy; each `tc-*` element below gets its chunk when it comes near the
 * viewport (src/elements/loader.ts). A new widget adds its line here and in widgets/index.ts.
 */
import { startLoader } from '../src/elements/loader';

startLoader({
  core: () => import('../src/elements/embedCore').then((module) => module.embedCore),
  widgets: {
    'tc-icon': () => import('../src/elements/tc-icon'),
    'tc-login': () => import('./login/element'),
    'tc-account-help': () => import('./account-help/element'),
    'tc-profile': () => import('./profile/element'),
    'tc-course-player': () => import('./course-player/element'),
  },
});

// Types only (nothing of the bundle loads): a TypeScript page that includes the loader gets the typed tags, events and `TrainingCenter`.
export type * from './index';
