import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/i18n/i18n';
import { mountWidget, runWidgetSuite } from '../../src/testing/widgetSuite';
import { accountHelpTag, defineAccountHelp } from './element';

const ready = (root: ShadowRoot) => root.querySelector('details') !== null;

async function mount(attributes: Record<string, string> = {}) {
  const { element, root } = await mountWidget({ tag: accountHelpTag, define: defineAccountHelp, attributes, ready });
  return { element, root, screen: within(root as unknown as HTMLElement), user: userEvent.setup() };
}

const topic = (root: ShadowRoot, id: string) => root.querySelector<HTMLDetailsElement>(`details#${id}`) as HTMLDetailsElement;

runWidgetSuite({ tag: accountHelpTag, define: defineAccountHelp, ready, spanishText: /Ayuda para iniciar sesión/ });

describe('<tc-account-help>', () => {
  it('lists every login problem as a closed disclosure under one heading', async () => {
    const { root, screen } = await mount();
    expect(screen.getByRole('heading', { level: 2, name: 'Help with logging in' })).toBeTruthy();
    const questions = Array.from(root.querySelectorAll('summary'), (summary) => summary.textContent);
    expect(questions).toEqual([
      'I forgot my password',
      'It says there were too many attempts',
      'I do not have an account yet',
      'I was logged out or my session expired',
      'My new password is not accepted',
      'Still stuck? Contact support',
    ]);
    expect(Array.from(root.querySelectorAll('details'), (details) => details.open)).toEqual([false, false, false, false, false, false]);
  });

  it('opens and closes an answer on its summary', async () => {
    const { root, user } = await mount();
    const summary = topic(root, 'throttled').querySelector('summary') as HTMLElement;
    await user.click(summary);
    await waitFor(() => expect(topic(root, 'throttled').open).toBe(true));
    expect(topic(root, 'throttled').textContent).toContain('make sure Caps Lock is off');
    await user.click(summary);
    await waitFor(() => expect(topic(root, 'throttled').open).toBe(false));
  });

  it('links to the forgot-password view, the application, the login and support, with default paths', async () => {
    const { root } = await mount();
    const links = (id: string) => Array.from(topic(root, id).querySelectorAll('a'), (link) => link.getAttribute('href'));
    expect(links('forgot')).toEqual(['/login?view=forgot']);
    expect(links('throttled')).toEqual(['/login']);
    expect(links('noAccount')).toEqual(['/portal']);
    expect(links('expired')).toEqual(['/login']);
    expect(links('support')).toEqual(['/account/contact']);
  });

  it('uses the page-given addresses', async () => {
    const { screen } = await mount({ 'login-url': '/signin?lang=es', 'apply-url': 'https://partners.example.com/apply', 'contact-url': '/help/contact' });
    expect(screen.getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toBe('/signin?lang=es&view=forgot');
    expect(screen.getByRole('link', { name: 'Apply to become a partner' }).getAttribute('href')).toBe('https://partners.example.com/apply');
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/help/contact');
  });

  it('moves through the page router when a help link is followed', async () => {
    const { root, screen, user } = await mount();
    await user.click(topic(root, 'forgot').querySelector('summary') as HTMLElement);
    await user.click(screen.getByRole('link', { name: 'Reset your password' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login?view=forgot');
  });

  it('shows the support hours and the code validity', async () => {
    const { root } = await mount();
    // Spec 1 and 9, word for word.
    expect(topic(root, 'support').textContent).toContain('Support hours: 8 AM - 8 PM CST, Sun-Sat.');
    expect(topic(root, 'forgot').textContent).toContain('valid for 15 minutes');
  });

  it('opens the topic named by the page hash', async () => {
    window.history.replaceState(null, '', '/account/help#support');
    const { root } = await mount();
    expect(topic(root, 'support').open).toBe(true);
    expect(topic(root, 'forgot').open).toBe(false);
  });

  it('reads in Spanish', async () => {
    await setLanguage('es');
    const { root, screen } = await mount();
    expect(screen.getByRole('heading', { name: 'Ayuda para iniciar sesión' })).toBeTruthy();
    expect(screen.getByText('Olvidé mi contraseña')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contactar con soporte' })).toBeTruthy();
    // The support hours are translated too; no English piece of them is left.
    const support = topic(root, 'support').textContent ?? '';
    expect(support).toContain('de 8:00 a 20:00 (hora CST), de domingo a sábado');
    expect(support).not.toMatch(/AM|PM|Sun|Sat/);
  });
});
