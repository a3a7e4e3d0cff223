import { configure as configureTestingLibrary, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FaqListResult } from '../../src/contract/support';
import { setLanguage } from '../../src/i18n/i18n';
import { deferred, fakeApi, type FakeHandler } from '../../src/testing/fakeApi';
import { supportFixture } from '../../src/testing/fixtures/support';
import { mountWidget, runWidgetSuite } from '../../src/testing/widgetSuite';
import { defineFaq, faqTag } from './element';

configureTestingLibrary({ getElementError: (message) => new Error(message ?? 'query failed') });

const english = supportFixture('faq.en');
const spanish = supportFixture('faq.es');
const searched = supportFixture('faq.search.es');
const none = supportFixture('faq.none');

/** The recorded answers, picked the way the server would: language, search, category. */
const recorded: FakeHandler = ({ url, headers }) => {
  const q = url.searchParams.get('q') ?? '';
  const category = url.searchParams.get('category') ?? '';
  const base: FaqListResult = headers.get('lang') === 'es' ? (q ? searched : spanish) : q ? none : english;
  return { code: 200, result: { ...base, list: base.list.filter((entry) => !category || entry.category === category) } };
};

/** The widget's own status line (the frame's loading indicator is another status region). */
const statusOf = (root: ShadowRoot) => root.querySelector('[part="count"], [part="loading"]')?.textContent;

const ready = (root: ShadowRoot) => root.querySelector('li') !== null || root.querySelector('[part="empty"]') !== null;

async function mount(handler: FakeHandler = recorded, attributes: Record<string, string> = {}, isReady = ready) {
  const api = fakeApi({ '/faq/list': handler });
  const { element, root } = await mountWidget({ tag: faqTag, define: defineFaq, attributes, ready: isReady });
  return { api, element, root, screen: within(root as unknown as HTMLElement), user: userEvent.setup() };
}

describe('conformance', () => {
  runWidgetSuite({
    tag: faqTag,
    define: () => {
      fakeApi({ '/faq/list': recorded });
      defineFaq();
    },
    ready,
    spanishText: /Preguntas frecuentes/,
  });
});

describe('<tc-faq>', () => {
  it('lists every question closed; a question is a button that opens its answer in place', async () => {
    const { root, screen, user } = await mount();
    const first = english.list[0]!;
    const button = screen.getByRole('button', { name: first.question });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const answer = root.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(answer?.hidden).toBe(true);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(answer?.hidden).toBe(false);
    expect(answer?.textContent).toBe(first.answer);
    // Keyboard: Enter on the focused button closes it again.
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(statusOf(root)).toBe(`${english.list.length} questions`);
    expect(root.querySelectorAll('h3 > button[aria-controls]')).toHaveLength(english.list.length);
  });

  it('filters by category with toggle buttons', async () => {
    const { api, root, screen, user } = await mount();
    const tools = english.categories.find((category) => category.key === 'tools')!;
    await user.click(screen.getByRole('button', { name: tools.label }));
    await waitFor(() => expect(statusOf(root)).toBe(`${english.list.filter((entry) => entry.category === 'tools').length} questions`));
    expect(screen.getByRole('button', { name: tools.label }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    expect(api.to('/faq/list').at(-1)?.url.searchParams.get('category')).toBe('tools');
  });

  it('searches in Spanish, shows the untranslated entries in English marked lang="en"', async () => {
    await setLanguage('es');
    const { api, root, screen, user } = await mount();
    const fallback = spanish.list.find((entry) => entry.lang === 'en')!;
    expect(screen.getByRole('button', { name: fallback.question }).closest('li')?.getAttribute('lang')).toBe('en');
    expect(root.querySelector('li:not([lang])')).not.toBeNull();
    await user.type(screen.getByLabelText('Buscar en las preguntas'), 'contrasena{Enter}');
    await waitFor(() => expect(statusOf(root)).toBe(`${searched.list.length} preguntas`));
    expect(api.to('/faq/list').at(-1)?.url.searchParams.get('q')).toBe('contrasena');
    expect(api.to('/faq/list').at(-1)?.headers.lang).toBe('es');
    expect(screen.getByRole('button', { name: searched.list[0]!.question })).toBeTruthy();
  });

  it('says when nothing matches, and clears the search', async () => {
    const { root, screen, user } = await mount();
    await user.type(screen.getByLabelText('Search the questions'), 'no entry says this{Enter}');
    await waitFor(() => expect(screen.getByText('No questions match your search.')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(statusOf(root)).toBe(`${english.list.length} questions`));
    expect((screen.getByLabelText('Search the questions') as HTMLInputElement).value).toBe('');
  });

  it('shows loading, then an error with a retry that loads again', async () => {
    const first = deferred<{ code: number; message: string }>();
    let calls = 0;
    const { root, screen, user } = await mount(
      () => {
        calls += 1;
        return calls === 1 ? first.promise : { code: 200, result: english };
      },
      {},
      (root) => root.querySelector('[part="loading"]') !== null,
    );
    expect(statusOf(root)).toBe('Loading questions…');
    first.resolve({ code: 50000, message: 'Something went wrong on our side. Please try again.' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The questions could not be loaded.'));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(statusOf(root)).toBe(`${english.list.length} questions`));
  });
});
