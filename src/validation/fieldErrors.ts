import type { $ZodError } from 'zod/v4/core';

/** First message key per field, for forms that show one error under each input. */
export const fieldErrors = (error: $ZodError): Record<string, string> => {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_form';
    byField[field] ??= issue.message;
  }
  return byField;
};
