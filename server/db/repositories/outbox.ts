import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, OutboxRow } from '../schema';

export class OutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  add(message: Omit<OutboxRow, 'id'>): Promise<OutboxRow> {
    return this.db
      .insertInto('outbox')
      .values({ id: randomUUID(), ...message })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  listTo(to: string): Promise<OutboxRow[]> {
    return this.db.selectFrom('outbox').selectAll().where('to', '=', to).orderBy('created_at').execute();
  }
}
