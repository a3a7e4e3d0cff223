import { beforeEach, describe, expect, it } from 'vitest';
import type { TcEventMap } from '../../src/elements/events';
import { fakeApi, holdAfterFirst } from '../../src/testing/fakeApi';
import { adminUserFixture } from '../../src/testing/fixtures/adminUsers';
import { answer, find, mountPartnerWidget, ok } from '../../src/testing/partnerHarness';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { adminCompaniesTag, defineAdminCompanies } from './element';

const list = adminUserFixture('companies.list');
const company = adminUserFixture('company.detail');

describe('conformance', () => {
  beforeEach(() => {
    fakeApi({ '/admin/companies': ok(list) });
  });
  runWidgetSuite({ tag: adminCompaniesTag, define: defineAdminCompanies, ready: (root) => root.querySelector('tbody tr') !== null, spanishText: /Empresas/ });
});

describe('<tc-admin-companies>', () => {
  it('keeps the rows, marked busy, and the focus on the sort or Search just pressed while the next list loads', { timeout: 20_000 }, async () => {
    const held = holdAfterFirst(ok(list));
    const { root, screen, user } = await mountPartnerWidget(adminCompaniesTag, defineAdminCompanies, { '/admin/companies': held.handler });
    const sort = await find(() => screen.getByRole('button', { name: /Members/ }));
    await user.click(sort);
    await find(() => expect(held.calls()).toBe(2));
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: `Open ${company.name}` })).toBeTruthy();
    expect(root.activeElement).toBe(sort);
    held.release();
    await find(() => expect(screen.getByRole('table').hasAttribute('aria-busy')).toBe(false));
    expect(root.activeElement).toBe(sort);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'aurora');
    const search = screen.getByRole('button', { name: 'Search' });
    await user.click(search);
    await find(() => expect(held.calls()).toBe(3));
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(root.activeElement).toBe(search);
    held.release();
    await find(() => expect(screen.getByRole('table').hasAttribute('aria-busy')).toBe(false));
  });

  it('lists the companies the server answers with their members, sorts on the server and opens one with its people', { timeout: 20_000 }, async () => {
    const { api, screen, user } = await mountPartnerWidget(adminCompaniesTag, defineAdminCompanies, { '/admin/companies': ok(list), '/admin/companies/detail': ok(company) });
    await user.click(await find(() => screen.getByRole('button', { name: /Members/ })));
    await find(() => expect(api.to('/admin/companies').at(-1)?.url.searchParams.get('sort')).toBe('members'));
    await user.click(await find(() => screen.getByRole('button', { name: `Open ${company.name}` })));
    await find(() => screen.getByRole('heading', { name: company.name }));
    expect(api.to('/admin/companies/detail')[0]?.url.searchParams.get('companyId')).toBe(company.companyId);
    for (const person of company.people) expect(screen.getByRole('rowheader', { name: new RegExp(person.name) })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to the companies' }));
    await find(() => screen.getByRole('searchbox', { name: 'Search' }));
  });

  it('shows the forbidden answer the server gives', async () => {
    const forbidden = adminUserFixture('users.forbidden');
    const refused = await mountPartnerWidget(adminCompaniesTag, defineAdminCompanies, { '/admin/companies': answer(forbidden) });
    await find(() => refused.screen.getByText(forbidden.message));
  });
});

describe('<tc-admin-companies> in an address', () => {
  it('opens on its query attribute, reports a submitted search and a sort (not the typing), and follows a new attribute', { timeout: 20_000 }, async () => {
    const { api, element, screen, user } = await mountPartnerWidget(adminCompaniesTag, defineAdminCompanies, { '/admin/companies': ok(list) }, { query: '?q=aurora&sort=members&order=desc&page=3' });
    const moves: TcEventMap['tc-navigate'][] = [];
    element.addEventListener('tc-navigate', (event) => moves.push(event.detail));
    const asked = () => Object.fromEntries(api.to('/admin/companies').at(-1)?.url.searchParams ?? []);
    await find(() => screen.getByRole('button', { name: `Open ${company.name}` }));
    expect(asked()).toEqual({ q: 'aurora', sort: 'members', order: 'desc', page: '3', pageSize: '20' });
    const search = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect(search.value).toBe('aurora');

    await user.type(search, 'costa', { initialSelectionStart: 0, initialSelectionEnd: search.value.length });
    expect(moves).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(moves).toEqual([{ to: 'list', view: 'list', params: { query: 'q=costa&sort=members&order=desc' } }]);
    await user.click(await find(() => screen.getByRole('button', { name: /Members/ })));
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: 'q=costa&sort=members' } });

    element.setAttribute('query', '?page=abc&sort=secret');
    await find(() => expect(asked()).toEqual({ sort: 'name', order: 'asc', page: '1', pageSize: '20' }));
    await find(() => expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe(''));
    expect(moves).toHaveLength(2);
  });
});

