import { randomInt } from 'node:crypto';
import { ticketNumberLength } from './limits';

// Crockford base32: no I, L, O or U, so a number read out loud is not misheard.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `SR-` and two groups of four random characters, e.g. SR-7K3D-Q9XA. */
export const newTicketNumber = (): string => {
  const characters = Array.from({ length: ticketNumberLength }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `SR-${characters.slice(0, 4)}-${characters.slice(4)}`;
};
