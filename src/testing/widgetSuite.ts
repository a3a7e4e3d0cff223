import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TcEventName } from '../elements/events';
import { toasterTag } from '../elements/tc-toaster';
import { setLanguage } from '../i18n/i18n';
import { axeViolations, eventContractProblem, recordWidgetEvents, shadowCssText } from './widgetChecks';

export type WidgetSuiteOptions = {
  tag: string;
  /** Registers the element (the widget's element.ts `define...()`), called more than once on purpose. */
  define: () => void;
  /** Attributes set before the element is connected (r2wc reads them as initial config). */
  attributes?: Record<string, string>;
  /** True once the widget has rendered its content (r2wc renders asynchronously). */
  ready: (root: ShadowRoot) => boolean | Promise<boolean>;
  /** Text the widget shows in Spanish; without it the language test is skipped. */
  spanishText?: RegExp;
  /** Drives the widget until it sends its events, e.g. fills and submits a form. */
  interact?: (root: ShadowRoot, element: HTMLElement) => void | Promise<void>;
  /** Events `interact` must produce; each is also checked to bubble and be composed. */
  expectedEvents?: TcEventName[];
};

const renderTimeout = { timeout: 3000 };

/** Creates, configures and connects the element, then waits until `ready` says it rendered. */
export async function mountWidget(options: Pick<WidgetSuiteOptions, 'tag' | 'define' | 'attributes' | 'ready'>): Promise<{ element: HTMLElement; root: ShadowRoot }> {
  options.define();
  const element = document.createElement(options.tag);
  for (const [name, value] of Object.entries(options.attributes ?? {})) element.setAttribute(name, value);
  document.body.append(element);
  await waitFor(async () => {
    expect(element.shadowRoot, `<${options.tag}> has no open shadow root`).toBeTruthy();
    expect(await options.ready(element.shadowRoot as ShadowRoot)).toBe(true);
  }, renderTimeout);
  return { element, root: element.shadowRoot as ShadowRoot };
}

/**
 * The tests every widget passes (style.md: one suite over every element of a kind): defined once,
 * open shadow root with adopted styles, one page toaster, no axe violations, Spanish, event contract.
 */
export function runWidgetSuite(options: WidgetSuiteOptions): void {
  const { tag } = options;
  describe(`<${tag}> widget conformance`, () => {
    it('defines its tag once; defining it again is harmless', () => {
      options.define();
      const constructor = customElements.get(tag);
      expect(constructor).toBeDefined();
      expect(() => options.define()).not.toThrow();
      expect(customElements.get(tag)).toBe(constructor);
    });

    it('renders into an open shadow root holding the shared tokens and its own styles', async () => {
      const { element, root } = await mountWidget(options);
      expect(root.mode).toBe('open');
      expect(element.shadowRoot).toBe(root);
      // base.css defines the tokens; page styles never reach inside, so they must be adopted here.
      expect(shadowCssText(root)).toContain('--tc-color-primary');
    });

    it('shares one toaster per page between its instances', async () => {
      await mountWidget(options);
      await mountWidget(options);
      expect(document.querySelectorAll(toasterTag)).toHaveLength(1);
    });

    // axe walks the whole shadow tree (a chart, a long table): slow on a busy 2-core machine, not stuck.
    it('has no axe violations inside its shadow root', { timeout: 15_000 }, async () => {
      const { element } = await mountWidget(options);
      expect(await axeViolations(element)).toEqual([]);
    });

    it.runIf(options.spanishText)('renders in Spanish after setLanguage("es")', async () => {
      const { root } = await mountWidget(options);
      await setLanguage('es');
      await waitFor(() => expect(root.textContent).toMatch(options.spanishText as RegExp), renderTimeout);
    });

    it('sends only tc-* events that bubble and are composed', async () => {
      options.define();
      const element = document.createElement(tag);
      const recorder = recordWidgetEvents(element);
      try {
        for (const [name, value] of Object.entries(options.attributes ?? {})) element.setAttribute(name, value);
        document.body.append(element);
        await waitFor(async () => expect(await options.ready(element.shadowRoot as ShadowRoot)).toBe(true), renderTimeout);
        await options.interact?.(element.shadowRoot as ShadowRoot, element);
        const expected = options.expectedEvents ?? [];
        if (expected.length > 0) {
          await waitFor(() => expect(recorder.events.map((event) => event.type)).toEqual(expect.arrayContaining(expected)), renderTimeout);
        }
        expect(recorder.events.map(eventContractProblem).filter(Boolean)).toEqual([]);
      } finally {
        recorder.stop();
      }
    });
  });
}
