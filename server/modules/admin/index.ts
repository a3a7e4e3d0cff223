/** Operator commands of the admin CLI: over loopback-only internal routes, or run directly by the CLI and the seed. */
export { adminRoutes } from './routes';
export { AdminService, type AdminServiceDeps, type NewAccount } from './service';
