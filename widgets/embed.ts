/**
 * The embed loader (`dist/embed/training-center.js`): the one script tag of a partner page. It
 * registers nothing heavy; each `tc-*` element gets its chunk when it comes near the viewport
 * (src/elements/loader.ts). Every widget folder joins by itself: `widgets/<name>/element.ts`
 * defines `<tc-<name>>` (a unit test holds the convention).
 */
import { startLoader } from '../src/elements/loader';

/** `./login/element.ts` → `tc-login`. */
export const tagOfElementModule = (path: string): string => `tc-${path.split('/')[1]}`;

const elementModules = import.meta.glob('./*/element.ts');

startLoader({
  core: () => import('../src/elements/embedCore').then((module) => module.embedCore),
  widgets: {
    'tc-icon': () => import('../src/elements/tc-icon'),
    ...Object.fromEntries(Object.entries(elementModules).map(([path, load]) => [tagOfElementModule(path), load])),
  },
});

// Types only (nothing of the bundle loads): a TypeScript page that includes the loader gets the typed tags, events and `TrainingCenter`.
export type * from './index';
