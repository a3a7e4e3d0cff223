// zod/mini: the same schemas validate on the server and in the browser, where the mini build is a fraction of the size.
import * as z from 'zod/mini';
import type { ValidationMessageKey } from './messages';

/** Every limit of the spec's validation rules, named once (spec 5, 9). */
export const passwordLength = { min: 6, max: 40 } as const;
// Spec 5: 6 to 40 non-space characters with at least one digit and one lowercase letter.
export const passwordPattern = /^(?=.*\d)(?=.*[a-z])\S{6,40}$/;
export const verificationCodePattern = /^\d+$/;
/**
 * Emoji, without refusing what people type in names and messages: digits, # and * are `\p{Emoji}` but
 * not pictographs, and ©, ® and ™ count only when asked to look like emoji (U+FE0F). Alternatives, not
 * one class: pictographs, emoji-presentation characters, skin tones, flag letters, the keycap mark
 * (1⃣ without FE0F) and the emoji variation selector.
 */
export const emojiPattern = /(?![\u00A9\u00AE\u2122])\p{Extended_Pictographic}|\p{Emoji_Presentation}|\p{Emoji_Modifier}|[\u{1F1E6}-\u{1F1FF}]|\u20E3|\uFE0F/u;

/** Whether a text holds an emoji (the contact form refuses them in every field). */
export const hasEmoji = (value: string): boolean => emojiPattern.test(value);

/**
 * Characters no person types: C0 controls except tab, LF and CR; DEL and the C1 controls; lone UTF-16
 * surrogates (half an emoji). PostgreSQL refuses NUL outright, the others only hide in stored text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point of this pattern
export const untypeableCharacterPattern = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Cs}]/u;

export const hasUntypeableCharacter = (value: string): boolean => untypeableCharacterPattern.test(value);

const key = (k: ValidationMessageKey) => ({ error: k });

/** Every text field starts here: a string without untypeable characters (the server refuses them on every route as well). */
export const text = (requiredKey: ValidationMessageKey = 'fieldRequired') =>
  z.string(key(requiredKey)).check(z.refine((value) => !hasUntypeableCharacter(value), { ...key('untypeableCharacter'), abort: true }));

/** An optional text field: trimmed, '' when absent. */
export const optionalText = () => z._default(text().check(z.trim()), '');

export const requiredText = (k: ValidationMessageKey) => text(k).check(z.trim(), z.minLength(1, key(k)));

export const password = text('passwordRequired').check(z.minLength(1, key('passwordRequired')), z.regex(passwordPattern, key('passwordRule')));

export const email = z.pipe(text('emailRequired').check(z.trim(), z.minLength(1, key('emailRequired'))), z.email(key('emailFormat')));

export const verificationCode = text('codeRequired').check(z.trim(), z.minLength(1, key('codeRequired')), z.regex(verificationCodePattern, key('codeNumeric')));

export const noEmoji = (schema: z.ZodMiniString) => schema.check(z.refine((value) => !hasEmoji(value), key('emojiNotAllowed')));

