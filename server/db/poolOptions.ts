import type pg from 'pg';

/** How long a request waits for a pooled connection: with the database away it gets a 503, not a hang. */
export const connectTimeoutMs = 5_000;

/** A connection is replaced after this long (a backend's memory grows with what it has planned and cached). */
export const connectionLifetimeSeconds = 30 * 60;

/** An idle connection is probed after this long: a firewall keeps it open, and a peer that went away is noticed. */
export const keepAliveAfterMs = 60_000;

/**
 * How every PostgreSQL pool holds its connections (bench/support/bareTwin.process.ts opens its pool the same
 * way). A fixed-size pool: a connection is not closed for being idle, so no release arms an idle timer and no
 * checkout disarms it (`npm run bench:pool`); TCP keepalive probes an idle one, and every connection is renewed
 * after `connectionLifetimeSeconds`.
 */
export const postgresPoolOptions = {
  connectionTimeoutMillis: connectTimeoutMs,
  idleTimeoutMillis: 0,
  keepAlive: true,
  keepAliveInitialDelayMillis: keepAliveAfterMs,
  maxLifetimeSeconds: connectionLifetimeSeconds,
} satisfies pg.PoolConfig;
