/** The health check of load balancers. */
export { healthRoutes } from './routes';
export { HealthService } from './service';
