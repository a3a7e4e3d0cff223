import { configure as configureTestingLibrary, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clickThrottleMs } from '../../src/contract/limits';
import { setLanguage } from '../../src/i18n/i18n';
import { session } from '../../src/session/session';
import { fakeApi, type FakeHandler } from '../../src/testing/fakeApi';
import { supportFixture } from '../../src/testing/fixtures/support';
import { mountWidget, runWidgetSuite } from '../../src/testing/widgetSuite';
import { contactFormTag, defineContactForm } from './element';

configureTestingLibrary({ getElementError: (message) => new Error(message ?? 'query failed') });

const submitted = supportFixture('ticket.submitted');
const emojiRefusal = supportFixture('ticket.emoji');
const rateLimited = supportFixture('ticket.rateLimited');

const accept: FakeHandler = () => ({ code: 200, result: submitted });
const ready = (root: ShadowRoot) => root.querySelector('form') !== null;

async function mount(handler: FakeHandler = accept, attributes: Record<string, string> = {}) {
  const api = fakeApi({ '/SubmitTicket': handler });
  const { element, root } = await mountWidget({ tag: contactFormTag, define: defineContactForm, attributes, ready });
  return { api, element, root, screen: within(root as unknown as HTMLElement), user: userEvent.setup() };
}

type Screen = ReturnType<typeof within>;
const input = (screen: Screen, label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const afterThrottle = () => new Promise((resolve) => setTimeout(resolve, clickThrottleMs + 20));

async function fill(screen: Screen, user: ReturnType<typeof userEvent.setup>, values: Partial<Record<'name' | 'email' | 'company' | 'subject' | 'message', string>>) {
  const labels = { name: /^Name/, email: /^E-mail/, company: /^Company/, subject: /^Subject/, message: /^Message/ } as const;
  for (const [field, value] of Object.entries(values)) {
    const target = input(screen, labels[field as keyof typeof labels]);
    expect(target.value, 'fill() types into empty fields').toBe('');
    if (value) await user.type(target, value);
  }
}

const complete = { name: 'Ana Ruiz', email: 'ana@example.test', company: 'Sol', subject: 'Inverter', message: 'Error 42' };

beforeEach(() => {
  session.clear();
});

describe('conformance', () => {
  runWidgetSuite({
    tag: contactFormTag,
    define: () => {
      fakeApi({ '/SubmitTicket': accept });
      defineContactForm();
    },
    ready,
    spanishText: /Contactar con soporte/,
    interact: async (root) => {
      await fill(within(root as unknown as HTMLElement), userEvent.setup(), complete);
      await userEvent.setup().click(within(root as unknown as HTMLElement).getByRole('button', { name: 'Send' }));
    },
    expectedEvents: ['tc-ticket-submitted'],
  });
});

describe('<tc-contact-form>', () => {
  it('refuses an emoji and missing fields before sending anything, with the spec’s texts', async () => {
    const { api, root, screen, user } = await mount();
    await fill(screen, user, { ...complete, subject: 'Help 😀', company: '' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText('Emoji is not allowed.')).toBeTruthy());
    expect(screen.getByText('Company is required')).toBeTruthy();
    expect(input(screen, /^Company/).getAttribute('aria-invalid')).toBe('true');
    // The first invalid field in form order takes focus.
    expect(root.activeElement).toBe(screen.getByLabelText(/^Company/));
    expect(api.to('/SubmitTicket')).toEqual([]);
  });

  it("says 'Email format error' for a malformed address", async () => {
    const { screen, user } = await mount();
    await fill(screen, user, { ...complete, email: 'ana.example.test' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText('Email format error')).toBeTruthy());
  });

  it('keeps everything typed when the server refuses, shows its message under the field, and sends again', async () => {
    let answer: 'refuse' | 'limit' | 'accept' = 'refuse';
    const { api, root, screen, user } = await mount(() => (answer === 'refuse' ? emojiRefusal : answer === 'limit' ? rateLimited : { code: 200, result: submitted }));
    await fill(screen, user, complete);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByText(emojiRefusal.message).length).toBeGreaterThan(0));
    expect(input(screen, /^Subject/).getAttribute('aria-invalid')).toBe('true');
    for (const [label, value] of [[/^Name/, complete.name], [/^E-mail/, complete.email], [/^Subject/, complete.subject], [/^Message/, complete.message]] as const) expect(input(screen, label).value).toBe(value);

    answer = 'limit';
    await afterThrottle();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toBe(rateLimited.message));
    expect(input(screen, /^Message/).value).toBe(complete.message);

    answer = 'accept';
    await afterThrottle();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText(submitted.ticketId)).toBeTruthy());
    expect(api.to('/SubmitTicket')).toHaveLength(3);
    expect(api.to('/SubmitTicket')[2]?.body).toEqual(complete);
  });

  it('shows the ticket number on success, fires tc-ticket-submitted, and offers another message keeping who you are', async () => {
    const { element, screen, user } = await mount();
    const details: unknown[] = [];
    element.addEventListener('tc-ticket-submitted', (event) => details.push(event.detail));
    await fill(screen, user, complete);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your request has been sent' })).toBeTruthy());
    expect(screen.getByText(new RegExp(`Your ticket number is ${submitted.ticketId}. We sent a confirmation to ana@example.test`))).toBeTruthy();
    expect(details).toEqual([{ ticketId: submitted.ticketId }]);
    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(input(screen, /^Name/).value).toBe(complete.name);
    expect(input(screen, /^Subject/).value).toBe('');
  });

  it('is prefilled from the profile when signed in, and sends the token along', async () => {
    session.signIn({ token: 'token-1', pdfToken: 'pdf-1', loginName: 'ana', user: { id: 'u-1', account: 'ana', name: 'Ana Ruiz', email: 'ana@example.test', company: 'Sol', companyNumber: 'C-1', version_code: 'US', lang: 'en', role: 'learner', audience: 'installer', companyId: null, companyAdmin: false, mustChangePassword: false } });
    const { api, screen, user } = await mount(accept, { subject: 'My certificate' });
    expect(input(screen, /^Name/).value).toBe('Ana Ruiz');
    expect(input(screen, /^E-mail/).value).toBe('ana@example.test');
    expect(input(screen, /^Company/).value).toBe('Sol');
    expect(input(screen, /^Subject/).value).toBe('My certificate');
    await fill(screen, user, { message: 'Where is it?' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.to('/SubmitTicket')).toHaveLength(1));
    expect(api.to('/SubmitTicket')[0]?.headers.authorization).toBe('Bearer token-1');
  });

  it('works without a session and labels everything in Spanish', async () => {
    await setLanguage('es');
    const { api, screen, user } = await mount();
    expect(input(screen, /^Nombre/).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByText('El nombre es obligatorio')).toBeTruthy());
    expect(api.to('/SubmitTicket')).toEqual([]);
  });
});
