/** A chart over time shows this many months when the period does not say, and never more than `maxMonths`. */
export const defaultMonths = 12;
export const maxMonths = 36;

const monthStart = (at: Date): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
const addMonths = (at: Date, months: number): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
const label = (at: Date): string => `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * The UTC months a chart over time covers: from the period's first month (or `defaultMonths` back
 * from its last) to the month of its end (or of `now`), at most `maxMonths`, oldest first.
 */
export const chartMonths = (period: { from: Date | null; until: Date | null }, now: Date): { labels: string[]; start: Date; until: Date } => {
  const lastDay = period.until ? new Date(period.until.getTime() - 1) : now;
  const last = monthStart(lastDay);
  let first = period.from ? monthStart(period.from) : addMonths(last, 1 - defaultMonths);
  if (first > last) first = last;
  if (addMonths(first, maxMonths) <= last) first = addMonths(last, 1 - maxMonths);
  const labels: string[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) labels.push(label(month));
  return { labels, start: first, until: addMonths(last, 1) };
};
