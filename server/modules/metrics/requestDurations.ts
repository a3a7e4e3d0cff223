import { Histogram, type LabelValues, type Registry } from 'prom-client';

type Label = 'method' | 'route' | 'status_code';
type Figures = Awaited<ReturnType<Histogram<Label>['get']>>;
/** What `get()` lists: a series' labels with a bucket's `le`; a bucket's exemplar is null, as in prom-client's. */
type Values = (Awaited<ReturnType<Histogram<Label | 'le'>['get']>>['values'][number] & { exemplar?: null })[];
/** One series: its labels, how many observations fell in each bucket (not cumulative), their sum and count. */
type Series = { labels: LabelValues<Label>; counts: number[]; sum: number; count: number };

/**
 * prom-client's histogram of request durations, observed without prom-client's per-observation work: its
 * `observe` checks the labels and hashes them into a key on every call (5 to 8 µs a request in bench:api's
 * CPU profiles). Here a series is found by a string of its labels and counted in a plain array; prom-client
 * still names, formats and serves the figures, from `get()` at each scrape. Count through `record` only: the
 * inherited `observe`, `labels` and `zero` write where `get()` does not read.
 */
export class RequestDurations extends Histogram<Label> {
  private readonly bounds: number[];
  private series = new Map<string, Series>();

  constructor(
    private readonly metricName: string,
    private readonly help: string,
    buckets: number[],
    registry: Registry,
  ) {
    super({ name: metricName, help, labelNames: ['method', 'route', 'status_code'], buckets, registers: [registry] });
    this.bounds = buckets.toSorted((a, b) => a - b);
  }

  /** Counts one answered request. */
  record(method: string, route: string, statusCode: number, seconds: number): void {
    const key = `${method} ${statusCode} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = { labels: { method, route, status_code: String(statusCode) }, counts: this.bounds.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    for (let index = 0; index < this.bounds.length; index += 1) {
      if (seconds <= (this.bounds[index] ?? 0)) {
        series.counts[index] = (series.counts[index] ?? 0) + 1;
        break;
      }
    }
    series.sum += seconds;
    series.count += 1;
  }

  // A new map, not clear(): prom-client's constructor resets before this class's fields exist.
  override reset(): void {
    this.series = new Map();
  }

  /** The figures as prom-client's own histogram gives them to JSON: cumulative buckets, `+Inf`, sum and count. */
  override async get(): Promise<Figures> {
    return this.figures((labels, le) => ({ labels: { ...labels, le } }));
  }

  /**
   * What the registry's text format reads when a metric has it, as prom-client's histogram does: a bucket's
   * `le` as its label and the series' labels shared, which sets `le` first on the line.
   */
  getForPromString(): Promise<Figures> {
    return Promise.resolve(this.figures((labels, le) => ({ labels: { le }, sharedLabels: labels })));
  }

  private figures(bucketLabels: (labels: LabelValues<Label>, le: number | string) => { labels: LabelValues<Label | 'le'>; sharedLabels?: LabelValues<Label> }): Figures {
    const values: Values = [];
    const bucket = `${this.metricName}_bucket`;
    for (const { labels, counts, sum, count } of this.series.values()) {
      let below = 0;
      this.bounds.forEach((bound, index) => {
        below += counts[index] ?? 0;
        values.push({ ...bucketLabels(labels, bound), value: below, metricName: bucket, exemplar: null });
      });
      values.push({ ...bucketLabels(labels, '+Inf'), value: count, metricName: bucket, exemplar: null });
      values.push({ labels, value: sum, metricName: `${this.metricName}_sum` });
      values.push({ labels, value: count, metricName: `${this.metricName}_count` });
    }
    // What prom-client's own histogram returns; its types name the type by an enum (at run time a string) and add a `collect` it does not return.
    return { name: this.metricName, help: this.help, type: 'histogram', values, aggregator: 'sum' } as unknown as Figures;
  }
}
