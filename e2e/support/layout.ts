import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

type ControlBox = { name: string; top: number; bottom: number; left: number; right: number; width: number; neededWidth: number | null; labelTop: number | null };

/**
 * A row of filters as a person sees it, at any width: every control lies within the row, the controls
 * on one line share their bottom edge and their labels share their top edge (a hint under one control
 * pushes nothing out of line), each select is at least as wide as its longest choice needs (no text cut
 * off) or, where that is more than the row has, as wide as the row, and no label is cut off.
 */
export async function expectFilterRowInLine(row: Locator): Promise<void> {
  await row.waitFor();
  const { rowBox, controls, cutLabels, fieldsWithRoomBelow } = await row.evaluate((element) => {
    const found = [...element.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, button')];
    const { left, right } = element.getBoundingClientRect();
    return {
      rowBox: { left, right },
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
        const label = control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLButtonElement ? control.labels?.[0] : undefined;
        const name = label?.textContent ?? control.textContent?.trim() ?? control.tagName;
        return { name, top: box.top, bottom: box.bottom, left: box.left, right: box.right, width: box.width, neededWidth, labelTop: label ? label.getBoundingClientRect().top : null };
      }),
      cutLabels: [...element.querySelectorAll('label')].filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
      // A field ends where its last line in the flow ends: an empty error line adds no gap under the control.
      fieldsWithRoomBelow: [...element.querySelectorAll<HTMLElement>(':scope > .tc-field')]
        .filter((field) => {
          // A line of text with no text (an error line with no error) shows nothing.
          const shown = [...field.children].filter((child) => !(child instanceof HTMLParagraphElement && !child.textContent?.trim()));
          const contentBottom = Math.max(...shown.map((child) => child.getBoundingClientRect().bottom));
          return field.getBoundingClientRect().bottom - contentBottom > 0.5;
        })
        .map((field) => field.querySelector('label')?.textContent ?? field.className),
    };
  });
  expect(controls.length).toBeGreaterThan(0);
  expect(cutLabels).toEqual([]);
  expect(fieldsWithRoomBelow, 'fields with empty room under their last line').toEqual([]);
  for (const control of controls) {
    expect(control.left, `${control.name} starts left of the row`).toBeGreaterThanOrEqual(rowBox.left - 0.5);
    expect(control.right, `${control.name} ends right of the row`).toBeLessThanOrEqual(rowBox.right + 0.5);
    // On a phone a long choice may need more than the row: then the select takes the whole row.
    if (control.neededWidth !== null) expect(control.width, `select ${control.name} cuts its text`).toBeGreaterThanOrEqual(Math.min(control.neededWidth, rowBox.right - rowBox.left) - 0.5);
  }
  for (const [index, one] of controls.entries()) {
    for (const other of controls.slice(index + 1)) {
      if (!(one.top < other.bottom && other.top < one.bottom)) continue;
      expect(Math.abs(one.bottom - other.bottom), `${one.name} and ${other.name} end ${one.bottom} and ${other.bottom}`).toBeLessThanOrEqual(1);
      if (one.labelTop !== null && other.labelTop !== null) {
        expect(Math.abs(one.labelTop - other.labelTop), `the labels of ${one.name} and ${other.name} start ${one.labelTop} and ${other.labelTop}`).toBeLessThanOrEqual(1);
      }
    }
  }
}
