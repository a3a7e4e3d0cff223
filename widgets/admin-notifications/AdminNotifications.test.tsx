import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { idempotencyKeyHeader } from '../../src/contract/idempotency';
import { clickThrottleMs } from '../../src/contract/limits';
import { setLanguage } from '../../src/i18n/i18n';
import { fakeApi } from '../../src/testing/fakeApi';
import { adminContentFixture } from '../../src/testing/fixtures/adminContent';
import { answer, find, mountPartnerWidget, ok } from '../../src/testing/partnerHarness';
import { runListQueryAddressSuite } from '../../src/testing/listQueryAddressSuite';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { adminNotificationsTag, defineAdminNotifications } from './element';

const list = adminContentFixture('notifications.list');
const options = adminContentFixture('notifications.options');
const reach = adminContentFixture('notifications.reach');
const sent = adminContentFixture('notifications.sent');
const company = options.companies[0]!;
const filled = {
  '/admin/notification/list': ok(list),
  '/admin/notification/options': ok(options),
  '/admin/notification/preview': ok(reach),
};

/** The send button takes one click per throttle window, as a person's second click would come. */
const throttled = () => new Promise((resolve) => setTimeout(resolve, clickThrottleMs + 100));

describe('conformance', () => {
  beforeEach(() => {
    fakeApi(filled);
  });
  runWidgetSuite({ tag: adminNotificationsTag, define: defineAdminNotifications, ready: (root) => root.querySelector('li') !== null, spanishText: /Nueva notificación/ });
});

describe('<tc-admin-notifications>', () => {
  it('counts the group as it is chosen, checks the fields, asks with the count, and sends once under one key even when clicked again after a failure', { timeout: 30_000 }, async () => {
    const invalid = adminContentFixture('notifications.send.invalid.es');
    let calls = 0;
    const { api, screen, user } = await mountPartnerWidget(adminNotificationsTag, defineAdminNotifications, {
      ...filled,
      '/admin/notification/send': () => (++calls === 1 ? invalid : { code: 200, message: 'OK', result: sent }),
    });
    const form = within(await find(() => screen.getByRole('form', { name: 'New notification' }) as HTMLElement));
    await find(() => form.getByText(`Reaches ${reach.recipients} learners; ${reach.byEmail} of them also by e-mail.`));
    await user.click(form.getByRole('checkbox', { name: 'Installers' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'Company' }), company.companyId);
    await user.click(form.getByRole('checkbox', { name: 'Company administrators only' }));
    await find(() => expect(api.to('/admin/notification/preview').at(-1)?.body).toEqual({ audiences: ['installer'], versionCodes: [], companyId: company.companyId, companyAdminsOnly: true }));

    await user.click(form.getByRole('button', { name: 'Send' }));
    await find(() => form.getByText('Title is required'));
    expect(api.to('/admin/notification/send')).toHaveLength(0);
    await user.type(form.getByRole('textbox', { name: /Title \(English\)/ }), sent.titleEn);
    await user.type(form.getByRole('textbox', { name: /Text \(English\)/ }), sent.bodyEn);
    await user.type(form.getByRole('textbox', { name: /Page to open/ }), 'https://evil.example');
    await throttled();
    await user.click(form.getByRole('button', { name: 'Send' }));
    await find(() => form.getByText('Enter a page of this portal, e.g. /courses'));
    expect(api.to('/admin/notification/send')).toHaveLength(0);

    const link = form.getByRole('textbox', { name: /Page to open/ }) as HTMLInputElement;
    // Types over the whole value (user.clear cannot focus inside a shadow root).
    await user.type(link, '/company', { initialSelectionStart: 0, initialSelectionEnd: link.value.length });
    await throttled();
    await user.click(form.getByRole('button', { name: 'Send' }));
    const confirm = await find(() => form.getByRole('group', { name: `Send “${sent.titleEn}” to ${reach.recipients} learners now? It cannot be taken back.` }));
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    await find(() => form.getByText(invalid.result.fields.link!));

    await throttled();
    await user.click(form.getByRole('button', { name: 'Send' }));
    await user.click(within(await find(() => form.getByRole('group', { name: /^Send “/ }))).getByRole('button', { name: 'Send' }));
    await find(() => screen.getByText(`“${sent.titleEn}” was sent to ${sent.recipients} learner.`));
    const sends = api.to('/admin/notification/send');
    expect(sends).toHaveLength(2);
    expect(sends[1]?.body).toMatchObject({ titleEn: sent.titleEn, link: '/company', audiences: ['installer'], companyId: company.companyId, companyAdminsOnly: true });
    // The same draft sent twice is one logical send: the server answers the second with the first.
    expect(sends[1]?.headers[idempotencyKeyHeader]).toBe(sends[0]?.headers[idempotencyKeyHeader]);
    expect((form.getByRole('textbox', { name: /Title \(English\)/ }) as HTMLInputElement).value).toBe('');
  });

  it('lists each send with its group, author and reach, in the reader language when written in it', { timeout: 20_000 }, async () => {
    const { screen } = await mountPartnerWidget(adminNotificationsTag, defineAdminNotifications, filled);
    const [companySend, everyoneSend] = list.list;
    const items = await find(() => screen.getAllByRole('listitem'));
    expect(items).toHaveLength(list.list.length);
    expect(within(items[0]!).getByRole('heading', { name: companySend!.titleEn })).toBeTruthy();
    expect(within(items[0]!).getByText(`For: ${companySend!.group.companyName} · Company administrators only · opens /company`)).toBeTruthy();
    expect(within(items[0]!).getByText(new RegExp(`reached ${companySend!.recipients} learner, ${companySend!.byEmail} by e-mail`))).toBeTruthy();
    expect(within(items[1]!).getByText(`For: every active learner · opens ${everyoneSend!.link}`)).toBeTruthy();
  });

  it('asks the language a message is written in: its texts come first and are required, the other language is an optional translation; sent with the form', { timeout: 30_000 }, async () => {
    const spanishSent = adminContentFixture('notifications.sent.spanish');
    const { api, screen, user } = await mountPartnerWidget(adminNotificationsTag, defineAdminNotifications, { ...filled, '/admin/notification/send': ok(spanishSent) });
    const form = within(await find(() => screen.getByRole('form', { name: 'New notification' }) as HTMLElement));
    const writtenIn = form.getByRole('combobox', { name: /Written in/ }) as HTMLSelectElement;
    // An English console starts in English: English first and required.
    expect(writtenIn.value).toBe('en');
    const titles = () => form.getAllByRole('textbox', { name: /^Title/ }) as HTMLInputElement[];
    expect(titles().map((input) => [input.labels?.[0]?.textContent, input.required || input.getAttribute('aria-required') === 'true'])).toEqual([
      ['Title (English) *', true],
      ['Title (Spanish)', false],
    ]);
    await user.selectOptions(writtenIn, 'es');
    expect(titles().map((input) => input.labels?.[0]?.textContent)).toEqual(['Title (Spanish) *', 'Title (English)']);
    expect(form.getByText(/Optional translation: learners who read English get the Spanish text/)).toBeTruthy();

    await user.click(form.getByRole('button', { name: 'Send' }));
    await find(() => form.getByText('Title is required'));
    expect(api.to('/admin/notification/send')).toHaveLength(0);
    await user.type(form.getByRole('textbox', { name: /Title \(Spanish\)/ }), spanishSent.titleEs);
    await user.type(form.getByRole('textbox', { name: /Text \(Spanish\)/ }), spanishSent.bodyEs);
    await throttled();
    await user.click(form.getByRole('button', { name: 'Send' }));
    await user.click(within(await find(() => form.getByRole('group', { name: new RegExp(`^Send “${spanishSent.titleEs}”`) }))).getByRole('button', { name: 'Send' }));
    await find(() => screen.getByText(new RegExp(`“${spanishSent.titleEs}” was sent`)));
    expect(api.to('/admin/notification/send')[0]?.body).toMatchObject({ language: 'es', titleEs: spanishSent.titleEs, bodyEs: spanishSent.bodyEs, titleEn: '', bodyEn: '' });
  });

  it('marks a sent message in another language than the console\'s with its lang', { timeout: 20_000 }, async () => {
    const languages = adminContentFixture('notifications.list.languages');
    const { screen, root } = await mountPartnerWidget(adminNotificationsTag, defineAdminNotifications, { ...filled, '/admin/notification/list': ok(languages) });
    const spanish = languages.list.find((item) => item.language === 'es')!;
    const heading = await find(() => screen.getByRole('heading', { name: spanish.titleEs }));
    expect(heading.getAttribute('lang')).toBe('es');
    expect(screen.getByText(spanish.bodyEs).getAttribute('lang')).toBe('es');
    expect(root.querySelectorAll('h4[lang]')).toHaveLength(1);
  });

  it('starts a message in the console\'s language', async () => {
    await setLanguage('es');
    const { screen } = await mountPartnerWidget(adminNotificationsTag, defineAdminNotifications, filled);
    const form = within(await find(() => screen.getByRole('form', { name: 'Nueva notificación' }) as HTMLElement));
    expect((form.getByRole('combobox', { name: /Escrito en/ }) as HTMLSelectElement).value).toBe('es');
    expect((form.getAllByRole('textbox', { name: /^Título/ }) as HTMLInputElement[]).map((input) => input.labels?.[0]?.textContent)).toEqual(['Título (español) *', 'Título (inglés)']);
  });

  it('names the country versions in the reader language, asking again when it changes', { timeout: 20_000 }, async () => {
    const spanishOptions = adminContentFixture('notifications.options.es');
    const { api, screen } = await mountPartnerWidget(adminNotificationsTag, defineAdminNotifications, {
      ...filled,
      '/admin/notification/options': (request) => ({ code: 200, message: 'OK', result: request.headers.get('lang') === 'es' ? spanishOptions : options }),
    });
    await find(() => screen.getByRole('checkbox', { name: 'United States (US)' }));
    await setLanguage('es');
    await find(() => screen.getByRole('checkbox', { name: 'Estados Unidos (US)' }));
    expect(screen.getByRole('checkbox', { name: 'México (MX)' })).toBeTruthy();
    expect(api.to('/admin/notification/options').map((request) => request.headers.lang)).toEqual(['en', 'es']);
  });

  it('says when a group reaches nobody, shows the server refusal of an empty group, the empty list and the forbidden answer', { timeout: 20_000 }, async () => {
    const empty = adminContentFixture('notifications.send.empty.es');
    const nobody = await mountPartnerWidget(adminNotificationsTag, defineAdminNotifications, {
      ...filled,
      '/admin/notification/list': ok(adminContentFixture('notifications.list.empty')),
      '/admin/notification/preview': ok(adminContentFixture('notifications.reach.nobody')),
      '/admin/notification/send': answer(empty),
    });
    await find(() => nobody.screen.getByText('No notification has been sent to a group yet.'));
    const form = within(await find(() => nobody.screen.getByRole('form', { name: 'New notification' }) as HTMLElement));
    await find(() => form.getByText('No active learner is in this group.'));
    await nobody.user.type(form.getByRole('textbox', { name: /Title \(English\)/ }), 'Designers');
    await nobody.user.type(form.getByRole('textbox', { name: /Text \(English\)/ }), 'Nobody');
    await nobody.user.click(form.getByRole('button', { name: 'Send' }));
    await nobody.user.click(within(await find(() => form.getByRole('group', { name: /^Send “/ }))).getByRole('button', { name: 'Send' }));
    await find(() => form.getByText(empty.message));

    const forbidden = adminContentFixture('materials.forbidden');
    const refused = await mountPartnerWidget(adminNotificationsTag, defineAdminNotifications, { '/admin/notification/list': answer(forbidden), '/admin/notification/options': answer(forbidden) });
    await find(() => expect(refused.screen.getAllByText(forbidden.message).length).toBeGreaterThan(0));
  });
});

runListQueryAddressSuite({ tag: adminNotificationsTag, define: defineAdminNotifications, handlers: filled, listPath: '/admin/notification/list', search: 'recall' });
