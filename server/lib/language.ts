import type { FastifyRequest } from 'fastify';
import { errorMessages, formatMessage } from '../../src/contract/messages';
import { toLanguage, type Language } from '../../src/contract/languages';

/** The language of a request: its `lang` header, English when absent or unknown. */
export const requestLanguage = (request: FastifyRequest): Language => toLanguage(request.headers.lang);

/** A business message in `lang`, placeholders filled. */
export const businessMessage = (lang: Language, key: string, values?: Record<string, string | number>): string =>
  formatMessage(errorMessages[lang][key] ?? errorMessages.en[key] ?? key, values);
