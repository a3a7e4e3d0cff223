import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TcEventMap } from '../../src/elements/events';
import { fakeApi, type FakeRequest } from '../../src/testing/fakeApi';
import { adminFaqFixture } from '../../src/testing/fixtures/adminFaq';
import { answer, find, mountPartnerWidget, ok } from '../../src/testing/partnerHarness';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { adminFaqTag, defineAdminFaq } from './element';

const list = adminFaqFixture('list');
const draft = list.list.find((item) => !item.published)!;
const middle = list.list.find((item) => !item.first && !item.last && item.published)!;
const filled = { '/admin/faq/list': ok(list) };
const pause = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('conformance', () => {
  beforeEach(() => {
    fakeApi(filled);
  });
  runWidgetSuite({ tag: adminFaqTag, define: defineAdminFaq, ready: (root) => root.querySelector('li') !== null, spanishText: /Nueva pregunta frecuente/ });
});

describe('<tc-admin-faq>', () => {
  it('writes an entry after checking the fields, and shows the server\'s refusal in its words', { timeout: 20_000 }, async () => {
    const invalid = adminFaqFixture('create.invalid.es');
    let calls = 0;
    const { api, screen, user } = await mountPartnerWidget(adminFaqTag, defineAdminFaq, {
      ...filled,
      '/admin/faq/create': () => (++calls === 1 ? invalid : { code: 200, message: 'OK', result: adminFaqFixture('created') }),
    });
    const form = within(await find(() => screen.getByRole('form', { name: 'New FAQ entry' }) as HTMLElement));
    await user.click(form.getByRole('button', { name: 'Save as draft' }));
    await find(() => form.getByText('Question is required'));
    expect((form.getByRole('combobox', { name: /Topic/ }) as HTMLSelectElement).getAttribute('aria-invalid')).toBe('true');
    expect(api.to('/admin/faq/create')).toHaveLength(0);
    await user.selectOptions(form.getByRole('combobox', { name: /Topic/ }), 'account');
    await user.type(form.getByRole('textbox', { name: /Question \(English\)/ }), 'Can colleagues share one account?');
    await user.type(form.getByRole('textbox', { name: /Answer \(English\)/ }), 'No.');
    await user.type(form.getByRole('textbox', { name: /Question \(Spanish\)/ }), '¿Pueden compartir una cuenta?');
    // The submit button ignores a second click within 500 ms (spec 9).
    await pause();
    await user.click(form.getByRole('button', { name: 'Save as draft' }));
    await find(() => form.getByText('Write both the Spanish question and answer, or leave both empty'));
    expect(api.to('/admin/faq/create')).toHaveLength(0);
    await user.type(form.getByRole('textbox', { name: /Answer \(Spanish\)/ }), 'No.');
    await pause();
    await user.click(form.getByRole('button', { name: 'Save as draft' }));
    await find(() => form.getByText(invalid.result.fields.questionEn!));
    await pause();
    await user.click(form.getByRole('button', { name: 'Save as draft' }));
    await find(() => screen.getByText(/is saved as a draft/));
    expect(api.to('/admin/faq/create')[1]?.body).toEqual({ category: 'account', questionEn: 'Can colleagues share one account?', answerEn: 'No.', questionEs: '¿Pueden compartir una cuenta?', answerEs: 'No.' });
  });

  it('moves with the keyboard and keeps the focus, publishes, corrects and deletes after the confirmation', { timeout: 20_000 }, async () => {
    const { api, screen, user, root } = await mountPartnerWidget(adminFaqTag, defineAdminFaq, {
      ...filled,
      '/admin/faq/move': ok(adminFaqFixture('moved')),
      '/admin/faq/publish': ok(adminFaqFixture('published')),
      '/admin/faq/update': ok(adminFaqFixture('updated')),
      '/admin/faq/delete': ok(adminFaqFixture('deleted')),
    });
    const up = await find(() => screen.getByRole('button', { name: `Move up: ${middle.questionEn}` }));
    up.focus();
    await user.keyboard('{Enter}');
    await find(() => screen.getByText(new RegExp(`is now number ${middle.place - 1}`)));
    expect(api.to('/admin/faq/move')[0]?.body).toEqual({ faqId: middle.faqId, direction: 'up' });
    await find(() => expect((root as ShadowRoot).activeElement?.getAttribute('aria-label')).toBe(`Move up: ${middle.questionEn}`));
    // The first of a topic cannot move up; the last cannot move down.
    const firstOfTopic = list.list.find((item) => item.first)!;
    expect((screen.getByRole('button', { name: `Move up: ${firstOfTopic.questionEn}` }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: `Publish: ${draft.questionEn}` }));
    await find(() => screen.getByText(/learners see it now/));
    expect(api.to('/admin/faq/publish')[0]?.body).toEqual({ faqId: draft.faqId, published: true });

    await user.click(await find(() => screen.getByRole('button', { name: `Edit: ${draft.questionEn}` })));
    const form = within(screen.getByRole('form', { name: `Edit “${draft.questionEn}”` }) as HTMLElement);
    expect((form.getByRole('textbox', { name: /Answer \(Spanish\)/ }) as HTMLTextAreaElement).value).toBe(draft.answerEs);
    await user.click(form.getByRole('button', { name: 'Save' }));
    await find(() => screen.getByText(/was saved/));
    expect(api.to('/admin/faq/update')[0]?.body).toMatchObject({ faqId: draft.faqId, category: draft.category, questionEn: draft.questionEn });

    await user.click(await find(() => screen.getByRole('button', { name: `Delete: ${draft.questionEn}` })));
    expect(api.to('/admin/faq/delete')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await find(() => screen.getByText(/was deleted/));
    // The entry is gone: the focus lands on the list's heading, not on the page's body.
    await find(() => expect((root as ShadowRoot).activeElement?.textContent).toBe('All FAQ entries'));
    expect(api.to('/admin/faq/delete')[0]?.body).toEqual({ faqId: draft.faqId });
  });

  it('keeps the entries and a half-written new one when the reload after a change fails, with the error and Try again', { timeout: 20_000 }, async () => {
    let calls = 0;
    const failSecond = () => (++calls === 2 ? new Response('down', { status: 502 }) : { code: 200, message: 'OK', result: list });
    const { api, screen, user } = await mountPartnerWidget(adminFaqTag, defineAdminFaq, { '/admin/faq/list': failSecond, '/admin/faq/publish': ok(adminFaqFixture('published')) });
    const form = within(await find(() => screen.getByRole('form', { name: 'New FAQ entry' }) as HTMLElement));
    await user.type(form.getByRole('textbox', { name: /Question \(English\)/ }), 'Where is the serial number?');
    await user.click(screen.getByRole('button', { name: `Publish: ${draft.questionEn}` }));
    await find(() => screen.getByText(/learners see it now/));
    await find(() => expect(screen.getByRole('alert').textContent).toContain('The FAQ entries could not be loaded.'));
    // Nothing the admin was writing or looking at is taken away by a failed reload.
    expect((form.getByRole('textbox', { name: /Question \(English\)/ }) as HTMLInputElement).value).toBe('Where is the serial number?');
    expect(screen.getByRole('button', { name: `Edit: ${middle.questionEn}` })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await find(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(api.to('/admin/faq/list')).toHaveLength(3);
    expect((form.getByRole('textbox', { name: /Question \(English\)/ }) as HTMLInputElement).value).toBe('Where is the serial number?');
  });

  it('keeps a half-written new entry, the filters and the search typed when another search fails; Try again asks for that search', { timeout: 20_000 }, async () => {
    // The first list answers; the search fails once, then answers.
    let searches = 0;
    const failSearch = (request: FakeRequest) => (request.url.searchParams.get('q') === 'serial' && ++searches === 1 ? new Response('down', { status: 502 }) : { code: 200, message: 'OK', result: list });
    const { api, screen, user } = await mountPartnerWidget(adminFaqTag, defineAdminFaq, { '/admin/faq/list': failSearch });
    const form = within(await find(() => screen.getByRole('form', { name: 'New FAQ entry' }) as HTMLElement));
    await user.type(form.getByRole('textbox', { name: /Question \(English\)/ }), 'Where is the serial number?');
    await user.selectOptions(form.getByRole('combobox', { name: /Topic/ }), list.categories[0]!.key);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'serial{Enter}');
    await find(() => expect(screen.getByRole('alert').textContent).toContain('The FAQ entries could not be loaded.'));
    // Only the list gave way to the error: the form, its topic and the search stay as they were.
    expect((form.getByRole('textbox', { name: /Question \(English\)/ }) as HTMLInputElement).value).toBe('Where is the serial number?');
    expect((form.getByRole('combobox', { name: /Topic/ }) as HTMLSelectElement).value).toBe(list.categories[0]!.key);
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('serial');
    expect(screen.queryByRole('button', { name: `Edit: ${middle.questionEn}` })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await find(() => screen.getByRole('button', { name: `Edit: ${middle.questionEn}` }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.to('/admin/faq/list').map((call) => call.url.searchParams.get('q'))).toEqual(['', 'serial', 'serial']);
    expect((form.getByRole('textbox', { name: /Question \(English\)/ }) as HTMLInputElement).value).toBe('Where is the serial number?');
  });

  it('asks the server to filter and sort, and shows the empty list, the forbidden answer and a refusal', { timeout: 20_000 }, async () => {
    const { api, screen, user } = await mountPartnerWidget(adminFaqTag, defineAdminFaq, filled);
    await user.selectOptions(await find(() => screen.getByRole('combobox', { name: 'Status' })), 'draft');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'updated');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'cuenta{Enter}');
    await find(() => expect(Object.fromEntries(api.to('/admin/faq/list').at(-1)?.url.searchParams ?? [])).toMatchObject({ q: 'cuenta', status: 'draft', sort: 'updated', page: '1' }));

    const empty = await mountPartnerWidget(adminFaqTag, defineAdminFaq, { '/admin/faq/list': ok(adminFaqFixture('list.empty')) });
    await find(() => empty.screen.getByText('There are no FAQ entries yet.'));
    const forbidden = adminFaqFixture('forbidden');
    const refused = await mountPartnerWidget(adminFaqTag, defineAdminFaq, { '/admin/faq/list': answer(forbidden) });
    await find(() => refused.screen.getByText(forbidden.message));
    const edge = adminFaqFixture('move.edge');
    const again = await mountPartnerWidget(adminFaqTag, defineAdminFaq, { ...filled, '/admin/faq/move': answer(edge) });
    await again.user.click(await find(() => again.screen.getByRole('button', { name: `Move down: ${middle.questionEn}` })));
    await find(() => again.screen.getByText(edge.message));
  });
});

describe('<tc-admin-faq> in an address', () => {
  /** Mounts the list with `attributes` and records the moves it reports. */
  const mountList = async (attributes: Record<string, string>) => {
    const mounted = await mountPartnerWidget(adminFaqTag, defineAdminFaq, filled, attributes);
    const moves: TcEventMap['tc-navigate'][] = [];
    mounted.element.addEventListener('tc-navigate', (event) => moves.push(event.detail));
    const filters = async () => within(await find(() => mounted.screen.getByRole('search', { name: 'Find FAQ entries' }) as HTMLElement));
    return { ...mounted, moves, filters };
  };
  const asked = (api: Awaited<ReturnType<typeof mountList>>['api']) => Object.fromEntries(api.to('/admin/faq/list').at(-1)?.url.searchParams ?? []);
  const value = (element: HTMLElement) => (element as HTMLInputElement | HTMLSelectElement).value;
  const defaults = { q: '', category: '', status: 'all', language: 'all', sort: 'order', page: '1', pageSize: '10' };

  it('opens on the search, filters, sort and page of its query attribute', { timeout: 20_000 }, async () => {
    const { api, filters } = await mountList({ query: '?q=warranty&category=training&status=draft&language=en&sort=updated&page=2' });
    const search = await filters();
    expect(asked(api)).toEqual({ q: 'warranty', category: 'training', status: 'draft', language: 'en', sort: 'updated', page: '2', pageSize: '10' });
    expect(value(search.getByRole('searchbox', { name: 'Search' }))).toBe('warranty');
    expect(value(search.getByRole('combobox', { name: 'Topic' }))).toBe('training');
    expect(value(search.getByRole('combobox', { name: 'Status' }))).toBe('draft');
    expect(value(search.getByRole('combobox', { name: 'Languages' }))).toBe('en');
    expect(value(search.getByRole('combobox', { name: 'Sort by' }))).toBe('updated');
  });

  it('falls back to the defaults for a query it cannot read, and shows a topic the server does not list by its key', { timeout: 20_000 }, async () => {
    const bad = await mountList({ query: 'page=abc&category=Not+A+Key&status=hidden&language=fr&sort=random' });
    await bad.filters();
    expect(asked(bad.api)).toEqual(defaults);
    const unknown = await mountList({ query: '?category=retired-topic' });
    const search = await unknown.filters();
    expect(asked(unknown.api)).toMatchObject({ category: 'retired-topic' });
    const topic = search.getByRole('combobox', { name: 'Topic' }) as HTMLSelectElement;
    expect(value(topic)).toBe('retired-topic');
    expect(topic.selectedOptions[0]?.textContent).toBe('retired-topic');
  });

  it('reports a turned page, a submitted search (from page 1) and a changed filter, not the typing', { timeout: 20_000 }, async () => {
    const { screen, user, moves, filters } = await mountList({ query: '?' });
    const search = await filters();
    await user.click(await find(() => screen.getByRole('button', { name: 'Next page' })));
    expect(moves).toEqual([{ to: 'list', view: 'list', params: { query: 'page=2' } }]);
    await user.type(search.getByRole('searchbox', { name: 'Search' }), ' account ');
    expect(moves).toHaveLength(1);
    await user.click(search.getByRole('button', { name: 'Search' }));
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: 'q=account' } });
    await user.selectOptions(search.getByRole('combobox', { name: 'Status' }), 'Drafts');
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: 'q=account&status=draft' } });
  });

  it('follows a new query attribute (Back) without reporting it', { timeout: 20_000 }, async () => {
    const { api, element, moves, filters } = await mountList({ query: '?q=account&status=draft&page=2' });
    const search = await filters();
    element.setAttribute('query', '?');
    await find(() => expect(asked(api)).toEqual(defaults));
    await find(() => expect(value(search.getByRole('searchbox', { name: 'Search' }))).toBe(''));
    expect(value(search.getByRole('combobox', { name: 'Status' }))).toBe('all');
    expect(moves).toEqual([]);
  });
});
