import { describe, expect, it } from 'vitest';
import { clickThrottleMs } from '../src/contract/limits';
import { waitForPath } from './support/browser';
import { clickUntilRequest, logIn } from './support/journeys';
import { expectFilterRowInLine } from './support/layout';
import { portalPerFile } from './support/setup';
import { contactForm, ticketNumberPattern } from './support/supportPages';

const e2e = portalPerFile();
const supportInbox = 'support@training-center.local';

describe('FAQ, contact form and support in Chromium (issue 11)', () => {
  it('a visitor who cannot log in goes from the login page to the ticket form, gets each error, then sends and both mails arrive', { timeout: 180_000 }, async () => {
    const { page, pageErrors } = await e2e.newPage();
    await page.goto('/login/index');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await waitForPath(page, '/account/contact');
    const form = contactForm(page);
    await form.name.waitFor();

    // Nothing filled: every field says it is required, and the first takes focus.
    await form.send.click();
    expect(await form.errorOf(form.name)).toBe('Name is required');
    expect(await form.errorOf(form.message)).toBe('Message is required');
    expect(await form.name.evaluate((input) => input === (input.getRootNode() as ShadowRoot).activeElement)).toBe(true);

    // An emoji, a malformed address.
    await form.name.fill('Lucía Núñez');
    await form.email.fill('lucia.example.test');
    await form.company.fill('Sol #1 Installers');
    await form.subject.fill('Locked out 🔒');
    await form.message.fill('I cannot log in since this morning.\nMy account is lucia.n.');
    // The send button ignores a second click within 500 ms (spec 9), as a quick double click is.
    await page.waitForTimeout(clickThrottleMs + 100);
    await form.send.click();
    expect(await form.errorOf(form.email)).toBe('Email format error');
    expect(await form.errorOf(form.subject)).toBe('Emoji is not allowed.');
    expect(await form.errorOf(form.name)).toBe('');

    // Corrected, everything else kept as typed, and sent.
    const email = `lucia.${Date.now()}@e2e.test`;
    await form.email.fill(email);
    await form.subject.fill('Locked out');
    expect(await form.message.inputValue()).toBe('I cannot log in since this morning.\nMy account is lucia.n.');
    await clickUntilRequest(page, form.send, '/SubmitTicket');
    await form.ticket.waitFor();
    const ticketId = (await form.ticket.innerText()).trim();
    expect(ticketId).toMatch(ticketNumberPattern);
    await form.widget.getByText(`Your ticket number is ${ticketId}. We sent a confirmation to ${email}`, { exact: false }).waitFor();

    const inbox = await e2e.portal.mail.waitForMail((mail) => mail.to.includes(supportInbox) && mail.subject.includes(ticketId));
    expect(inbox.subject).toBe(`[${ticketId}] Locked out`);
    expect(inbox.text).toContain('Name: Lucía Núñez');
    expect(inbox.text).toContain(`E-mail: ${email}`);
    expect(inbox.text).toContain('My account is lucia.n.');
    const confirmation = await e2e.portal.mail.waitForMail((mail) => mail.to.includes(email));
    expect(confirmation.subject).toBe(`We received your request ${ticketId}`);
    expect(confirmation.text).toContain('8 AM - 8 PM CST, Sun-Sat');
    expect(pageErrors).toEqual([]);
  });

  it('the login help page leads a logged-out visitor to the same form', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await page.goto('/account/help');
    const help = page.locator('tc-account-help');
    await help.getByText('Still stuck? Contact support').click();
    await help.getByRole('link', { name: 'Contact support' }).click();
    await waitForPath(page, '/account/contact');
    await contactForm(page).name.waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('a signed-in learner finds the support desk and a form prefilled from the profile; the FAQ searches in Spanish', { timeout: 180_000 }, async () => {
    const user = await e2e.portal.createUser('helpme');
    const { page, pageErrors } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }).click();
    await waitForPath(page, '/support');
    const desk = page.locator('tc-support');
    await desk.getByText(/^(Open now|Closed now)$/).waitFor();
    expect(await desk.getByText('8 AM - 8 PM CST, Sun-Sat').count()).toBe(1);
    expect(await desk.getByRole('link', { name: supportInbox }).getAttribute('href')).toBe(`mailto:${supportInbox}`);
    const form = contactForm(page);
    expect(await form.name.inputValue()).toBe(user.name);
    expect(await form.email.inputValue()).toBe(user.email);
    expect(await form.company.inputValue()).toBe(user.company);

    // The tools page says what each tool is for.
    await page.getByRole('link', { name: /installer tools/ }).click();
    await waitForPath(page, '/tool');
    await page.getByRole('heading', { level: 2, name: 'Installer mobile app' }).waitFor();
    expect(await page.getByRole('link', { name: /Get it on Google Play/ }).getAttribute('target')).toBe('_blank');

    // FAQ in Spanish: a search without the accent finds "contraseña"; an answer opens in place.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Preguntas frecuentes' }).click();
    await waitForPath(page, '/faq');
    const faq = page.locator('tc-faq');
    await faq.getByRole('button', { name: '¿Cómo obtengo una cuenta?' }).waitFor();
    await expectFilterRowInLine(faq.getByRole('search'));
    await faq.getByLabel('Buscar en las preguntas').fill('contrasena');
    await faq.getByLabel('Buscar en las preguntas').press('Enter');
    await faq.getByText('3 preguntas').waitFor();
    const question = faq.getByRole('button', { name: 'Olvidé mi contraseña. ¿Qué hago?' });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await faq.getByText(/elija una contraseña nueva/).waitFor();
    expect(await faq.getByRole('button', { name: '¿Cómo obtengo una cuenta?' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('the contact form embedded on the CMS page works anonymously, in Spanish', { timeout: 120_000 }, async () => {
    const { page, pageErrors } = await e2e.newPage();
    await page.goto('/examples/cms.html');
    const form = contactForm(page, 'es');
    await form.widget.scrollIntoViewIfNeeded();
    await form.name.waitFor();
    const email = `cms.${Date.now()}@e2e.test`;
    await form.name.fill('José Pérez');
    await form.email.fill(email);
    await form.company.fill('Techos Solares');
    await form.subject.fill('Quiero ser socio');
    await form.message.fill('¿Cómo solicito una cuenta?');
    await clickUntilRequest(page, form.send, '/SubmitTicket');
    await form.ticket.waitFor();
    const ticketId = (await form.ticket.innerText()).trim();
    expect(ticketId).toMatch(ticketNumberPattern);
    const confirmation = await e2e.portal.mail.waitForMail((mail) => mail.to.includes(email));
    expect(confirmation.subject).toBe(`Hemos recibido su solicitud ${ticketId}`);
    expect(confirmation.text).toContain('Hola, José Pérez:');
    // The FAQ on the same page answers in Spanish too.
    const faq = page.locator('tc-faq');
    await faq.scrollIntoViewIfNeeded();
    await faq.getByRole('button', { name: '¿Cómo obtengo una cuenta?' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
