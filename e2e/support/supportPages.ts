import type { Locator, Page } from 'playwright-core';
import { field } from './journeys';

/** `<tc-contact-form>` on the page, its fields by label (English or Spanish) through the shadow root. */
export const contactForm = (page: Page, lang: 'en' | 'es' = 'en') => {
  const widget = page.locator('tc-contact-form');
  const labels = lang === 'es' ? { name: 'Nombre', email: 'Correo electrónico', company: 'Empresa', subject: 'Asunto', message: 'Mensaje', send: 'Enviar' } : { name: 'Name', email: 'E-mail', company: 'Company', subject: 'Subject', message: 'Message', send: 'Send' };
  return {
    widget,
    name: field(widget, labels.name),
    email: field(widget, labels.email),
    company: field(widget, labels.company),
    subject: field(widget, labels.subject),
    message: field(widget, labels.message),
    send: widget.getByRole('button', { name: labels.send, exact: true }),
    /** The error shown under a field (its accessible description). */
    errorOf: async (input: Locator) => (await input.evaluate((element) => element.closest('.tc-field')?.querySelector('.tc-error')?.textContent ?? '')).trim(),
    ticket: widget.locator('[part="ticket"]'),
  };
};

/** The ticket number shown once sent. */
export const ticketNumberPattern = /^SR-[0-9A-Z]{4}-[0-9A-Z]{4}$/;
