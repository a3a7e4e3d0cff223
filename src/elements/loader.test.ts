import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyLoadMarginPx } from '../contract/limits';
import { FakeIntersectionObserver } from '../testing/fakeIntersectionObserver';
import type { PageConfig } from './applyPageConfig';
import { embedPrefetchMarginPx, reservedSpaceCss, startLoader, type EmbedCore } from './loader';
import { pendingState } from './pendingState';
import { defaultReservedHeightRem, reservedHeightsRem } from './reservedHeights';

let tagCount = 0;
/** A fresh tag per test: a tag can be defined only once per page. */
const freshTag = () => `tc-loader-sample-${++tagCount}`;

/** A page's loader with a core and one widget that record what happened, in order. */
function startSampleLoader(tag: string) {
  const steps: string[] = [];
  const applied: PageConfig[] = [];
  const core: EmbedCore = {
    configure: async (config) => {
      applied.push(config);
      steps.push(`configure ${JSON.stringify(config)}`);
    },
  };
  const importCore = vi.fn(async () => {
    steps.push('core');
    return core;
  });
  const importWidget = vi.fn(async () => {
    steps.push('widget');
    customElements.define(tag, class extends HTMLElement {});
  });
  const api = startLoader({ core: importCore, widgets: { [tag]: importWidget } });
  return { api, steps, applied, importCore, importWidget };
}

beforeEach(() => {
  Reflect.deleteProperty(window, 'TrainingCenter');
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => vi.unstubAllGlobals());

describe('the embed loader', () => {
  it('reserves a block for each widget until its first render (undefined, then pending), never for an inline icon, and a page rule of any weight wins', () => {
    const css = reservedSpaceCss(['tc-icon', 'tc-faq', 'tc-login']);
    expect(css).toBe(
      `:where(tc-faq,tc-login):where(:not(:defined),:state(${pendingState})){display:block;min-block-size:var(--tc-reserved-height,min(${defaultReservedHeightRem}rem,100svh))}` +
        `:where(tc-faq):where(:not(:defined),:state(${pendingState})){min-block-size:var(--tc-reserved-height,min(${reservedHeightsRem['tc-faq']}rem,100svh))}` +
        `:where(tc-login):where(:not(:defined),:state(${pendingState})){min-block-size:var(--tc-reserved-height,min(${reservedHeightsRem['tc-login']}rem,100svh))}`,
    );
    expect(reservedSpaceCss(['tc-not-measured-yet'])).toContain(`min(${defaultReservedHeightRem}rem,100svh)`);
    expect(reservedSpaceCss(['tc-icon'])).toBe('');
  });

  it('fetches nothing until an element comes within the lazy-load margin, then the core once and the widget', async () => {
    const tag = freshTag();
    document.body.innerHTML = `<${tag} id="first"></${tag}><${tag} id="second"></${tag}>`;
    const { importCore, importWidget } = startSampleLoader(tag);
    expect(embedPrefetchMarginPx).toBe(lazyLoadMarginPx);
    expect(FakeIntersectionObserver.instances[0]?.options.rootMargin).toBe(`${lazyLoadMarginPx}px`);
    expect(importCore).not.toHaveBeenCalled();

    FakeIntersectionObserver.enterViewport(document.querySelector('#first') as Element);
    FakeIntersectionObserver.enterViewport(document.querySelector('#second') as Element);
    await waitFor(() => expect(customElements.get(tag)).toBeDefined());
    expect(importCore).toHaveBeenCalledTimes(1);
    expect(importWidget).toHaveBeenCalledTimes(1);
  });

  it('applies settings given before the core loaded, in order, before the widget is defined', async () => {
    const tag = freshTag();
    const { api, steps } = startSampleLoader(tag);
    await api.configure({ apiBase: 'https://training.example/training-api' });
    document.body.insertAdjacentHTML('beforeend', '<tc-config lang="es" login-path="/entrar"></tc-config>');
    expect(steps).toEqual([]);

    await api.load(tag);
    expect(steps).toEqual([
      'core',
      'configure {"apiBase":"https://training.example/training-api"}',
      'configure {"lang":"es","loginPath":"/entrar"}',
      'widget',
    ]);
    await api.configure({ lang: 'en' });
    expect(steps.at(-1)).toBe('configure {"lang":"en"}');
  });

  it('watches elements the page adds later', async () => {
    const tag = freshTag();
    const { importWidget } = startSampleLoader(tag);
    const late = document.createElement(tag);
    document.body.append(document.createElement('div').appendChild(late).parentElement as HTMLElement);
    await waitFor(() => expect(FakeIntersectionObserver.instances[0]?.observed.has(late)).toBe(true));
    FakeIntersectionObserver.enterViewport(late);
    await waitFor(() => expect(importWidget).toHaveBeenCalledTimes(1));
  });

  it('tries again after a failed fetch, and refuses an unknown tag', async () => {
    const tag = freshTag();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, importWidget } = startSampleLoader(tag);
    importWidget.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await expect(api.load(tag)).rejects.toThrow('Failed to fetch');
    expect(errors).toHaveBeenCalledTimes(1);
    await api.load(tag);
    expect(customElements.get(tag)).toBeDefined();
    await expect(api.load('tc-nothing-like-it')).rejects.toThrow('no <tc-nothing-like-it>');
  });

  it('is window.TrainingCenter, and a second loader on the page keeps the first', () => {
    const { api } = startSampleLoader(freshTag());
    expect(window.TrainingCenter).toBe(api);
    expect(startLoader({ core: vi.fn(), widgets: {} })).toBe(api);
  });
});
