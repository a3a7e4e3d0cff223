import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type AxeNode = { target: unknown[]; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] };

/**
 * Runs axe-core in the page over the whole document; axe walks open shadow roots, so the widgets'
 * insides are checked too. Returns one readable line per failing node.
 */
export async function axeViolations(page: Page, options: { disabledRules?: string[] } = {}): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
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
