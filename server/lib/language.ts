import type { FastifyRequest } from 'fastify';
import { errorMessages, formatMessage } from '../../src/contract/messages';
import { toLanguage, type Language } from '../../src/contract/languages';
import { validationMessage, validationMessages } from '../../src/validation/messages';

/** The language of a request: its `lang` header, English when absent or unknown. */
export const requestLanguage = (request: FastifyRequest): Language => toLanguage(request.headers.lang);

/** A business message in `lang`, placeholders filled; a form rule's key (a rule only the server can check) reads the form's text. */
export const businessMessage = (lang: Language, key: string, values?: Record<string, string | number>): string => {
  const text = errorMessages[lang][key] ?? errorMessages.en[key];
  if (text === undefined && key in validationMessages.en) return validationMessage(lang, key, values);
  return formatMessage(text ?? key, values);
};
