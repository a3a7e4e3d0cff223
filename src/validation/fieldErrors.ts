import type { z } from 'zod';

/** First message key per field, for forms that show one error under each input. */
export const fieldErrors = (error: z.ZodError): Record<string, string> => {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_form';
    byField[field] ??= issue.message;
  }
  return byField;
};
