import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartMonths, defaultMonths, maxMonths } from './months';

const day = 86_400_000;
const instant = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true });
const label = (at: Date) => at.toISOString().slice(0, 7);

describe('the months a chart over time covers', () => {
  it('ends with the month of the period end (or of now), one label per month in order, never more than the cap', () => {
    fc.assert(
      fc.property(instant, fc.option(instant, { nil: null }), fc.option(instant, { nil: null }), (now, from, to) => {
        const until = to ? new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate()) + day) : null;
        const { labels, start, until: end } = chartMonths({ from, until }, now);
        expect(labels.length).toBeGreaterThanOrEqual(1);
        expect(labels.length).toBeLessThanOrEqual(maxMonths);
        expect(labels.at(-1)).toBe(label(to ?? now));
        expect([...labels].sort()).toEqual(labels);
        expect(new Set(labels).size).toBe(labels.length);
        expect(labels[0]).toBe(label(start));
        expect(end.getTime()).toBeGreaterThan(start.getTime());
        if (!from && labels.length > 0) expect(labels).toHaveLength(defaultMonths);
      }),
    );
  });

  it('covers the period given, month by month', () => {
    const { labels } = chartMonths({ from: new Date('2030-11-15T00:00:00Z'), until: new Date('2031-02-02T00:00:00Z') }, new Date('2031-06-01T00:00:00Z'));
    expect(labels).toEqual(['2030-11', '2030-12', '2031-01', '2031-02']);
  });
});
