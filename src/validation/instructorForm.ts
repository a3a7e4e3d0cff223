import * as z from 'zod/mini';
import { instructorKinds, questionnaireLimits } from '../contract/questionnaireTerms';
import { email, requiredText } from './rules';

/** An instructor as staff write one (console and questionnaire authoring): name, e-mail, internal or external. */
export const instructorForm = z.object({
  name: requiredText('fieldRequired').check(z.maxLength(questionnaireLimits.shortTextMax, { error: 'textTooLong' })),
  email,
  kind: z.enum(instructorKinds, { error: 'fieldRequired' }),
});
export type InstructorForm = z.input<typeof instructorForm>;
