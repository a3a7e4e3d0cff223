import { kb } from './bytes';

/** The budgets of issue 8, in bytes of gzip (what every browser accepts; brotli is smaller still). */
export const budgets = {
  loader: 5 * 1024,
  shared: 100 * 1024,
  widget: 25 * 1024,
  /** One widget on a partner page: every JavaScript file it downloads. */
  partnerPageOneWidget: 130 * 1024,
  /** A page whose only widget is below the fold, before the visitor scrolls near it. */
  belowTheFold: 10 * 1024,
  /** Initial JavaScript of any host route. */
  hostRoute: 130 * 1024,
} as const;

export type BudgetName = keyof typeof budgets;

/** One measured figure against its budget. */
export type Measured = { budget: BudgetName; what: string; gzip: number };

/** One line per figure over its budget, e.g. `over budget: host route /home: initial JS 131.2 KB gzip > 130.0 KB`. */
export const budgetFailures = (measured: Measured[]): string[] =>
  measured
    .filter(({ budget, gzip }) => gzip > budgets[budget])
    .map(({ budget, what, gzip }) => `over budget: ${what}: ${kb(gzip)} gzip > ${kb(budgets[budget])} (${budget})`);
