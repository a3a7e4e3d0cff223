/**
 * The embed loader's runtime (`dist/embed/training-center.js`, entry `widgets/embed.ts`): the one
 * script a page includes. It stays a few kilobytes because it imports no widget and none of the
 * core; it only knows, per tag, how to import that widget's chunk.
 *
 * How a widget's code arrives: an element whose tag is not defined yet (`:not(:defined)`) is found
 * in the page at start and by a MutationObserver afterwards; an IntersectionObserver watches it,
 * and when it comes within `embedPrefetchMarginPx` of the viewport the shared core is imported
 * (once), queued settings are applied, then the widget's chunk, which defines the tag. The browser
 * then upgrades every element of that tag. No placeholder element is registered: a placeholder
 * would own the tag name, and the real element could never be defined under it.
 *
 * Not seen by the observers: elements inside another component's shadow root; call
 * `TrainingCenter.load(tag)` for those. Without IntersectionObserver every widget loads at once.
 */
import type { PageConfig } from './applyPageConfig';
import { lazyLoadMarginPx } from '../contract/limits';
import { defaultReservedHeightRem, reservedHeightsRem } from './reservedHeights';
import { defineConfig } from './tc-config';
import type { TrainingCenterApi } from './trainingCenterApi';

/** A widget's code is fetched when its element comes this close to the viewport (spec 9's lazy-load margin). */
export const embedPrefetchMarginPx = lazyLoadMarginPx;

/**
 * Tags that render inline (an icon in a heading): they reserve no block while their code loads.
 */
const inlineTags = new Set(['tc-icon']);

/**
 * `pendingState` of pendingState.ts, written out: the loader may import nothing the widgets' chunks
 * import too, or the bundler moves it into their shared chunk (loader.test.ts checks the two agree).
 */
const pendingStateName = 'pending';

/**
 * Until its code arrives, an undefined widget is an empty inline box: on a page of many widgets every
 * one of them sat in the first screen, so every one loaded at once and pushed the page down as it
 * filled (Lighthouse: 27 widgets in the first screen, CLS 0.34). Each reserves the block size it
 * usually settles at on a phone (`reservedHeightsRem`), at most one screen, until its first render
 * is in: undefined, then `:state(pending)` (pendingState.ts), since the first render runs a task after
 * the tag's definition; zero specificity, so any rule of the page (or `--tc-reserved-height`) sets its own.
 */
export const reservedSpaceCss = (tags: readonly string[]): string => {
  const blocks = tags.filter((tag) => !inlineTags.has(tag));
  if (blocks.length === 0) return '';
  // A browser without custom states drops `:state()` from the forgiving `:where()` list and keeps the rest.
  const waiting = `:where(:not(:defined),:state(${pendingStateName}))`;
  const reserve = (rem: number) => `min-block-size:var(--tc-reserved-height,min(${rem}rem,100svh))`;
  const byHeight = new Map<number, string[]>();
  for (const tag of blocks) {
    const rem = reservedHeightsRem[tag] ?? defaultReservedHeightRem;
    if (rem !== defaultReservedHeightRem) byHeight.set(rem, [...(byHeight.get(rem) ?? []), tag]);
  }
  // Same (zero) specificity, later in the sheet: a tag's own height wins over the default.
  const own = [...byHeight].map(([rem, sameHeight]) => `:where(${sameHeight.join(',')})${waiting}{${reserve(rem)}}`);
  return [`:where(${blocks.join(',')})${waiting}{display:block;${reserve(defaultReservedHeightRem)}}`, ...own].join('');
};

/** Adds the reservation to the page's own sheets (a constructed sheet: a strict style-src CSP allows it). */
const reserveSpace = (tags: readonly string[]): void => {
  const css = reservedSpaceCss(tags);
  if (!css || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document) || !('replaceSync' in CSSStyleSheet.prototype)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
};

/** What the shared core gives the loader once it is imported. */
export type EmbedCore = { configure(config: PageConfig): Promise<void> };

export type EmbedChunks = {
  /** Imports the shared core (React, session, i18n, API client); done once, before the first widget. */
  core: () => Promise<EmbedCore>;
  /** Per tag, imports the element module that defines it. */
  widgets: Readonly<Record<string, () => Promise<unknown>>>;
};

/** Starts the loader on this page and returns `window.TrainingCenter`; a second start keeps the first. */
export function startLoader({ core, widgets }: EmbedChunks): TrainingCenterApi {
  if (window.TrainingCenter) return window.TrainingCenter;

  const pending: PageConfig[] = [];
  let loadedCore: EmbedCore | undefined;
  let coreLoad: Promise<EmbedCore> | undefined;
  const loads = new Map<string, Promise<void>>();

  const startCore = (): Promise<EmbedCore> =>
    (coreLoad ??= core().then(async (loaded) => {
      // Settings given before the core existed apply in order, before any widget is defined.
      for (let next = pending.shift(); next; next = pending.shift()) await loaded.configure(next);
      loadedCore = loaded;
      return loaded;
    }));

  const configure = (config: PageConfig): Promise<void> => {
    if (loadedCore) return loadedCore.configure(config);
    pending.push(config);
    return coreLoad ? coreLoad.then(() => undefined) : Promise.resolve();
  };

  const load = (tag: string): Promise<void> => {
    const importWidget = widgets[tag];
    if (!importWidget) return Promise.reject(new Error(`Training Center has no <${tag}> element`));
    let loading = loads.get(tag);
    if (!loading) {
      loading = startCore()
        .then(importWidget)
        .then(() => customElements.whenDefined(tag))
        .then(() => undefined);
      // A failed fetch (offline, blocked) may be tried again later.
      loading.catch((error: unknown) => {
        loads.delete(tag);
        console.error(`Training Center could not load <${tag}>`, error);
      });
      loads.set(tag, loading);
    }
    return loading;
  };

  const api: TrainingCenterApi = { configure, load };
  window.TrainingCenter = api;
  defineConfig(configure);

  const selector = Object.keys(widgets).join(',');
  reserveSpace(Object.keys(widgets));
  const near =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries, observer) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer.unobserve(entry.target);
              // No retry loop on a broken network: the next element of the tag, or TrainingCenter.load(), tries again.
              load(entry.target.localName).catch(() => undefined);
            }
          },
          { rootMargin: `${embedPrefetchMarginPx}px` },
        );
  const watch = (element: Element): void => {
    if (customElements.get(element.localName)) return;
    if (near) near.observe(element);
    else void load(element.localName).catch(() => undefined);
  };
  const scan = (root: Element | Document): void => {
    if (root instanceof Element && root.matches(selector)) watch(root);
    root.querySelectorAll(selector).forEach(watch);
  };

  scan(document);
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node);
  }).observe(document, { childList: true, subtree: true });
  return api;
}
