import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestDurations } from './requestDurations';

const buckets = [0.005, 0.01, 0.1, 1];
const help = 'Time from request to response';

/** prom-client's own histogram and ours, each in a registry of its own, fed the same requests. */
const both = (requests: [method: string, route: string, status: number, seconds: number][]) => {
  const theirs = new Registry();
  const ours = new Registry();
  const histogram = new Histogram({ name: 'durations', help, labelNames: ['method', 'route', 'status_code'], buckets, registers: [theirs] });
  const durations = new RequestDurations('durations', help, buckets, ours);
  for (const [method, route, status, seconds] of requests) {
    histogram.observe({ method, route, status_code: String(status) }, seconds);
    durations.record(method, route, status, seconds);
  }
  return { theirs, ours, durations };
};

describe('request durations', () => {
  it('scrape as prom-client’s own histogram of the same requests, bucket edges and overflow included', async () => {
    const { theirs, ours } = both([
      ['GET', '/a', 200, 0.005],
      ['GET', '/a', 200, 0.0051],
      ['GET', '/a', 200, 0.2],
      ['GET', '/a', 500, 3],
      ['POST', '/b/:id', 200, 0],
      ['GET', '/a', 200, 1],
      ['POST', '/b/:id', 200, 0.01],
    ]);
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
    expect(await ours.metrics()).toContain('durations_bucket{le="0.01",method="POST",route="/b/:id",status_code="200"} 2');
  });

  it('forget every series on reset', async () => {
    const { ours, durations } = both([['GET', '/a', 200, 0.5]]);
    durations.reset();
    expect(await ours.metrics()).not.toContain('durations_count');
  });
});
