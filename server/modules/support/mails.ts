import type { Language } from '../../../src/contract/languages';
import type { TicketRow } from './ticketRepository';

/** The support hours as the spec words them (the confirmation tells the sender when we answer). */
const hoursText: Record<Language, string> = {
  en: '8 AM - 8 PM CST, Sun-Sat',
  es: 'de 8:00 a 20:00 (hora CST), de domingo a sábado',
};

// A subject line is one line: a typed line break must not start a header of its own.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** To the support inbox (English, the team's language): everything the sender wrote. */
export const supportInboxMail = (ticket: TicketRow, account: string | undefined) => ({
  subject: `[${ticket.ticket_number}] ${oneLine(ticket.subject)}`,
  replyTo: ticket.email,
  text:
    `New support ticket ${ticket.ticket_number}\n\n` +
    `Name: ${ticket.name}\nE-mail: ${ticket.email}\nCompany: ${ticket.company}\n` +
    `Account: ${account ?? '(not signed in)'}\nLanguage: ${ticket.lang}\nReceived: ${ticket.created_at.toISOString()}\n\n` +
    `Subject: ${ticket.subject}\n\n${ticket.message}\n`,
});

/**
 * To the sender, in their language: the ticket number and when we answer. It repeats nothing else
 * they typed, so the form cannot be used to send someone else a message of one's own.
 */
export const ticketConfirmationMail = (ticket: TicketRow, lang: Language) =>
  lang === 'es'
    ? {
        subject: `Hemos recibido su solicitud ${ticket.ticket_number}`,
        text:
          `Hola, ${ticket.name}:\n\n` +
          `hemos recibido su solicitud de soporte. Su número de ticket es ${ticket.ticket_number}; indíquelo si nos escribe o nos llama.\n` +
          `Le responderemos en nuestro horario de atención: ${hoursText.es}.\n\n— Training Center`,
      }
    : {
        subject: `We received your request ${ticket.ticket_number}`,
        text:
          `Hello ${ticket.name},\n\n` +
          `we received your support request. Your ticket number is ${ticket.ticket_number}; please quote it when you write or call us.\n` +
          `We answer during our support hours: ${hoursText.en}.\n\n— Training Center`,
      };
