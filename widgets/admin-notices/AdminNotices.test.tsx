import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { clickThrottleMs } from '../../src/contract/limits';
import { setLanguage } from '../../src/i18n/i18n';
import { blurWhenDisabled } from '../../src/testing/blurWhenDisabled';
import { fakeApi, holdAfterFirst } from '../../src/testing/fakeApi';
import { adminContentFixture } from '../../src/testing/fixtures/adminContent';
import { answer, find, mountPartnerWidget, ok } from '../../src/testing/partnerHarness';
import { runListQueryAddressSuite } from '../../src/testing/listQueryAddressSuite';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { adminNoticesTag, defineAdminNotices } from './element';
import { replaceText } from '../../src/testing/replaceText';

const list = adminContentFixture('notices.list');
const published = list.list.find((item) => item.status === 'published')!;
const filled = { '/admin/notice/list': ok(list) };

describe('conformance', () => {
  beforeEach(() => {
    fakeApi(filled);
  });
  runWidgetSuite({ tag: adminNoticesTag, define: defineAdminNotices, ready: (root) => root.querySelector('li') !== null, spanishText: /Nuevo aviso/ });
});

describe('<tc-admin-notices>', () => {
  it('keeps the notices, marked busy, while the next page loads, and the focus on the pager: Next page reaching the last page hands it to Previous page', { timeout: 20_000 }, async () => {
    const held = holdAfterFirst(ok(list));
    const { root, screen, user } = await mountPartnerWidget(adminNoticesTag, defineAdminNotices, { '/admin/notice/list': held.handler }, { 'page-size': '1' });
    const next = await find(() => screen.getByRole('button', { name: 'Next page' }));
    await user.click(next);
    await find(() => expect(held.calls()).toBe(2));
    const items = screen.getByRole('button', { name: `Edit ${published.title}` }).closest('[aria-busy]');
    expect(items?.getAttribute('aria-busy')).toBe('true');
    // Two notices a page each: page 2 is the last, so Next page turned disabled at once and handed its focus to Previous page.
    expect(list.total).toBe(2);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(root.activeElement).toBe(previous);
    held.release();
    await find(() => expect(root.querySelector('[aria-busy="true"]')).toBeNull());
    expect(root.activeElement).toBe(previous);
  });

  it('publishes a notice after checking the fields, and shows the server\'s refusal of an unsafe-only body', { timeout: 20_000 }, async () => {
    const invalid = adminContentFixture('notices.create.invalid');
    let calls = 0;
    const { api, screen, user } = await mountPartnerWidget(adminNoticesTag, defineAdminNotices, {
      ...filled,
      '/admin/notice/create': () => (++calls === 1 ? invalid : { code: 200, message: 'OK', result: adminContentFixture('notices.created') }),
    });
    const form = within(await find(() => screen.getByRole('form', { name: 'New notice' }) as HTMLElement));
    await user.click(form.getByRole('button', { name: 'Publish' }));
    await find(() => expect(form.getAllByText('This field is required')).toHaveLength(2));
    expect(api.to('/admin/notice/create')).toHaveLength(0);
    await user.type(form.getByRole('textbox', { name: /Title/ }), 'Only a script');
    await user.type(form.getByRole('textbox', { name: /Text/ }), '<script>x</script>');
    // The Publish button ignores a second click within clickThrottleMs: fast typing must not land inside it.
    await new Promise((resolve) => setTimeout(resolve, clickThrottleMs + 100));
    await user.click(form.getByRole('button', { name: 'Publish' }));
    await find(() => form.getByText(invalid.result.fields.bodyHtml!));
    await replaceText(user, form.getByRole('textbox', { name: /Text/ }), '<p>Version 2.1 is out.</p>');
    await new Promise((resolve) => setTimeout(resolve, clickThrottleMs + 100));
    await user.click(form.getByRole('button', { name: 'Publish' }));
    await find(() => screen.getByText(/is published; everyone was notified/));
    // An English console starts a new notice as written in English.
    expect(api.to('/admin/notice/create')[1]?.body).toEqual({ title: 'Only a script', bodyHtml: '<p>Version 2.1 is out.</p>', language: 'en' });
  });

  it('corrects a notice in place and takes one down after the confirmation', { timeout: 20_000 }, async () => {
    const { api, screen, user } = await mountPartnerWidget(adminNoticesTag, defineAdminNotices, {
      ...filled,
      '/admin/notice/update': ok(adminContentFixture('notices.updated')),
      '/admin/notice/unpublish': ok(adminContentFixture('notices.unpublished')),
    });
    expect(await find(() => screen.getAllByRole('button', { name: /^Take down / }))).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: `Edit ${published.title}` }));
    const form = within(screen.getByRole('form', { name: `Edit “${published.title}”` }) as HTMLElement);
    await replaceText(user, form.getByRole('textbox', { name: /Title/ }), 'Firmware 2.1');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await find(() => screen.getByText(/was saved/));
    expect(api.to('/admin/notice/update')[0]?.body).toEqual({ noticeId: published.noticeId, title: 'Firmware 2.1', bodyHtml: published.bodyHtml, language: published.language });
    await user.click(await find(() => screen.getByRole('button', { name: `Take down ${published.title}` })));
    expect(api.to('/admin/notice/unpublish')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Take down' }));
    await find(() => screen.getByText(/was taken down/));
    expect(api.to('/admin/notice/unpublish')[0]?.body).toEqual({ noticeId: published.noticeId });
  });

  it('says a notice that does not exist in place of its correction or take-down, with the way back to the list and no Try again', { timeout: 20_000 }, async () => {
    const gone = adminContentFixture('notices.update.gone');
    const { api, screen, user, root } = await mountPartnerWidget(adminNoticesTag, defineAdminNotices, {
      ...filled,
      '/admin/notice/update': answer(gone),
      '/admin/notice/unpublish': answer(adminContentFixture('notices.unpublish.gone')),
    });
    await user.click(await find(() => screen.getByRole('button', { name: `Edit ${published.title}` })));
    const form = within(screen.getByRole('form', { name: `Edit “${published.title}”` }) as HTMLElement);
    await user.click(form.getByRole('button', { name: 'Save' }));
    const back = await find(() => screen.getByRole('button', { name: 'Back to the list' }));
    expect(screen.getByRole('alert').textContent).toBe(gone.message);
    expect(screen.queryByRole('form', { name: `Edit “${published.title}”` })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(root.activeElement).toBe(back);
    const listed = api.to('/admin/notice/list').length;
    await user.click(back);
    await find(() => expect(api.to('/admin/notice/list').length).toBe(listed + 1));

    await user.click(await find(() => screen.getByRole('button', { name: `Take down ${published.title}` })));
    await user.click(screen.getByRole('button', { name: 'Take down' }));
    await find(() => screen.getByText(adminContentFixture('notices.unpublish.gone').message));
    expect(screen.queryByRole('button', { name: 'Take down' })).toBeNull();
    expect(root.activeElement).toBe(screen.getByRole('button', { name: 'Back to the list' }));
  });

  it('marks the quoted title of a notice in another language with its lang in the take-down question, which names the group', { timeout: 20_000 }, async () => {
    const spanish = adminContentFixture('notices.list.languages').list.find((item) => item.language === 'es' && item.status === 'published')!;
    const { screen, user } = await mountPartnerWidget(adminNoticesTag, defineAdminNotices, { ...filled, '/admin/notice/list': ok(adminContentFixture('notices.list.languages')) });
    await user.click(await find(() => screen.getByRole('button', { name: `Take down ${spanish.title}` })));
    const group = screen.getByRole('group', { name: `Take “${spanish.title}” down? Readers will no longer see it.` });
    const quoted = group.querySelector('[lang]');
    expect(quoted?.getAttribute('lang')).toBe('es');
    expect(quoted?.textContent).toBe(spanish.title);
  });

  it('says the Spanish message of a notice that does not exist in a Spanish console', { timeout: 20_000 }, async () => {
    await setLanguage('es');
    const gone = adminContentFixture('notices.update.gone.es');
    const { screen, user } = await mountPartnerWidget(adminNoticesTag, defineAdminNotices, { ...filled, '/admin/notice/update': answer(gone) });
    await user.click(await find(() => screen.getByRole('button', { name: `Editar ${published.title}` })));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await find(() => screen.getByRole('button', { name: 'Volver a la lista' }));
    expect(screen.getByRole('alert').textContent).toBe('Este aviso no existe. Vuelva a la lista para ver los avisos actuales.');
  });

  it('asks the language a notice is written in: prefilled when editing, marked on a title in another language, sent with the form', { timeout: 20_000 }, async () => {
    const languages = adminContentFixture('notices.list.languages');
    const spanish = languages.list.find((item) => item.language === 'es')!;
    const { api, root, screen, user } = await mountPartnerWidget(adminNoticesTag, defineAdminNotices, {
      '/admin/notice/list': ok(languages),
      '/admin/notice/update': ok({ ...spanish, language: 'en' }),
    });
    const newForm = within(await find(() => screen.getByRole('form', { name: 'New notice' }) as HTMLElement));
    expect((newForm.getByRole('combobox', { name: /Written in/ }) as HTMLSelectElement).value).toBe('en');
    const heading = await find(() => screen.getByRole('heading', { name: spanish.title }));
    expect(heading.getAttribute('lang')).toBe('es');
    expect([...root.querySelectorAll('h4[lang]')]).toEqual([heading]);
    expect(heading.closest('li')?.querySelector('[part="language"]')?.textContent).toBe('Spanish');

    // Its buttons are named by their own word, then the lang-marked heading: no English label holding Spanish words.
    for (const word of ['Edit', 'Take down']) {
      const button = screen.getByRole('button', { name: `${word} ${spanish.title}` });
      expect(button.hasAttribute('aria-label')).toBe(false);
      expect(button.getAttribute('aria-labelledby')?.split(' ').map((id) => root.getElementById(id))).toEqual([button, heading]);
    }
    await user.click(screen.getByRole('button', { name: `Edit ${spanish.title}` }));
    const form = within(screen.getByRole('form', { name: `Edit “${spanish.title}”` }) as HTMLElement);
    const writtenIn = form.getByRole('combobox', { name: /Written in/ }) as HTMLSelectElement;
    expect(writtenIn.value).toBe('es');
    expect([...writtenIn.options].map((option) => option.textContent)).toEqual(['English', 'Spanish']);
    await user.selectOptions(writtenIn, 'en');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await find(() => screen.getByText(/was saved/));
    expect(api.to('/admin/notice/update')[0]?.body).toEqual({ noticeId: spanish.noticeId, title: spanish.title, bodyHtml: spanish.bodyHtml, language: 'en' });
  });

  it('starts a new notice in the console\'s language', async () => {
    await setLanguage('es');
    const { screen } = await mountPartnerWidget(adminNoticesTag, defineAdminNotices, filled);
    const form = within(await find(() => screen.getByRole('form', { name: 'Nuevo aviso' }) as HTMLElement));
    const writtenIn = form.getByRole('combobox', { name: /Escrito en/ }) as HTMLSelectElement;
    expect(writtenIn.value).toBe('es');
    expect([...writtenIn.options].map((option) => option.textContent)).toEqual(['Inglés', 'Español']);
  });

  it('moves the focus into the correction form on Edit, and back to Edit on Cancel', { timeout: 20_000 }, async () => {
    const { root, screen, user } = await mountPartnerWidget(adminNoticesTag, defineAdminNotices, filled);
    await user.click(await find(() => screen.getByRole('button', { name: `Edit ${published.title}` })));
    const form = within(screen.getByRole('form', { name: `Edit “${published.title}”` }) as HTMLElement);
    await find(() => expect(root.activeElement).toBe(form.getByRole('textbox', { name: /Title/ })));
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    await find(() => expect(root.activeElement).toBe(screen.getByRole('button', { name: `Edit ${published.title}` })));
  });

  it('gives the focus to the saved notice\'s Edit once the list has reloaded after a correction', { timeout: 20_000 }, async () => {
    const { root, screen, user } = await mountPartnerWidget(adminNoticesTag, defineAdminNotices, { ...filled, '/admin/notice/update': ok(adminContentFixture('notices.updated')) });
    blurWhenDisabled(root);
    await user.click(await find(() => screen.getByRole('button', { name: `Edit ${published.title}` })));
    const form = within(screen.getByRole('form', { name: `Edit “${published.title}”` }) as HTMLElement);
    await user.click(form.getByRole('button', { name: 'Save' }));
    await find(() => screen.getByText(/was saved/));
    await find(() => expect(root.activeElement).toBe(screen.getByRole('button', { name: `Edit ${published.title}` })));
  });

  describe('when the reload after a correction does not show the saved notice', () => {
    type Mounted = Awaited<ReturnType<typeof mountPartnerWidget>>;
    /** Saves a correction whose reload answers `reloaded`; `then` makes the list show the notice again, its Edit mounted anew. */
    const saveThen = async (reloaded: () => unknown, then: (mounted: Mounted) => Promise<void>) => {
      let lists = 0;
      const mounted = await mountPartnerWidget(adminNoticesTag, defineAdminNotices, {
        '/admin/notice/list': () => (++lists === 2 ? (reloaded() as never) : { code: 200, message: 'OK', result: list }),
        '/admin/notice/update': ok(adminContentFixture('notices.updated')),
        '/admin/notice/create': ok(adminContentFixture('notices.created')),
      });
      const { screen, user } = mounted;
      await user.click(await find(() => screen.getByRole('button', { name: `Edit ${published.title}` })));
      const form = within(screen.getByRole('form', { name: `Edit “${published.title}”` }) as HTMLElement);
      await user.click(form.getByRole('button', { name: 'Save' }));
      await find(() => screen.getByText(/was saved/));
      await find(() => expect(lists).toBe(2));
      await then(mounted);
      await find(() => expect(lists).toBe(3));
      return { root: mounted.root, edit: await find(() => screen.getByRole('button', { name: `Edit ${published.title}` })) };
    };

    it('forgets it when the reloaded list lacks it: the next reload (a notice published) that shows it leaves the focus alone', { timeout: 20_000 }, async () => {
      const { root, edit } = await saveThen(
        () => ({ code: 200, message: 'OK', result: adminContentFixture('notices.list.empty') }),
        async ({ screen, user }) => {
          const form = within(screen.getByRole('form', { name: 'New notice' }) as HTMLElement);
          await user.type(form.getByRole('textbox', { name: /Title/ }), 'Version 2.1');
          await user.type(form.getByRole('textbox', { name: /Text/ }), '<p>Version 2.1 is out.</p>');
          await user.click(form.getByRole('button', { name: 'Publish' }));
        },
      );
      expect(root.activeElement).not.toBe(edit);
    });

    it('forgets it on a new search even when the reload failed', { timeout: 20_000 }, async () => {
      let searchbox: HTMLElement | undefined;
      const { root, edit } = await saveThen(
        () => ({ code: ResultCode.internal, message: 'The server failed.', result: null }),
        async ({ screen, user }) => {
          searchbox = within(screen.getByRole('search', { name: 'Search the notices' }) as HTMLElement).getByRole('searchbox', { name: 'Title contains' });
          await user.type(searchbox, 'Firmware{Enter}');
        },
      );
      expect(root.activeElement).not.toBe(edit);
      expect(root.activeElement).toBe(searchbox);
    });
  });

  it('shows the empty list and the forbidden answer', async () => {
    const empty = await mountPartnerWidget(adminNoticesTag, defineAdminNotices, { '/admin/notice/list': ok(adminContentFixture('notices.list.empty')) });
    await find(() => empty.screen.getByText('There are no notices here.'));
    const forbidden = adminContentFixture('materials.forbidden');
    const refused = await mountPartnerWidget(adminNoticesTag, defineAdminNotices, { '/admin/notice/list': answer(forbidden) });
    await find(() => refused.screen.getByText(forbidden.message));
  });

  it('asks the server for a search, a status and an order, starting again at page 1, and says when nothing matches', { timeout: 20_000 }, async () => {
    const empty = adminContentFixture('notices.list.empty');
    const { api, screen, user } = await mountPartnerWidget(adminNoticesTag, defineAdminNotices, {
      '/admin/notice/list': (request) => (request.url.searchParams.get('q') === 'no such notice' ? { code: 200, message: 'OK', result: empty } : { code: 200, message: 'OK', result: list }),
    });
    const search = within(await find(() => screen.getByRole('search', { name: 'Search the notices' }) as HTMLElement));
    await user.selectOptions(search.getByRole('combobox', { name: 'Status' }), 'unpublished');
    await find(() => expect(api.to('/admin/notice/list').at(-1)?.url.searchParams.get('status')).toBe('unpublished'));
    await user.selectOptions(search.getByRole('combobox', { name: 'Order' }), 'asc');
    await user.type(search.getByRole('searchbox', { name: 'Title contains' }), 'no such notice{Enter}');
    await find(() => screen.getByText('Nothing matches this search.'));
    const last = api.to('/admin/notice/list').at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toEqual({ q: 'no such notice', status: 'unpublished', order: 'asc', page: '1', pageSize: '10' });
  });
});

runListQueryAddressSuite({ tag: adminNoticesTag, define: defineAdminNotices, handlers: filled, listPath: '/admin/notice/list', search: 'firmware', status: { opened: 'published', chosen: { label: 'Taken down', value: 'unpublished' } } });
