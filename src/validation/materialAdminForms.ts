import * as z from 'zod/mini';
import { requiredText } from './rules';

/** Limits of the materials admin forms, named once for the widget and the server. */
export const materialAdminLimits = { fileName: 200, description: 500, termsTitle: 200, termsBody: 20_000 } as const;

const limited = (max: number) => requiredText('fieldRequired').check(z.maxLength(max, { error: 'textTooLong' }));

/** An administrator corrects a material file's name, description or language (the bytes stay). */
export const materialEditForm = z.object({
  fileId: requiredText('fieldRequired'),
  fileName: limited(materialAdminLimits.fileName).check(z.refine((name) => !/[\\/]/.test(name), { error: 'fileNameSlash' })),
  description: limited(materialAdminLimits.description),
  language: z.enum(['en', 'es'], { error: 'fieldRequired' }),
});
export type MaterialEditForm = z.input<typeof materialEditForm>;

const termsText = z.object({ title: limited(materialAdminLimits.termsTitle), body: limited(materialAdminLimits.termsBody) });

/**
 * A new version of the terms of use, in English and Spanish. `basedOn` is the version the
 * administrator edited: when someone published meanwhile, the server refuses rather than overwrite.
 */
export const publishTermsForm = z.object({
  basedOn: z.number({ error: 'fieldRequired' }).check(z.int(), z.nonnegative()),
  en: termsText,
  es: termsText,
});
export type PublishTermsForm = z.input<typeof publishTermsForm>;
