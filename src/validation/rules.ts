// zod/mini: the same schemas validate on the server and in the browser, where the mini build is a fraction of the size.
import * as z from 'zod/mini';
import type { ValidationMessageKey } from './messages';

/** Every limit of the spec's validation rules, named once (spec 5, 9). */
export const passwordLength = { min: 6, max: 40 } as const;
// Spec 5: 6 to 40 non-space characters with at least one digit and one lowercase letter.
export const passwordPattern = /^(?=.*\d)(?=.*[a-z])\S{6,40}$/;
export const verificationCodePattern = /^\d+$/;
// Pictographs, flag letters, joiners and variation selectors as alternatives: one class mixing them is misleading.
export const emojiPattern = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\u200D|\uFE0F/u;

const key = (k: ValidationMessageKey) => ({ error: k });

export const requiredText = (k: ValidationMessageKey) => z.string(key(k)).check(z.trim(), z.minLength(1, key(k)));

export const password = z.string(key('passwordRequired')).check(z.minLength(1, key('passwordRequired')), z.regex(passwordPattern, key('passwordRule')));

export const email = z.pipe(z.string(key('emailRequired')).check(z.trim(), z.minLength(1, key('emailRequired'))), z.email(key('emailFormat')));

export const verificationCode = z
  .string(key('codeRequired'))
  .check(z.trim(), z.minLength(1, key('codeRequired')), z.regex(verificationCodePattern, key('codeNumeric')));

export const noEmoji = (schema: z.ZodMiniString) => schema.check(z.refine((value) => !emojiPattern.test(value), key('emojiNotAllowed')));
