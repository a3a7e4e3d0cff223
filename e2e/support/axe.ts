import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeNode = { target: unknown[]; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] };

/**
 * Runs axe-core in the page over the whole document; axe walks open shadow roots, so the widgets'
 * insides are checked too. Returns one readable line per failing node.
 */
export async function axeViolations(page: Page, options: { disabledRules?: string[] } = {}): Promise<string[]> {
  // Evaluated through the DevTools protocol, not a <script> tag: the page's CSP (no inline script) stays on while axe runs.
  // Once per document: a page that shows one story after another keeps the axe it was given.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const rules = Object.fromEntries((options.disabledRules ?? []).map((rule) => [rule, { enabled: false }]));
  const violations = await page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'], rules });
    return results.violations;
  }, rules);
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact ?? 'n/a'}): ${JSON.stringify(node.target)} ${violation.help}`),
  );
}
