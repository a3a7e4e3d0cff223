import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { SupportTicketsTable } from '../../db/schema';
import type { Db } from '../../db/transaction';

export type TicketRow = Selectable<SupportTicketsTable>;
export type NewTicket = Omit<Insertable<SupportTicketsTable>, 'id'>;

/** Tickets of the contact form. */
export class TicketRepository {
  constructor(private readonly db: Db) {}

  /** Stores the ticket unless its number is taken (then undefined: the caller draws another number). */
  async add(ticket: NewTicket): Promise<TicketRow | undefined> {
    return this.db
      .insertInto('support_tickets')
      .values({ ...ticket, id: randomUUID() })
      .onConflict((oc) => oc.column('ticket_number').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  findByNumber(ticketNumber: string): Promise<TicketRow | undefined> {
    return this.db.selectFrom('support_tickets').selectAll().where('ticket_number', '=', ticketNumber).executeTakeFirst();
  }
}
