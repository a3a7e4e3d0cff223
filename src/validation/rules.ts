import { z } from 'zod';
import type { ValidationMessageKey } from './messages';

/** Every limit of the spec's validation rules, named once (spec 5, 9). */
export const passwordLength = { min: 6, max: 40 } as const;
// Spec 5: 6 to 40 non-space characters with at least one digit and one lowercase letter.
export const passwordPattern = /^(?=.*\d)(?=.*[a-z])\S{6,40}$/;
export const verificationCodePattern = /^\d+$/;
// Pictographs, flag letters, joiners and variation selectors as alternatives: one class mixing them is misleading.
export const emojiPattern = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\u200D|\uFE0F/u;

const key = (k: ValidationMessageKey) => ({ error: k });

export const requiredText = (k: ValidationMessageKey) =>
  z.string(key(k)).trim().min(1, key(k));

export const password = z
  .string(key('passwordRequired'))
  .min(1, key('passwordRequired'))
  .regex(passwordPattern, key('passwordRule'));

export const email = z
  .string(key('emailRequired'))
  .trim()
  .min(1, key('emailRequired'))
  .pipe(z.email(key('emailFormat')));

export const verificationCode = z
  .string(key('codeRequired'))
  .trim()
  .min(1, key('codeRequired'))
  .regex(verificationCodePattern, key('codeNumeric'));

export const noEmoji = (schema: z.ZodString) =>
  schema.refine((value) => !emojiPattern.test(value), key('emojiNotAllowed'));
