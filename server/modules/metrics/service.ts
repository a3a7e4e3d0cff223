import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Seconds; from a fast session check to a slow upload. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.3, 0.5, 1, 2.5, 5, 10];

/**
 * What this process tells Prometheus: Node's own figures (CPU, memory, event-loop delay, GC) and the
 * duration of every answered request by method, route template and status. One registry per app.
 */
export class MetricsService {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  // One child per series, found by a string key: prom-client otherwise hashes the label object on every observation.
  private readonly series = new Map<string, ReturnType<Histogram<'method' | 'route' | 'status_code'>['labels']>>();

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to response, by method, route template and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: durationBuckets,
      registers: [this.registry],
    });
  }

  /** `route` is the route's template (`/x/:id`), never the raw URL, so the series stay few. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    const key = `${method} ${statusCode} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = this.requestDuration.labels({ method, route, status_code: String(statusCode) });
      this.series.set(key, series);
    }
    series.observe(seconds);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
