import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** The same server URL, another database. */
export const withDatabase = (url: string, database: string): string => {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
};

/** pool.end() resolves before its sockets close, and a forced drop then kills them as an uncaught error: wait for zero sessions. */
export const waitForNoSessions = async (admin: pg.Client, database: string): Promise<void> => {
  for (let poll = 0; poll < 100; poll += 1) {
    const { rows } = await admin.query<{ sessions: number }>('select count(*)::int as sessions from pg_stat_activity where datname = $1', [database]);
    if (rows[0]?.sessions === 0) return;
    await sleep(20);
  }
};

/** Work on a short-lived connection to the database of `adminUrl`. */
export const onServer = async <T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
};

/** Drops a database once its pools have let go of it. */
export const dropDatabase = (adminUrl: string, database: string): Promise<void> =>
  onServer(adminUrl, async (admin) => {
    await waitForNoSessions(admin, database);
    await admin.query(`drop database if exists ${database} with (force)`);
  });
