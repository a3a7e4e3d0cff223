/** Prometheus metrics of a node: the registry and the /metrics route. */
export { MetricsService } from './service';
export { metricsPath, registerMetrics } from './routes';
