import * as z from 'zod/mini';
import { optionalText, requiredText } from './rules';

/** Limits of an FAQ entry, shared by the console's form and the server's contract. */
export const faqFormLimits = { question: 300, answer: 5000 } as const;

const fields = {
  category: requiredText('faqCategoryRequired').check(z.maxLength(40, { error: 'faqCategoryRequired' }), z.regex(/^[a-z0-9-]+$/, { error: 'faqCategoryRequired' })),
  questionEn: requiredText('faqQuestionRequired').check(z.maxLength(faqFormLimits.question, { error: 'textTooLong' })),
  answerEn: requiredText('faqAnswerRequired').check(z.maxLength(faqFormLimits.answer, { error: 'textTooLong' })),
  questionEs: optionalText().check(z.maxLength(faqFormLimits.question, { error: 'textTooLong' })),
  answerEs: optionalText().check(z.maxLength(faqFormLimits.answer, { error: 'textTooLong' })),
};

/** Spanish is both or neither: learners reading Spanish see the English entry while it has none. */
const spanishWhole = [
  z.refine<{ questionEs: string; answerEs: string }>((form) => form.questionEs !== '' || form.answerEs === '', { error: 'faqSpanishIncomplete', path: ['questionEs'] }),
  z.refine<{ questionEs: string; answerEs: string }>((form) => form.answerEs !== '' || form.questionEs === '', { error: 'faqSpanishIncomplete', path: ['answerEs'] }),
] as const;

/** An FAQ entry as an administrator writes it: a topic, the English question and answer (required) and the Spanish ones (optional). */
export const faqForm = z.object(fields).check(...spanishWhole);
export type FaqForm = z.input<typeof faqForm>;

/** A correction names the entry it corrects. */
export const faqUpdateForm = z.object({ faqId: requiredText('fieldRequired').check(z.maxLength(64, { error: 'textTooLong' })), ...fields }).check(...spanishWhole);
