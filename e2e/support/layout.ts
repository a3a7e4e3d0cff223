import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

type ControlBox = { name: string; top: number; bottom: number; width: number; neededWidth: number | null };

/**
 * A row of filters as a person sees it: the controls on one line share their bottom edge, each select
 * is at least as wide as its longest choice needs (no text cut off), and no label is cut off.
 */
export async function expectFilterRowInLine(row: Locator): Promise<void> {
  await row.waitFor();
  const { controls, cutLabels } = await row.evaluate((element) => {
    const found = [...element.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, button')];
    return {
      controls: found.map((control): ControlBox => {
        const box = control.getBoundingClientRect();
        let neededWidth: number | null = null;
        if (control instanceof HTMLSelectElement) {
          // A hidden copy at its natural width: what its longest choice needs, padding and arrow included.
          const copy = control.cloneNode(true) as HTMLSelectElement;
          copy.removeAttribute('id');
          copy.style.cssText = 'position: absolute; visibility: hidden; width: max-content; min-width: 0; max-width: none';
          control.after(copy);
          neededWidth = copy.getBoundingClientRect().width;
          copy.remove();
        }
        const labelled = control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLButtonElement ? control.labels?.[0]?.textContent : null;
        const name = labelled ?? control.textContent?.trim() ?? control.tagName;
        return { name, top: box.top, bottom: box.bottom, width: box.width, neededWidth };
      }),
      cutLabels: [...element.querySelectorAll('label')].filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
    };
  });
  expect(controls.length).toBeGreaterThan(1);
  expect(cutLabels).toEqual([]);
  for (const control of controls) {
    if (control.neededWidth !== null) expect(control.width, `select ${control.name} cuts its text`).toBeGreaterThanOrEqual(control.neededWidth - 0.5);
  }
  for (const [index, one] of controls.entries()) {
    for (const other of controls.slice(index + 1)) {
      const sameLine = one.top < other.bottom && other.top < one.bottom;
      if (sameLine) expect(Math.abs(one.bottom - other.bottom), `${one.name} and ${other.name} end ${one.bottom} and ${other.bottom}`).toBeLessThanOrEqual(1);
    }
  }
}
