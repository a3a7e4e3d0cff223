import { beforeEach, describe, expect, it } from 'vitest';
import { clickThrottleMs } from '../../src/contract/limits';
import type { TcEventMap } from '../../src/elements/events';
import { setLanguage } from '../../src/i18n/i18n';
import { deferred, fakeApi, holdAfterFirst, type FakeEnvelope, type FakeRequest } from '../../src/testing/fakeApi';
import { authFixture } from '../../src/testing/fixtures/auth';
import { adminUserFixture } from '../../src/testing/fixtures/adminUsers';
import { answer, find, mountPartnerWidget, ok } from '../../src/testing/partnerHarness';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { adminUsersTag, defineAdminUsers } from './element';

const list = adminUserFixture('users.list');
const detail = adminUserFixture('user.detail');
const lena = list.list.find((user) => user.name === 'Lena Learner')!;
const failedTest = detail.courses.flatMap((course) => course.tests).find((test) => test.resettable > 0)!;
const pastClickThrottle = () => new Promise((resolve) => setTimeout(resolve, clickThrottleMs + 50));

describe('conformance', () => {
  beforeEach(() => {
    fakeApi({ '/admin/users': ok(list) });
  });
  runWidgetSuite({ tag: adminUsersTag, define: defineAdminUsers, ready: (root) => root.querySelector('tbody tr') !== null, spanishText: /Usuarios/ });
});

describe('<tc-admin-users>', () => {
  it('keeps the rows, marked busy, and the focus on Next page or the sort just pressed while the next list loads', { timeout: 20_000 }, async () => {
    const held = holdAfterFirst(ok(list));
    const { root, screen, user } = await mountPartnerWidget(adminUsersTag, defineAdminUsers, { '/admin/users': held.handler }, { 'page-size': '2' });
    const next = await find(() => screen.getByRole('button', { name: 'Next page' }));
    await user.click(next);
    await find(() => expect(held.calls()).toBe(2));
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Open Lena Learner' })).toBeTruthy();
    expect(root.activeElement).toBe(next);
    held.release();
    await find(() => expect(screen.getByRole('table').hasAttribute('aria-busy')).toBe(false));
    expect(root.activeElement).toBe(next);

    const sort = screen.getByRole('button', { name: /Account/ });
    await user.click(sort);
    await find(() => expect(held.calls()).toBe(3));
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(root.activeElement).toBe(sort);
    held.release();
    await find(() => expect(screen.getByRole('table').hasAttribute('aria-busy')).toBe(false));
    expect(root.activeElement).toBe(sort);
  });

  it('searches and sorts on the server and pages what it answers', { timeout: 20_000 }, async () => {
    const { api, screen, user } = await mountPartnerWidget(adminUsersTag, defineAdminUsers, { '/admin/users': ok(list) });
    await find(() => screen.getByRole('button', { name: 'Open Lena Learner' }));
    // The hint is read with the search box and shown under it, so the labels of the row line up.
    const search = screen.getByRole('searchbox', { name: 'Search' });
    const hint = screen.getByText('Name, account, e-mail or company');
    expect(search.getAttribute('aria-describedby')).toBe(hint.id);
    expect(search.nextElementSibling).toBe(hint);
    expect(Object.fromEntries(api.to('/admin/users')[0]?.url.searchParams ?? [])).toEqual({ sort: 'name', order: 'asc', page: '1', pageSize: '20' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lena');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await find(() => expect(api.to('/admin/users')).toHaveLength(2));
    expect(Object.fromEntries(api.to('/admin/users')[1]?.url.searchParams ?? [])).toMatchObject({ q: 'lena', status: 'active', page: '1' });
    await user.click(await find(() => screen.getByRole('button', { name: /Account/ })));
    await find(() => expect(api.to('/admin/users').at(-1)?.url.searchParams.get('sort')).toBe('account'));
    expect(screen.getByText(`${list.total} users`)).toBeTruthy();
  });

  it("opens a learner and resets a test's attempts with a reason (required), announcing the server's answer", { timeout: 20_000 }, async () => {
    let opened = 0;
    const { api, screen, user } = await mountPartnerWidget(adminUsersTag, defineAdminUsers, {
      '/admin/users': ok(list),
      '/admin/users/detail': () => ({ code: 200, message: 'OK', result: opened++ === 0 ? detail : adminUserFixture('user.detail.reset') }),
      '/admin/users/resetAttempts': ok(adminUserFixture('resetAttempts.done')),
    });
    await user.click(await find(() => screen.getByRole('button', { name: 'Open Lena Learner' })));
    const reset = await find(() => screen.getByRole('button', { name: `Reset attempts of Lena Learner on ${failedTest.title}` }));
    expect(screen.getAllByText('1 of 2 used').length).toBeGreaterThan(0);
    await user.click(reset);
    await user.click(await find(() => screen.getByRole('button', { name: 'Reset attempts' })));
    await find(() => screen.getByText('Please give a reason'));
    expect(api.to('/admin/users/resetAttempts')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: `Reason for resetting ${failedTest.title}` }), 'Power cut during the test');
    await pastClickThrottle();
    await user.click(screen.getByRole('button', { name: 'Reset attempts' }));
    await find(() => screen.getByText(`1 attempt on ${failedTest.title} was reset.`));
    expect(api.to('/admin/users/resetAttempts')[0]?.body).toEqual({ userId: lena.userId, examId: failedTest.examId, reason: 'Power cut during the test' });
    await find(() => expect(screen.queryByRole('button', { name: `Reset attempts of Lena Learner on ${failedTest.title}` })).toBeNull());
  });

  it('shows the refusal the server gives when nothing is left to reset', { timeout: 20_000 }, async () => {
    const nothing = adminUserFixture('resetAttempts.nothing');
    const { screen, user } = await mountPartnerWidget(adminUsersTag, defineAdminUsers, {
      '/admin/users': ok(list),
      '/admin/users/detail': ok(detail),
      '/admin/users/resetAttempts': answer(nothing),
    });
    await user.click(await find(() => screen.getByRole('button', { name: 'Open Lena Learner' })));
    await user.click(await find(() => screen.getByRole('button', { name: `Reset attempts of Lena Learner on ${failedTest.title}` })));
    await user.type(await find(() => screen.getByRole('textbox', { name: `Reason for resetting ${failedTest.title}` })), 'Twice');
    await user.click(screen.getByRole('button', { name: 'Reset attempts' }));
    await find(() => screen.getAllByText(nothing.message));
  });

  it('deactivates and resets the password of the opened user', { timeout: 20_000 }, async () => {
    let opened = 0;
    const { api, screen, user } = await mountPartnerWidget(adminUsersTag, defineAdminUsers, {
      '/admin/users': ok(list),
      '/admin/users/detail': () => ({ code: 200, message: 'OK', result: opened++ === 0 ? detail : adminUserFixture('user.detail.deactivated') }),
      '/admin/users/deactivate': ok(adminUserFixture('user.deactivated')),
      '/admin/users/resetPassword': ok(adminUserFixture('user.passwordReset')),
    });
    await user.click(await find(() => screen.getByRole('button', { name: 'Open Lena Learner' })));
    await user.click(await find(() => screen.getByRole('button', { name: 'Deactivate' })));
    await find(() => screen.getByText(`${detail.account} is deactivated: the account cannot log in and its sessions have ended.`));
    expect(api.to('/admin/users/deactivate')[0]?.body).toEqual({ userId: lena.userId });
    await find(() => screen.getByRole('button', { name: 'Reactivate' }));
    await pastClickThrottle();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await find(() => screen.getByText(`A new password was e-mailed to ${detail.account}; it must be changed at the next login.`));
  });

  it("says before Deactivate that the company's administrator would leave it without one, and not for anybody else", { timeout: 20_000 }, async () => {
    const administrator = adminUserFixture('user.detail.companyAdmin');
    const { root, screen, user } = await mountPartnerWidget(adminUsersTag, defineAdminUsers, {
      '/admin/users': ok(list),
      '/admin/users/detail': (request) => ({ code: 200, message: 'OK', result: request.url.searchParams.get('userId') === administrator.userId ? administrator : detail }),
    });
    await user.click(await find(() => screen.getByRole('button', { name: `Open ${administrator.name}` })));
    const deactivate = await find(() => screen.getByRole('button', { name: 'Deactivate' }));
    const warning = `${administrator.name} administers ${administrator.company}. Deactivated, the company has no administrator until you make another member it on the company's page under Companies.`;
    expect(root.getElementById(deactivate.getAttribute('aria-describedby') ?? '')?.textContent).toBe(warning);
    expect(screen.getByText(`${administrator.company} · Company administrator`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await user.click(await find(() => screen.getByRole('button', { name: 'Open Lena Learner' })));
    await find(() => screen.getByRole('heading', { name: /Lena Learner/ }));
    expect(screen.queryByText(warning)).toBeNull();
    expect(screen.getByRole('button', { name: 'Deactivate' }).hasAttribute('aria-describedby')).toBe(false);
  });

  it('creates a user, checking the form first and showing a duplicate as the server words it', { timeout: 20_000 }, async () => {
    const duplicate = adminUserFixture('create.duplicate');
    let calls = 0;
    const { api, screen, user } = await mountPartnerWidget(adminUsersTag, defineAdminUsers, {
      '/admin/users': ok(list),
      '/country/list': ok(adminUserFixture('countries')),
      '/admin/companies': ok(adminUserFixture('companies.list')),
      '/admin/users/create': () => (calls++ === 0 ? (duplicate as never) : { code: 200, message: 'OK', result: adminUserFixture('created') }),
      '/admin/users/detail': ok(detail),
    });
    await user.click(await find(() => screen.getByRole('button', { name: 'Create a user' })));
    await user.click(await find(() => screen.getByRole('button', { name: 'Create user' })));
    await find(() => screen.getByText('Name is required'));
    expect(api.to('/admin/users/create')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ian Installer');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ian@aurora.example');
    await find(() => screen.getByRole('option', { name: 'Aurora Solar LLC' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Company' }), 'Aurora Solar LLC');
    await pastClickThrottle();
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await find(() => screen.getAllByText(duplicate.message));
    await pastClickThrottle();
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await find(() => screen.getByText(`${adminUserFixture('created').account} was created; the login was e-mailed.`));
    expect(api.to('/admin/users/create')[1]?.body).toMatchObject({ name: 'Ian Installer', email: 'ian@aurora.example', role: 'learner', country: 'US', companyId: adminUserFixture('companies.list').list[0]?.companyId });
  });

  it('names the countries of the new user form in the reader\'s language, asking again when it changes', { timeout: 20_000 }, async () => {
    const spanishList = deferred<FakeEnvelope>();
    const { api, screen, user } = await mountPartnerWidget(adminUsersTag, defineAdminUsers, {
      '/admin/users': ok(list),
      // The server names the versions in the language of the request; the Spanish answer waits.
      '/country/list': ({ headers }: FakeRequest) => (headers.get('lang') === 'es' ? spanishList.promise : { code: 200, message: 'OK', result: adminUserFixture('countries') }),
      '/admin/companies': ok(adminUserFixture('companies.list')),
    });
    await user.click(await find(() => screen.getByRole('button', { name: 'Create a user' })));
    await find(() => screen.getByRole('option', { name: 'Mexico' }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ian Installer');
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'MX');
    await setLanguage('es');
    await find(() => screen.getByRole('textbox', { name: /Nombre/ }));
    // While the Spanish names are on their way the English ones stay, and so do the companies.
    expect(screen.getByRole('option', { name: 'Mexico' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Aurora Solar LLC' })).toBeTruthy();
    spanishList.resolve({ code: 200, message: 'OK', result: authFixture('countries.es') });
    await find(() => screen.getByRole('option', { name: 'México' }));
    expect(api.to('/country/list').map((request) => request.headers.lang)).toEqual(['en', 'es']);
    // What was typed and chosen stays through the new names.
    expect((screen.getByRole('textbox', { name: /Nombre/ }) as HTMLInputElement).value).toBe('Ian Installer');
    expect((screen.getByRole('combobox', { name: /País/ }) as HTMLSelectElement).value).toBe('MX');
  });

  it('shows the empty list and the forbidden answer the server gives', async () => {
    const empty = await mountPartnerWidget(adminUsersTag, defineAdminUsers, { '/admin/users': ok(adminUserFixture('users.empty')) });
    await find(() => empty.screen.getByText('No user matches this search.'));
    const forbidden = adminUserFixture('users.forbidden');
    const refused = await mountPartnerWidget(adminUsersTag, defineAdminUsers, { '/admin/users': answer(forbidden) });
    await find(() => refused.screen.getByText(forbidden.message));
  });
});

describe('<tc-admin-users> in an address', () => {
  /** Mounts the list with `attributes` and records the moves it reports. */
  const mountList = async (attributes: Record<string, string>) => {
    const mounted = await mountPartnerWidget(adminUsersTag, defineAdminUsers, { '/admin/users': ok(list) }, attributes);
    const moves: TcEventMap['tc-navigate'][] = [];
    mounted.element.addEventListener('tc-navigate', (event) => moves.push(event.detail));
    return { ...mounted, moves };
  };
  const asked = (api: Awaited<ReturnType<typeof mountList>>['api']) => Object.fromEntries(api.to('/admin/users').at(-1)?.url.searchParams ?? []);

  it('opens on the search, filters, sort and page of its query attribute', { timeout: 20_000 }, async () => {
    const { api, screen } = await mountList({ 'page-size': '2', query: 'q=lena&status=active&sort=email&order=desc&page=2' });
    await find(() => screen.getByRole('button', { name: 'Open Lena Learner' }));
    expect(asked(api)).toEqual({ q: 'lena', status: 'active', sort: 'email', order: 'desc', page: '2', pageSize: '2' });
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('lena');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('active');
  });

  it('falls back to the first page of everyone for a query it cannot read', { timeout: 20_000 }, async () => {
    const { api, screen } = await mountList({ query: 'page=abc&status=unknown&role=owner&sort=password&order=up' });
    await find(() => screen.getByRole('button', { name: 'Open Lena Learner' }));
    expect(asked(api)).toEqual({ sort: 'name', order: 'asc', page: '1', pageSize: '20' });
  });

  it('reports a submitted search (from page 1) and a turned page, not the typing', { timeout: 20_000 }, async () => {
    const { screen, user, moves } = await mountList({ 'page-size': '2', query: '?' });
    await user.click(await find(() => screen.getByRole('button', { name: 'Next page' })));
    expect(moves).toEqual([{ to: 'list', view: 'list', params: { query: 'page=2' } }]);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lena');
    expect(moves).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: 'q=lena' } });
    await user.click(await find(() => screen.getByRole('button', { name: /Account/ })));
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: 'q=lena&sort=account' } });
  });

  it('follows a new query attribute (Back) without reporting it', { timeout: 20_000 }, async () => {
    const { api, element, screen, moves } = await mountList({ query: 'q=lena&page=2' });
    await find(() => screen.getByRole('button', { name: 'Open Lena Learner' }));
    element.setAttribute('query', '?');
    await find(() => expect(asked(api)).toEqual({ sort: 'name', order: 'asc', page: '1', pageSize: '20' }));
    await find(() => expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe(''));
    expect(moves).toEqual([]);
  });
});

