import { within } from '@testing-library/react';
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

  it("makes a member the company's administrator after a confirmation naming the one before, says so, and shows the company as the server answers", { timeout: 20_000 }, async () => {
    const before = adminUserFixture('company.admin.first');
    const after = adminUserFixture('company.admin');
    const [ian, sara] = [after.people.find((person) => person.companyAdmin)!, after.people.find((person) => !person.companyAdmin)!];
    const refused = adminUserFixture('company.admin.notMember');
    let posts = 0;
    const { api, root, screen, user } = await mountPartnerWidget(adminCompaniesTag, defineAdminCompanies, {
      '/admin/companies': ok(list),
      '/admin/companies/detail': ok(before),
      // Refused once (the server's words under the question), then done.
      '/admin/companies/admin': () => (++posts === 1 ? refused : { code: 200, message: 'OK', result: after }),
    });
    await user.click(await find(() => screen.getByRole('button', { name: `Open ${before.name}` })));
    const make = await find(() => screen.getByRole('button', { name: `Make administrator: ${ian.name}` }));
    // The administrator and a deactivated account have no such button.
    expect(screen.queryByRole('button', { name: `Make administrator: ${sara.name}` })).toBeNull();
    await user.click(make);
    const question = `Make ${ian.name} the administrator of ${before.name}? ${sara.name} stays a member, and the business partner certificate moves to ${ian.name}.`;
    const confirm = await find(() => screen.getByRole('group', { name: question }));
    expect(api.to('/admin/companies/admin')).toHaveLength(0);
    const confirmButton = within(confirm as HTMLElement).getByRole('button', { name: 'Make administrator' });
    expect(root.activeElement).toBe(confirmButton);
    await user.click(confirmButton);
    await find(() => expect(screen.getByRole('alert').textContent).toBe(refused.message));
    // Nothing changed: the question stays, to be answered again.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.click(within(screen.getByRole('group', { name: question }) as HTMLElement).getByRole('button', { name: 'Make administrator' }));
    // Said in the section's status region (the first status of the root is the loading indicator's).
    const said = await find(() => screen.getByText(`${ian.name} is now the administrator of ${after.name}.`));
    expect(said.getAttribute('role')).toBe('status');
    expect(api.to('/admin/companies/admin').map((call) => call.body)).toEqual([
      { companyId: before.companyId, userId: ian.userId },
      { companyId: before.companyId, userId: ian.userId },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('rowheader', { name: new RegExp(`${ian.name}.*Company administrator`) })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Make administrator: ${sara.name}` })).toBeTruthy();
    expect(root.activeElement).toBe(screen.getByRole('heading', { name: after.name }));
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

