import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../src/testing/fakeApi';
import { adminContentFixture } from '../../src/testing/fixtures/adminContent';
import { answer, find, mountPartnerWidget, ok } from '../../src/testing/partnerHarness';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { adminMaterialsTag, defineAdminMaterials } from './element';
import { replaceText } from '../../src/testing/replaceText';

const list = adminContentFixture('materials.list');
const terms = adminContentFixture('terms');
const first = list.list[0]!;
const filled = { '/admin/materials/list': ok(list), '/admin/materials/terms': ok(terms) };

describe('conformance', () => {
  beforeEach(() => {
    fakeApi(filled);
  });
  runWidgetSuite({ tag: adminMaterialsTag, define: defineAdminMaterials, ready: (root) => root.querySelector('tbody tr') !== null && root.querySelector('[part~="terms-version"]') !== null, spanishText: /Términos de uso/ });
});

describe('<tc-admin-materials>', () => {
  it('shows the terms in force and publishes the next version from the texts in force', { timeout: 20_000 }, async () => {
    const { api, screen, user } = await mountPartnerWidget(adminMaterialsTag, defineAdminMaterials, {
      ...filled,
      '/admin/materials/terms/publish': ok(adminContentFixture('terms.published')),
    });
    await find(() => screen.getByText(new RegExp(`Version ${terms.version} is in force since .*; 1 user agreed to it`)));
    await user.click(screen.getByRole('button', { name: 'Write a new version' }));
    const [englishTitle] = screen.getAllByRole('textbox', { name: /Title/ });
    expect((englishTitle as HTMLInputElement).value).toBe(terms.en.title);
    await replaceText(user, englishTitle!, ' ');
    await user.click(screen.getByRole('button', { name: `Publish version ${terms.version + 1}` }));
    await find(() => screen.getByText('This field is required'));
    expect(api.to('/admin/materials/terms/publish')).toHaveLength(0);
    await replaceText(user, englishTitle!, 'Terms 2027');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.click(screen.getByRole('button', { name: `Publish version ${terms.version + 1}` }));
    await find(() => screen.getByText(/Version 2 of the terms of use is in force/));
    expect(api.to('/admin/materials/terms/publish')[0]?.body).toEqual({ basedOn: terms.version, en: { title: 'Terms 2027', body: terms.en.body }, es: terms.es });
  });

  it('shows the server\'s refusal when someone published meanwhile', { timeout: 20_000 }, async () => {
    const conflict = adminContentFixture('terms.conflict');
    const { screen, user } = await mountPartnerWidget(adminMaterialsTag, defineAdminMaterials, { ...filled, '/admin/materials/terms/publish': answer(conflict) });
    await user.click(await find(() => screen.getByRole('button', { name: 'Write a new version' })));
    await user.click(screen.getByRole('button', { name: `Publish version ${terms.version + 1}` }));
    await find(() => screen.getAllByText(conflict.message));
  });

  it('corrects a file in place, and Cancel gives the focus back', { timeout: 20_000 }, async () => {
    const { api, root, screen, user } = await mountPartnerWidget(adminMaterialsTag, defineAdminMaterials, { ...filled, '/admin/materials/update': ok(adminContentFixture('materials.updated')) });
    await user.click(await find(() => screen.getByRole('button', { name: `Edit ${first.fileName}` })));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await find(() => expect(root.activeElement).toBe(screen.getByRole('button', { name: `Edit ${first.fileName}` })));
    await user.click(screen.getByRole('button', { name: `Edit ${first.fileName}` }));
    const form = within(screen.getByRole('form', { name: `Edit ${first.fileName}` }) as HTMLElement);
    await replaceText(user, form.getByRole('textbox', { name: /Description/ }), 'New words');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await find(() => screen.getByText(/was saved/));
    expect(api.to('/admin/materials/update')[0]?.body).toEqual({ fileId: first.fileId, fileName: first.fileName, description: 'New words', language: first.language });
    expect(api.to('/admin/materials/list').length).toBeGreaterThan(1);
  });

  it('keeps the files when the reload after a change fails, with the error and Try again above them; Try again loads them', { timeout: 20_000 }, async () => {
    let calls = 0;
    const failSecond = () => (++calls === 2 ? new Response('down', { status: 502 }) : { code: 200, message: 'OK', result: list });
    const { api, root, screen, user } = await mountPartnerWidget(adminMaterialsTag, defineAdminMaterials, { ...filled, '/admin/materials/list': failSecond, '/admin/materials/delete': ok(adminContentFixture('materials.deleted')) });
    await user.click(await find(() => screen.getByRole('button', { name: `Delete ${first.fileName}` })));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await find(() => screen.getByText(`${first.fileName} was deleted.`));
    const files = within(root.querySelector('[part~="files"]') as unknown as HTMLElement);
    await find(() => expect(files.getByRole('alert').textContent).toContain('The files could not be loaded'));
    // The rows stay: nothing the admin was looking at is taken away by a failed reload.
    expect(files.getAllByRole('row')).toHaveLength(list.list.length + 1);
    await user.click(files.getByRole('button', { name: 'Try again' }));
    await find(() => expect(files.queryByRole('alert')).toBeNull());
    expect(api.to('/admin/materials/list')).toHaveLength(3);
    expect(files.getAllByRole('row')).toHaveLength(list.list.length + 1);
  });

  it('deletes a file only after the confirmation', { timeout: 20_000 }, async () => {
    const { api, screen, user } = await mountPartnerWidget(adminMaterialsTag, defineAdminMaterials, { ...filled, '/admin/materials/delete': ok(adminContentFixture('materials.deleted')) });
    await user.click(await find(() => screen.getByRole('button', { name: `Delete ${first.fileName}` })));
    expect(api.to('/admin/materials/delete')).toHaveLength(0);
    await find(() => screen.getByText(`Delete ${first.fileName} for good?`));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await find(() => screen.getByText(`${first.fileName} was deleted.`));
    expect(api.to('/admin/materials/delete')[0]?.body).toEqual({ fileId: first.fileId });
  });

  it('searches on the server and shows the empty and forbidden answers', { timeout: 20_000 }, async () => {
    const { api, screen, user } = await mountPartnerWidget(adminMaterialsTag, defineAdminMaterials, filled);
    await user.type(await find(() => screen.getByRole('searchbox', { name: 'Name or description' })), 'brochure');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await find(() => expect(api.to('/admin/materials/list').at(-1)?.url.searchParams.get('q')).toBe('brochure'));
    const empty = await mountPartnerWidget(adminMaterialsTag, defineAdminMaterials, { ...filled, '/admin/materials/list': ok(adminContentFixture('materials.list.empty')) });
    await find(() => empty.screen.getByText('There are no files here.'));
    const forbidden = adminContentFixture('materials.forbidden');
    const refused = await mountPartnerWidget(adminMaterialsTag, defineAdminMaterials, { '/admin/materials/list': answer(forbidden), '/admin/materials/terms': answer(forbidden) });
    await find(() => expect(refused.screen.getAllByText(forbidden.message)).toHaveLength(2));
  });
});
