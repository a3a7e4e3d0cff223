import { randomUUID } from 'node:crypto';
import type { Db } from '../db/transaction';
import type { OutboxRow } from '../db/schema';

/** Mail kept in the database when no SMTP server is configured (the demo's console outbox). */
export class OutboxRepository {
  constructor(private readonly db: Db) {}

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
