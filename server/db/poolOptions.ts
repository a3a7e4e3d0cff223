import type pg from 'pg';

/** How long a request waits for a pooled connection: with the database away it gets a 503, not a hang. */
export const connectTimeoutMs = 5_000;

/** A connection is replaced after this long, so none outlives a network device's or proxy's idea of a live one. */
export const connectionLifetimeSeconds = 30 * 60;

/**
 * How every PostgreSQL pool holds its connections (bench/support/bareTwin.process.ts opens its pool the same
 * way). A fixed-size pool: a connection is not closed for being idle, so no release arms an idle timer and no
 * checkout disarms it (`npm run bench:pool`); TCP keepalive finds a peer that went away, and every connection is
 * renewed after `connectionLifetimeSeconds`.
 */
export const postgresPoolOptions = {
  connectionTimeoutMillis: connectTimeoutMs,
  idleTimeoutMillis: 0,
  keepAlive: true,
  maxLifetimeSeconds: connectionLifetimeSeconds,
} satisfies pg.PoolConfig;
