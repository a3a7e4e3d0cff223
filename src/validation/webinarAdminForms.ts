import * as z from 'zod/mini';
import { optionalText, requiredText, text } from './rules';

/** Limits of a webinar, shared by the console's form and the server's contract. */
export const webinarFormLimits = { title: 200, description: 5000, url: 2000, durationMin: 5, durationMax: 600 } as const;

const link = () =>
  requiredText('webinarLinkFormat').check(z.maxLength(webinarFormLimits.url, { error: 'textTooLong' }), z.refine((value) => /^https:\/\/[^\s/]+\.[^\s]*$/i.test(value), { error: 'webinarLinkFormat' }));

/** A webinar as an administrator writes it: English and Spanish texts, a start instant, a duration and its links. */
export const webinarForm = z.object({
  titleEn: requiredText('titleRequired').check(z.maxLength(webinarFormLimits.title, { error: 'textTooLong' })),
  titleEs: requiredText('titleRequired').check(z.maxLength(webinarFormLimits.title, { error: 'textTooLong' })),
  descriptionEn: requiredText('descriptionRequired').check(z.maxLength(webinarFormLimits.description, { error: 'textTooLong' })),
  descriptionEs: requiredText('descriptionRequired').check(z.maxLength(webinarFormLimits.description, { error: 'textTooLong' })),
  /** An ISO 8601 instant with its offset (the form turns the local date and time into one). */
  startsAt: text('webinarStartFormat').check(z.trim(), z.refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)), { error: 'webinarStartFormat' })),
  durationMinutes: z.number({ error: 'webinarDurationRange' }).check(z.int({ error: 'webinarDurationRange' }), z.gte(webinarFormLimits.durationMin, { error: 'webinarDurationRange' }), z.lte(webinarFormLimits.durationMax, { error: 'webinarDurationRange' })),
  joinUrl: link(),
  /** '' while there is no recording. */
  recordingUrl: optionalText().check(z.refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]*$/i.test(value), { error: 'webinarLinkFormat' }), z.maxLength(webinarFormLimits.url, { error: 'textTooLong' })),
});
export type WebinarForm = z.input<typeof webinarForm>;
