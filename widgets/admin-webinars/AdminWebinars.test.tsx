import { within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clickThrottleMs } from '../../src/contract/limits';
import { fakeApi } from '../../src/testing/fakeApi';
import { adminContentFixture } from '../../src/testing/fixtures/adminContent';
import { answer, find, mountPartnerWidget, ok } from '../../src/testing/partnerHarness';
import { runListQueryAddressSuite } from '../../src/testing/listQueryAddressSuite';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { adminWebinarsTag, defineAdminWebinars } from './element';

const list = adminContentFixture('webinars.list');
const scheduled = list.list.find((item) => item.status === 'scheduled')!;
const filled = { '/admin/webinar/list': ok(list) };
/** Types over an input's whole value (user.clear cannot focus inside a shadow root). */
const replaceText = (user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) =>
  user.type(input, text, { initialSelectionStart: 0, initialSelectionEnd: (input as HTMLInputElement).value.length });

describe('conformance', () => {
  beforeEach(() => {
    fakeApi(filled);
  });
  runWidgetSuite({ tag: adminWebinarsTag, define: defineAdminWebinars, ready: (root) => root.querySelector('li') !== null, spanishText: /Nuevo seminario web/ });
});

describe('<tc-admin-webinars>', () => {
  it('schedules a webinar after checking the fields, and shows the server\'s refusal in its words', { timeout: 20_000 }, async () => {
    const invalid = adminContentFixture('webinars.create.invalid.es');
    let calls = 0;
    const { api, screen, user } = await mountPartnerWidget(adminWebinarsTag, defineAdminWebinars, {
      ...filled,
      '/admin/webinar/create': () => (++calls === 1 ? invalid : { code: 200, message: 'OK', result: adminContentFixture('webinars.created') }),
    });
    const form = within(await find(() => screen.getByRole('form', { name: 'New webinar' }) as HTMLElement));
    await user.click(form.getByRole('button', { name: 'Schedule' }));
    await find(() => expect(form.getAllByText('Title is required')).toHaveLength(2));
    expect(form.getByText('Enter the start as a date and time')).toBeTruthy();
    expect(api.to('/admin/webinar/create')).toHaveLength(0);
    await user.type(form.getByRole('textbox', { name: /Title \(English\)/ }), 'Commissioning Q&A');
    await user.type(form.getByRole('textbox', { name: /Title \(Spanish\)/ }), 'Puesta en marcha');
    await user.type(form.getByRole('textbox', { name: /Description \(English\)/ }), 'Questions.');
    await user.type(form.getByRole('textbox', { name: /Description \(Spanish\)/ }), 'Preguntas.');
    await user.type(form.getByLabelText(/Starts/), '2031-03-08T12:00');
    await user.type(form.getByRole('textbox', { name: /Join link/ }), 'javascript:alert(1)');
    await user.click(form.getByRole('button', { name: 'Schedule' }));
    await find(() => form.getByText('Enter the link as an address, e.g. https://example.com/join'));
    expect(api.to('/admin/webinar/create')).toHaveLength(0);
    await replaceText(user, form.getByRole('textbox', { name: /Join link/ }), 'https://meet.example.com/qa');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.click(form.getByRole('button', { name: 'Schedule' }));
    await find(() => form.getByText(invalid.result.fields.durationMinutes!));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.click(form.getByRole('button', { name: 'Schedule' }));
    await find(() => screen.getByText(/is scheduled/));
    expect(api.to('/admin/webinar/create')[1]?.body).toMatchObject({ titleEn: 'Commissioning Q&A', durationMinutes: 60, joinUrl: 'https://meet.example.com/qa', recordingUrl: '', startsAt: new Date('2031-03-08T12:00').toISOString() });
  });

  it('corrects a webinar in place and cancels one after the confirmation', { timeout: 20_000 }, async () => {
    const { api, screen, user } = await mountPartnerWidget(adminWebinarsTag, defineAdminWebinars, {
      ...filled,
      '/admin/webinar/update': ok(adminContentFixture('webinars.updated')),
      '/admin/webinar/cancel': ok(adminContentFixture('webinars.cancelled')),
    });
    expect(await find(() => screen.getAllByRole('button', { name: /^Cancel webinar / }))).toHaveLength(list.list.filter((item) => item.status === 'scheduled').length);
    await user.click(screen.getByRole('button', { name: `Edit ${scheduled.titleEn}` }));
    const form = within(screen.getByRole('form', { name: `Edit “${scheduled.titleEn}”` }) as HTMLElement);
    await replaceText(user, form.getByRole('spinbutton', { name: /Duration/ }), '120');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await find(() => screen.getByText(/was saved/));
    expect(api.to('/admin/webinar/update')[0]?.body).toMatchObject({ webinarId: scheduled.webinarId, titleEn: scheduled.titleEn, durationMinutes: 120, startsAt: scheduled.startsAt });
    await user.click(await find(() => screen.getByRole('button', { name: `Cancel webinar ${scheduled.titleEn}` })));
    expect(api.to('/admin/webinar/cancel')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel webinar' }));
    await find(() => screen.getByText(/was cancelled/));
    expect(api.to('/admin/webinar/cancel')[0]?.body).toEqual({ webinarId: scheduled.webinarId });
  });

  it('shows a webinar that has ended as Ended, without Cancel; its correction keeps start, duration and join link as stored', { timeout: 20_000 }, async () => {
    const ended = list.list.find((item) => item.status === 'ended')!;
    const { api, root, screen, user } = await mountPartnerWidget(adminWebinarsTag, defineAdminWebinars, { ...filled, '/admin/webinar/update': ok(adminContentFixture('webinars.updated.ended')) });
    const row = within((await find(() => screen.getByRole('heading', { name: ended.titleEn }))).closest('li') as HTMLElement);
    expect(row.getByText('Ended')).toBeTruthy();
    expect(row.queryByRole('button', { name: /^Cancel webinar/ })).toBeNull();
    await user.click(row.getByRole('button', { name: `Edit ${ended.titleEn}` }));
    const form = within(screen.getByRole('form', { name: `Edit “${ended.titleEn}”` }) as HTMLElement);
    expect(form.getByText(/its start, duration and join link stay as they were/)).toBeTruthy();
    for (const name of [/Starts/, /Duration/, /Join link/]) expect((form.getByLabelText(name) as HTMLInputElement).readOnly).toBe(true);
    expect((form.getByRole('textbox', { name: /Recording link/ }) as HTMLInputElement).readOnly).toBe(false);
    await replaceText(user, form.getByRole('textbox', { name: /Recording link/ }), 'https://video.example.com/battery-sizing-2');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await find(() => screen.getByText(/was saved/));
    // Sent as stored, to the millisecond: the server refuses any change to what took place.
    expect(api.to('/admin/webinar/update')[0]?.body).toEqual({
      webinarId: ended.webinarId,
      titleEn: ended.titleEn,
      titleEs: ended.titleEs,
      descriptionEn: ended.descriptionEn,
      descriptionEs: ended.descriptionEs,
      startsAt: ended.startsAt,
      durationMinutes: ended.durationMinutes,
      joinUrl: ended.joinUrl,
      recordingUrl: 'https://video.example.com/battery-sizing-2',
    });
    await find(() => expect(root.activeElement).toBe(screen.getByRole('button', { name: `Edit ${ended.titleEn}` })));
  });

  it('a webinar that ended while the list was open: Cancel is refused in the server\'s words, the row then reads Ended and its Edit takes the focus', { timeout: 20_000 }, async () => {
    const refused = adminContentFixture('webinars.cancel.ended');
    let lists = 0;
    const { root, screen, user } = await mountPartnerWidget(adminWebinarsTag, defineAdminWebinars, {
      '/admin/webinar/list': () => ({ code: 200, message: 'OK', result: adminContentFixture(++lists === 1 ? 'webinars.list' : 'webinars.list.ended') }),
      '/admin/webinar/cancel': answer(refused),
    });
    await user.click(await find(() => screen.getByRole('button', { name: `Cancel webinar ${scheduled.titleEn}` })));
    await user.click(screen.getByRole('button', { name: 'Cancel webinar' }));
    const row = within((await find(() => screen.getByRole('alert'))).closest('li') as HTMLElement);
    expect(row.getByRole('alert').textContent).toBe(refused.message);
    expect(row.getByRole('heading', { name: scheduled.titleEn })).toBeTruthy();
    // The refusal shows at once; the row keeps its old status (marked busy) until the list read again arrives.
    await find(() => row.getByText('Ended'));
    expect(screen.queryAllByRole('button', { name: /^Cancel webinar/ })).toHaveLength(0);
    await find(() => expect(root.activeElement).toBe(row.getByRole('button', { name: `Edit ${scheduled.titleEn}` })));
  });

  it('a webinar that ended while its form was open: changing its length is refused, the form stays with what was typed, its start, length and join link turn read-only as stored, and Save then keeps the rest', { timeout: 20_000 }, async () => {
    const refused = adminContentFixture('webinars.update.ended');
    const saved = adminContentFixture('webinars.updated.ended');
    const stored = adminContentFixture('webinars.list.ended').list.find((item) => item.webinarId === scheduled.webinarId)!;
    let lists = 0;
    let updates = 0;
    const { api, screen, user } = await mountPartnerWidget(adminWebinarsTag, defineAdminWebinars, {
      '/admin/webinar/list': () => ({ code: 200, message: 'OK', result: adminContentFixture(++lists === 1 ? 'webinars.list' : 'webinars.list.ended') }),
      '/admin/webinar/update': () => (++updates === 1 ? refused : { code: 200, message: 'OK', result: saved }),
    });
    await user.click(await find(() => screen.getByRole('button', { name: `Edit ${scheduled.titleEn}` })));
    const form = within(await find(() => screen.getByRole('form', { name: new RegExp(scheduled.titleEn) })));
    await user.type(form.getByRole('textbox', { name: /^Recording link/ }), 'https://video.example.com/late');
    const duration = form.getByLabelText(/^Duration/) as HTMLInputElement;
    await user.type(duration, '240', { initialSelectionStart: 0, initialSelectionEnd: duration.value.length });
    await user.click(form.getByRole('button', { name: 'Save' }));

    await find(() => form.getByText(refused.message));
    // The list was read again: the form is still open, now with the stored facts read-only and the reason.
    await find(() => expect((form.getByLabelText(/^Duration/) as HTMLInputElement).readOnly).toBe(true));
    expect((form.getByLabelText(/^Duration/) as HTMLInputElement).value).toBe(String(stored.durationMinutes));
    for (const name of [/^Starts/, /^Join link/]) expect((form.getByLabelText(name) as HTMLInputElement).readOnly).toBe(true);
    expect((form.getByRole('textbox', { name: /^Recording link/ }) as HTMLInputElement).value).toBe('https://video.example.com/late');
    expect(lists).toBe(2);

    // A second press of the same button is taken once its click guard has passed.
    await new Promise((resolve) => setTimeout(resolve, clickThrottleMs + 50));
    await user.click(form.getByRole('button', { name: 'Save' }));
    await find(() => expect(updates).toBe(2));
    expect(api.to('/admin/webinar/update')[1]?.body).toMatchObject({ startsAt: stored.startsAt, durationMinutes: stored.durationMinutes, joinUrl: stored.joinUrl, recordingUrl: 'https://video.example.com/late' });
  });

  it('shows the empty list, the forbidden answer and a second cancel\'s refusal', { timeout: 20_000 }, async () => {
    const empty = await mountPartnerWidget(adminWebinarsTag, defineAdminWebinars, { '/admin/webinar/list': ok(adminContentFixture('webinars.list.empty')) });
    await find(() => empty.screen.getByText('There are no webinars yet.'));
    const forbidden = adminContentFixture('materials.forbidden');
    const refused = await mountPartnerWidget(adminWebinarsTag, defineAdminWebinars, { '/admin/webinar/list': answer(forbidden) });
    await find(() => refused.screen.getByText(forbidden.message));
    const gone = adminContentFixture('webinars.cancel.gone');
    const again = await mountPartnerWidget(adminWebinarsTag, defineAdminWebinars, { ...filled, '/admin/webinar/cancel': answer(gone) });
    await again.user.click(await find(() => again.screen.getByRole('button', { name: `Cancel webinar ${scheduled.titleEn}` })));
    await again.user.click(again.screen.getByRole('button', { name: 'Cancel webinar' }));
    await find(() => again.screen.getByText(gone.message));
  });
});

runListQueryAddressSuite({ tag: adminWebinarsTag, define: defineAdminWebinars, handlers: filled, listPath: '/admin/webinar/list', search: 'storage', status: { opened: 'scheduled', chosen: { label: 'Cancelled', value: 'cancelled' } } });
