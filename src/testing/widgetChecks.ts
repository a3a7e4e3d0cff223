import axe from 'axe-core';

/**
 * axe rules that cannot give a true answer in happy-dom or inside an embeddable widget:
 * - color-contrast: happy-dom computes no layout or cascaded colours, so every pair would be guessed.
 * - region: landmarks belong to the page that embeds the widget, not to the widget.
 */
export const axeRulesOffInUnitTests = ['color-contrast', 'region'] as const;

/** axe violations inside `element` and its open shadow root, as `rule: target` lines for readable failures. */
export async function axeViolations(element: Element): Promise<string[]> {
  const rules = Object.fromEntries(axeRulesOffInUnitTests.map((id) => [id, { enabled: false }]));
  const results = await axe.run(element, { rules, resultTypes: ['violations'] });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${violation.help})`),
  );
}

export type RecordedEvent = { type: string; bubbles: boolean; composed: boolean };

/**
 * Records every CustomEvent dispatched by `element` or from inside its shadow root until `stop()`.
 * React's own events are native Event objects, so only what a widget sends to its page is kept.
 */
export function recordWidgetEvents(element: Element): { events: RecordedEvent[]; stop: () => void } {
  const events: RecordedEvent[] = [];
  const seen = new WeakSet<Event>();
  const isFromWidget = (target: EventTarget): boolean =>
    target === element || (target instanceof Node && target.getRootNode() === element.shadowRoot);
  // DOM implementations override dispatchEvent down the chain (happy-dom does): wrap every owner once.
  const owners: { owner: object; original: EventTarget['dispatchEvent'] }[] = [];
  for (let proto: object | null = Object.getPrototypeOf(element); proto; proto = Object.getPrototypeOf(proto)) {
    const original = Object.getOwnPropertyDescriptor(proto, 'dispatchEvent')?.value as EventTarget['dispatchEvent'] | undefined;
    if (typeof original !== 'function') continue;
    owners.push({ owner: proto, original });
    Object.defineProperty(proto, 'dispatchEvent', {
      configurable: true,
      writable: true,
      value: function record(this: EventTarget, event: Event): boolean {
        if (event instanceof CustomEvent && !seen.has(event) && isFromWidget(this)) {
          seen.add(event);
          events.push({ type: event.type, bubbles: event.bubbles, composed: event.composed });
        }
        return original.call(this, event);
      },
    });
  }
  return {
    events,
    stop: () => {
      for (const { owner, original } of owners) {
        Object.defineProperty(owner, 'dispatchEvent', { configurable: true, writable: true, value: original });
      }
    },
  };
}

/** Why a recorded event breaks the event contract (architecture: `tc-*`, bubbling, composed), if it does. */
export const eventContractProblem = (event: RecordedEvent): string | null => {
  if (!event.type.startsWith('tc-')) return `${event.type}: name must start with tc-`;
  if (!event.bubbles) return `${event.type}: must bubble`;
  if (!event.composed) return `${event.type}: must be composed`;
  return null;
};

/** The CSS text a shadow root holds, adopted sheets and <style> elements alike. */
export const shadowCssText = (root: ShadowRoot): string => {
  const adopted = (root.adoptedStyleSheets ?? []).flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText));
  const inline = Array.from(root.querySelectorAll('style'), (style) => style.textContent ?? '');
  return [...adopted, ...inline].join('\n');
};
