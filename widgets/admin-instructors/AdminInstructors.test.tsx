import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TcEventMap } from '../../src/elements/events';
import { fakeApi } from '../../src/testing/fakeApi';
import { adminInstructorFixture } from '../../src/testing/fixtures/adminInstructors';
import { answer, find, mountPartnerWidget, ok } from '../../src/testing/partnerHarness';
import { catchSavedFiles } from '../../src/testing/shadowHarness';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { adminInstructorsTag, defineAdminInstructors } from './element';
import { replaceText } from '../../src/testing/replaceText';

const list = adminInstructorFixture('list');
const maria = list.list.find((row) => row.currentSession)!;
const tom = list.list.find((row) => row.status === 'deactivated')!;
const filled = { '/admin/instructor/list': ok(list) };
const svgFile = () => new Response('<svg xmlns="http://www.w3.org/2000/svg"></svg>', { headers: { 'content-type': 'image/svg+xml', 'content-disposition': 'attachment; filename="training-qr.svg"' } });
const pause = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('conformance', () => {
  beforeEach(() => {
    fakeApi(filled);
  });
  runWidgetSuite({ tag: adminInstructorsTag, define: defineAdminInstructors, ready: (root) => root.querySelector('table') !== null, spanishText: /Nuevo instructor/ });
});

describe('<tc-admin-instructors>', () => {
  it('lists what the server answered and asks it to search, filter and sort', { timeout: 20_000 }, async () => {
    const { api, screen, user } = await mountPartnerWidget(adminInstructorsTag, defineAdminInstructors, filled);
    await find(() => screen.getByText('3 instructors'));
    expect(screen.getByRole('cell', { name: tom.email })).toBeTruthy();
    expect(within(screen.getByRole('row', { name: new RegExp(tom.email) }) as HTMLElement).getByText('Deactivated')).toBeTruthy();
    expect(api.to('/admin/instructor/list')[0]?.url.searchParams.get('sort')).toBe('name');
    await user.type(screen.getByRole('searchbox', { name: 'Name or e-mail' }), 'maría');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'active');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await find(() => expect(api.to('/admin/instructor/list')).toHaveLength(2));
    const params = api.to('/admin/instructor/list')[1]!.url.searchParams;
    expect([params.get('search'), params.get('status'), params.get('kind'), params.get('page')]).toEqual(['maría', 'active', 'all', '1']);
    await user.click(await find(() => screen.getByRole('button', { name: /E-mail/ })));
    await find(() => expect(api.to('/admin/instructor/list').at(-1)?.url.searchParams.get('sort')).toBe('email'));
  });

  it('creates an instructor after checking the fields, and shows the server\'s refusal of a taken e-mail', { timeout: 20_000 }, async () => {
    const duplicate = adminInstructorFixture('create.duplicate');
    let calls = 0;
    const { api, screen, user } = await mountPartnerWidget(adminInstructorsTag, defineAdminInstructors, {
      ...filled,
      '/admin/instructor/create': () => (++calls === 1 ? duplicate : { code: 200, message: 'OK', result: adminInstructorFixture('created') }),
    });
    await user.click(await find(() => screen.getByRole('button', { name: 'New instructor' })));
    const form = within(screen.getByRole('form', { name: 'New instructor' }) as HTMLElement);
    await user.click(form.getByRole('button', { name: 'Create instructor' }));
    await find(() => form.getByText('This field is required'));
    expect(api.to('/admin/instructor/create')).toHaveLength(0);
    await user.type(form.getByRole('textbox', { name: /Name/ }), 'María Pérez');
    await user.type(form.getByRole('textbox', { name: /E-mail/ }), 'maria.perez@example.test');
    await pause();
    await user.click(form.getByRole('button', { name: 'Create instructor' }));
    await find(() => form.getByText(duplicate.result.fields.email!));
    await pause();
    await user.click(form.getByRole('button', { name: 'Create instructor' }));
    await find(() => screen.getByText('María Pérez was created.'));
    expect(api.to('/admin/instructor/create')[1]?.body).toEqual({ name: 'María Pérez', email: 'maria.perez@example.test', kind: 'internal' });
  });

  it('gives the focus to the new instructor form\'s Name, and back to New instructor on Cancel', { timeout: 20_000 }, async () => {
    const { root, screen, user } = await mountPartnerWidget(adminInstructorsTag, defineAdminInstructors, filled);
    await user.click(await find(() => screen.getByRole('button', { name: 'New instructor' })));
    const form = within(screen.getByRole('form', { name: 'New instructor' }) as HTMLElement);
    await find(() => expect(root.activeElement).toBe(form.getByRole('textbox', { name: /Name/ })));
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    await find(() => expect(root.activeElement).toBe(screen.getByRole('button', { name: 'New instructor' })));
  });

  it('shows, downloads and regenerates the QR code, corrects and deactivates after confirming, and reactivates', { timeout: 20_000 }, async () => {
    const saved = catchSavedFiles(vi.spyOn);
    const { api, screen, user } = await mountPartnerWidget(adminInstructorsTag, defineAdminInstructors, {
      ...filled,
      '/questionnaire/qrCode': svgFile,
      '/admin/instructor/regenerateQr': ok(adminInstructorFixture('regenerated')),
      '/admin/instructor/update': ok(adminInstructorFixture('updated')),
      '/admin/instructor/deactivate': ok(adminInstructorFixture('deactivated')),
      '/admin/instructor/reactivate': ok(adminInstructorFixture('reactivated')),
    });
    await user.click(await find(() => screen.getByRole('button', { name: `Open ${maria.name}` })));
    expect((screen.getByRole('img', { name: `QR code of the training questionnaire of ${maria.name}` }) as HTMLImageElement).src).toBe(maria.currentSession!.qrImage);
    await user.click(screen.getByRole('button', { name: 'Download SVG' }));
    await find(() => expect(saved).toHaveLength(1));
    expect(api.to('/questionnaire/qrCode')[0]?.body).toEqual({ sessionId: maria.currentSession!.sessionId, format: 'svg' });
    await user.click(screen.getByRole('button', { name: 'Regenerate QR code' }));
    expect(api.to('/admin/instructor/regenerateQr')).toHaveLength(0);
    await user.click(within(screen.getByRole('group') as HTMLElement).getByRole('button', { name: 'Regenerate QR code' }));
    await find(() => screen.getByText(/has a new QR code/));
    expect(api.to('/admin/instructor/regenerateQr')[0]?.body).toEqual({ instructorId: maria.instructorId, sessionId: maria.currentSession!.sessionId, code: maria.currentSession!.code });

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = within(screen.getByRole('form', { name: `Edit ${maria.name}` }) as HTMLElement);
    await replaceText(user, form.getByRole('textbox', { name: /Name/ }), 'María P. Gómez');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await find(() => screen.getByText(/was saved/));
    expect(api.to('/admin/instructor/update')[0]?.body).toEqual({ instructorId: maria.instructorId, name: 'María P. Gómez', email: maria.email, kind: maria.kind });

    await user.click(await find(() => screen.getByRole('button', { name: 'Deactivate' })));
    expect(api.to('/admin/instructor/deactivate')).toHaveLength(0);
    await user.click(within(screen.getByRole('group') as HTMLElement).getByRole('button', { name: 'Deactivate' }));
    await find(() => screen.getByText(`${maria.name} was deactivated.`));
    expect(api.to('/admin/instructor/deactivate')[0]?.body).toEqual({ instructorId: maria.instructorId });

    await user.click(screen.getByRole('button', { name: `Open ${tom.name}` }));
    await user.click(await find(() => screen.getByRole('button', { name: 'Reactivate' })));
    await find(() => screen.getByText(`${tom.name} was reactivated.`));
    expect(api.to('/admin/instructor/reactivate')[0]?.body).toEqual({ instructorId: tom.instructorId });
  });

  it('shows the empty list, the forbidden answer and a stale regeneration\'s refusal', { timeout: 20_000 }, async () => {
    const empty = await mountPartnerWidget(adminInstructorsTag, defineAdminInstructors, { '/admin/instructor/list': ok(adminInstructorFixture('list.empty')) });
    await find(() => empty.screen.getByText('No instructor matches.'));
    const forbidden = adminInstructorFixture('forbidden');
    const refused = await mountPartnerWidget(adminInstructorsTag, defineAdminInstructors, { '/admin/instructor/list': answer(forbidden) });
    await find(() => refused.screen.getByText(forbidden.message));
    const stale = adminInstructorFixture('regenerate.stale');
    const again = await mountPartnerWidget(adminInstructorsTag, defineAdminInstructors, { ...filled, '/admin/instructor/regenerateQr': answer(stale) });
    await again.user.click(await find(() => again.screen.getByRole('button', { name: `Open ${maria.name}` })));
    await again.user.click(again.screen.getByRole('button', { name: 'Regenerate QR code' }));
    await again.user.click(within(again.screen.getByRole('group') as HTMLElement).getByRole('button', { name: 'Regenerate QR code' }));
    await find(() => again.screen.getByText(stale.message));
  });
});

describe('<tc-admin-instructors> in an address', () => {
  /** Mounts the list with `attributes` and records the moves it reports. */
  const mountList = async (attributes: Record<string, string>) => {
    const mounted = await mountPartnerWidget(adminInstructorsTag, defineAdminInstructors, filled, attributes);
    const moves: TcEventMap['tc-navigate'][] = [];
    mounted.element.addEventListener('tc-navigate', (event) => moves.push(event.detail));
    return { ...mounted, moves };
  };
  const asked = (api: Awaited<ReturnType<typeof mountList>>['api']) => Object.fromEntries(api.to('/admin/instructor/list').at(-1)?.url.searchParams ?? []);
  const value = (element: HTMLElement) => (element as HTMLInputElement | HTMLSelectElement).value;
  const defaults = { search: '', kind: 'all', status: 'all', sort: 'name', direction: 'asc', page: '1', pageSize: '10' };

  it('opens on the search, filters, sort and page of its query attribute', { timeout: 20_000 }, async () => {
    const { api, screen } = await mountList({ 'page-size': '1', query: '?q=maria&kind=external&status=active&sort=email&order=desc&page=2' });
    await find(() => screen.getByRole('table'));
    expect(asked(api)).toEqual({ search: 'maria', kind: 'external', status: 'active', sort: 'email', direction: 'desc', page: '2', pageSize: '1' });
    expect(value(screen.getByRole('searchbox', { name: 'Name or e-mail' }))).toBe('maria');
    expect(value(screen.getByRole('combobox', { name: 'Type' }))).toBe('external');
    expect(value(screen.getByRole('combobox', { name: 'State' }))).toBe('active');
  });

  it('falls back to the first page of every instructor for a query it cannot read', { timeout: 20_000 }, async () => {
    const { api, screen } = await mountList({ query: `page=abc&kind=robot&status=retired&sort=age&order=up&q=${'x'.repeat(101)}` });
    await find(() => screen.getByRole('table'));
    expect(asked(api)).toEqual(defaults);
  });

  it('reports a turned page, a submitted search (from page 1) and a sort, not the typing', { timeout: 20_000 }, async () => {
    const { screen, user, moves } = await mountList({ 'page-size': '1', query: '?' });
    await user.click(await find(() => screen.getByRole('button', { name: 'Next page' })));
    expect(moves).toEqual([{ to: 'list', view: 'list', params: { query: 'page=2' } }]);
    await user.type(screen.getByRole('searchbox', { name: 'Name or e-mail' }), ' maria ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'External');
    expect(moves).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: 'q=maria&kind=external' } });
    await user.click(await find(() => screen.getByRole('button', { name: /E-mail/ })));
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: 'q=maria&kind=external&sort=email' } });
  });

  it('follows a new query attribute (Back) without reporting it', { timeout: 20_000 }, async () => {
    const { api, element, screen, moves } = await mountList({ query: '?q=maria&status=deactivated&page=2' });
    await find(() => screen.getByRole('table'));
    element.setAttribute('query', '?');
    await find(() => expect(asked(api)).toEqual(defaults));
    await find(() => expect(value(screen.getByRole('searchbox', { name: 'Name or e-mail' }))).toBe(''));
    expect(value(screen.getByRole('combobox', { name: 'State' }))).toBe('all');
    expect(moves).toEqual([]);
  });
});
