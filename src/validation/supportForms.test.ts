import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fieldErrors';
import { validationMessage } from './messages';
import { hasEmoji } from './rules';
import { ticketFields, ticketForm } from './supportForms';

const valid = { name: 'Ana', email: 'ana@example.test', company: 'Sol', subject: 'Help', message: 'Text' };
const emoji = ['😀', '🇲🇽', '👍🏽', '❤️', '1️⃣', '#⃣', '👨‍👩‍👧', '🏳️‍🌈', '⌚', '🀄', '✅', '™️', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'];

describe('emoji detection', () => {
  it('finds pictographs, flags, skin tones, keycaps and emoji-styled symbols', () => {
    for (const sample of emoji) expect(hasEmoji(`a ${sample} b`), sample).toBe(true);
  });

  it('leaves digits, #, *, ©, ®, ™ and accented or non-Latin text alone', () => {
    expect(hasEmoji('Order #123 * 4 = 492; Acme© Sol® Power™')).toBe(false);
    expect(hasEmoji('Señora Núñez, ¿qué tal? Ελληνικά 日本語 العربية')).toBe(false);
  });

  it('never flags text typed on a keyboard: any mix of letters, digits and punctuation', () => {
    const typed = fc.string({ unit: fc.constantFrom(...'abcXYZ0123456789#*+-_.,;:!?¿¡@%&()[]/\'" áéíóúñÑüç©®™\n'.split('')) });
    fc.assert(fc.property(typed, (text) => !hasEmoji(text)));
  });

  it('flags an emoji wherever it sits in such text', () => {
    const typed = fc.string({ unit: fc.constantFrom(...'abc 0123#*áñ'.split('')) });
    fc.assert(fc.property(typed, fc.constantFrom(...emoji), typed, (before, sample, after) => hasEmoji(`${before}${sample}${after}`)));
  });
});

describe('the contact form schema', () => {
  it('accepts a complete form, trimmed', () => {
    expect(ticketForm.parse({ ...valid, name: '  Ana  ' }).name).toBe('Ana');
  });

  it.each(ticketFields)("says 'Emoji is not allowed.' for an emoji in %s", (field) => {
    const parsed = ticketForm.safeParse({ ...valid, [field]: field === 'email' ? 'a😀@example.test' : 'Hi 😀' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(validationMessage('en', fieldErrors(parsed.error)[field] ?? '')).toBe('Emoji is not allowed.');
  });

  it("says 'Email format error' for a malformed address, and names every missing field", () => {
    const parsed = ticketForm.safeParse({ ...valid, email: 'nope' });
    if (!parsed.success) expect(validationMessage('en', fieldErrors(parsed.error).email ?? '')).toBe('Email format error');
    const empty = ticketForm.safeParse({ name: '', email: '', company: '', subject: '', message: '' });
    expect(empty.success).toBe(false);
    if (!empty.success) expect(Object.keys(fieldErrors(empty.error)).sort()).toEqual([...ticketFields].sort());
  });
});
