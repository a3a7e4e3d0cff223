import * as z from 'zod/mini';
import { optionalText, requiredText, text } from './rules';

/** Limits of a document and a category, shared by the console's forms and the server's contract. */
export const documentFormLimits = { title: 200, description: 2000, countries: 20, versionCode: 10 } as const;

const title = () => requiredText('titleRequired').check(z.maxLength(documentFormLimits.title, { error: 'textTooLong' }));
const optionalTitle = () => optionalText().check(z.maxLength(documentFormLimits.title, { error: 'textTooLong' }));

/**
 * A document as an administrator writes it: English texts required, Spanish optional (learners
 * read English while Spanish is empty; a Spanish title needs its description and the other way round),
 * a category and the country versions it is offered in.
 */
export const documentForm = z
  .object({
    categoryId: text('documentCategoryRequired').check(z.trim(), z.minLength(1, { error: 'documentCategoryRequired' }), z.maxLength(64, { error: 'documentCategoryRequired' })),
    titleEn: title(),
    descriptionEn: requiredText('descriptionRequired').check(z.maxLength(documentFormLimits.description, { error: 'textTooLong' })),
    titleEs: optionalTitle(),
    descriptionEs: optionalText().check(z.maxLength(documentFormLimits.description, { error: 'textTooLong' })),
    versionCodes: z
      .array(text('documentCountriesRequired').check(z.trim(), z.minLength(1, { error: 'documentCountriesRequired' }), z.maxLength(documentFormLimits.versionCode, { error: 'documentCountriesRequired' })), {
        error: 'documentCountriesRequired',
      })
      .check(z.minLength(1, { error: 'documentCountriesRequired' }), z.maxLength(documentFormLimits.countries, { error: 'documentCountriesRequired' })),
  })
  .check(
    z.refine((form) => (form.titleEs === '') === (form.descriptionEs === ''), { error: 'documentSpanishIncomplete', path: ['titleEs'], when: (payload) => payload.issues.length === 0 }),
  );
export type DocumentForm = z.input<typeof documentForm>;

/** A category's name in both languages (Spanish optional: English shows instead). */
export const documentCategoryForm = z.object({ titleEn: title(), titleEs: optionalTitle() });
export type DocumentCategoryForm = z.input<typeof documentCategoryForm>;
