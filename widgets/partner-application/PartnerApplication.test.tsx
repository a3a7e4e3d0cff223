import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../src/testing/fakeApi';
import { partnerFixture } from '../../src/testing/fixtures/partner';
import { answer, find, mountPartnerWidget, ok } from '../../src/testing/partnerHarness';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { definePartnerApplication, partnerApplicationTag } from './element';

const countries = partnerFixture('countries');
const handlers = () => ({ '/country/list': ok(countries), '/partner/apply': ok(partnerFixture('apply.sent')) });

describe('conformance', () => {
  beforeEach(() => {
    fakeApi(handlers());
  });
  runWidgetSuite({ tag: partnerApplicationTag, define: definePartnerApplication, ready: (root) => root.querySelector('form') !== null, spanishText: /Hágase socio/ });
});

describe('<tc-partner-application>', () => {
  const fill = async (screen: Awaited<ReturnType<typeof mountPartnerWidget>>['screen'], user: Awaited<ReturnType<typeof mountPartnerWidget>>['user']) => {
    await user.type(screen.getByLabelText(/^Company( \*)?$/), 'Aurora Solar LLC');
    await user.type(screen.getByLabelText(/^Company number/), 'AUR-1001');
    await user.type(screen.getByLabelText(/^Contact name/), 'Alma Aurora');
    await user.type(screen.getByLabelText(/^E-mail/), 'alma@aurora.example');
    await user.type(screen.getByLabelText(/^Phone/), '+1 415 555 0123');
    await user.click(screen.getByRole('checkbox', { name: 'Installer' }));
  };

  it('checks with the shared schema before sending: roles and the terms are required', async () => {
    const { api, screen, user } = await mountPartnerWidget(partnerApplicationTag, definePartnerApplication, handlers());
    await find(() => screen.getByRole('option', { name: /United States|Estados Unidos/ }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await find(() => screen.getByText('Company name is required'));
    expect(screen.getByText('Select at least one role to train')).toBeTruthy();
    expect(screen.getByText('You must agree to the partner terms to apply')).toBeTruthy();
    expect(api.to('/partner/apply')).toHaveLength(0);
  });

  it('sends the application and thanks the applicant with what the server recorded', { timeout: 20_000 }, async () => {
    const { api, screen, user } = await mountPartnerWidget(partnerApplicationTag, definePartnerApplication, handlers());
    await find(() => screen.getByRole('option', { name: /United States/ }));
    await fill(screen, user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the partner terms' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const sent = await find(() => screen.getByText(/Your application for Aurora Solar LLC has been received/));
    expect(sent.getAttribute('role')).toBe('status');
    expect(api.to('/partner/apply')[0]?.body).toMatchObject({ company: 'Aurora Solar LLC', country: countries[0]?.versionCode, roles: ['installer'], acceptTerms: true });
  });

  it("shows the server's duplicate answer under the field it concerns", { timeout: 20_000 }, async () => {
    const duplicate = partnerFixture('apply.duplicate');
    const { screen, user } = await mountPartnerWidget(partnerApplicationTag, definePartnerApplication, { '/country/list': ok(countries), '/partner/apply': answer(duplicate) });
    await find(() => screen.getByRole('option', { name: /United States/ }));
    await fill(screen, user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the partner terms' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await find(() => screen.getByText(duplicate.result.fields.email ?? 'missing'));
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
  });
});
