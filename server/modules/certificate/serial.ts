import { randomBytes } from 'node:crypto';
import { serialRandomBytes } from './limits';

/** `TC-` and 64 random bits as four groups of hex digits, e.g. TC-9F3A-1B2C-77D0-E4A5: short enough to read from paper. */
export const newSerial = (): string => `TC-${(randomBytes(serialRandomBytes).toString('hex').toUpperCase().match(/.{4}/g) ?? []).join('-')}`;
