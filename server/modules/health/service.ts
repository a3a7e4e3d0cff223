import { sql } from 'kysely';
import type { Db } from '../../db/transaction';

/** What a load balancer asks: does this node reach its database? */
export class HealthService {
  constructor(private readonly deps: { db: Db }) {}

  /** Resolves when the database answers; rejects with its error when it does not. */
  async checkDatabase(): Promise<void> {
    await sql`select 1`.execute(this.deps.db);
  }
}
