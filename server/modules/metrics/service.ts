import { collectDefaultMetrics, Registry } from 'prom-client';
import { RequestDurations } from './requestDurations';

/** Seconds; from a fast session check to a slow upload. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.3, 0.5, 1, 2.5, 5, 10];

/**
 * What this process tells Prometheus: Node's own figures (CPU, memory, event-loop delay, GC) and the
 * duration of every answered request by method, route template and status. One registry per app.
 */
export class MetricsService {
  readonly registry = new Registry();
  private readonly requestDuration: RequestDurations;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.requestDuration = new RequestDurations('http_request_duration_seconds', 'Time from request to response, by method, route template and status code', durationBuckets, this.registry);
  }

  /** `route` is the route's template (`/x/:id`), never the raw URL, so the series stay few. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.requestDuration.record(method, route, statusCode, seconds);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
