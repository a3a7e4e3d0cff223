import type { SubmitTicketRequest, SubmitTicketResult, SupportInfo } from '../../../src/contract/support';
import type { Language } from '../../../src/contract/languages';
import type { Db } from '../../db/transaction';
import type { Mailer } from '../../lib/mailer';
import type { Throttle } from '../../lib/throttle/throttle';
import { isSupportOpen, nextSupportChange } from './hours';
import { supportThrottleRules } from './limits';
import { supportInboxMail, ticketConfirmationMail } from './mails';
import { newTicketNumber } from './ticketNumber';
import { TicketRepository, type TicketRow } from './ticketRepository';

export type SupportDesk = { email: string; phone: string };

export type SupportServiceDeps = { db: Db; throttle: Throttle; mailer: Mailer; now: () => Date; desk: SupportDesk };

/** Who sent a ticket: the client address always, the account when signed in. */
export type TicketSender = { ip: string; lang: Language; user?: { id: string; account: string } };

// Five draws of 40 random bits that all collide do not happen; the bound keeps a broken database from looping.
const numberDraws = 5;

/** The contact form's tickets and the support desk's facts. */
export class SupportService {
  constructor(private readonly deps: SupportServiceDeps) {}

  info(): SupportInfo {
    const now = this.deps.now();
    return { openNow: isSupportOpen(now), nextChangeAt: nextSupportChange(now).toISOString(), phone: this.deps.desk.phone, email: this.deps.desk.email };
  }

  /**
   * Stores the ticket, then mails the support inbox and the sender (in the background: the answer
   * does not wait for SMTP). Counted per address and per e-mail before anything is stored.
   */
  async submit(form: SubmitTicketRequest, sender: TicketSender): Promise<SubmitTicketResult> {
    const { db, throttle, mailer, now } = this.deps;
    await throttle.admit(db, { rule: supportThrottleRules.ticketPerIp, subject: sender.ip }, { rule: supportThrottleRules.ticketPerEmail, subject: form.email });
    const tickets = new TicketRepository(db);
    let ticket: TicketRow | undefined;
    for (let draw = 0; draw < numberDraws && !ticket; draw += 1) {
      ticket = await tickets.add({ ...form, ticket_number: newTicketNumber(), user_id: sender.user?.id ?? null, lang: sender.lang, client_ip: sender.ip, created_at: now() });
    }
    if (!ticket) throw new Error('no free ticket number after several draws');
    mailer.deliverInBackground({ to: this.deps.desk.email, ...supportInboxMail(ticket, sender.user?.account) });
    mailer.deliverInBackground({ to: ticket.email, ...ticketConfirmationMail(ticket, sender.lang) });
    return { ticketId: ticket.ticket_number };
  }
}
