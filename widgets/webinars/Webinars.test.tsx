import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../src/testing/fakeApi';
import { homeFixture } from '../../src/testing/fixtures/home';
import { find, mountBlockWidget, ok } from '../../src/testing/homeHarness';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { formatMoment } from '../../src/ui/webinarTime';
import { defineWebinars, webinarsTag } from './element';

const list = homeFixture('webinars.list');
const joinOpen = homeFixture('webinars.joinOpen');
const ready = (root: ShadowRoot) => root.querySelector('h2') !== null;

describe('conformance', () => {
  beforeEach(() => {
    fakeApi({ '/webinar/list': ok(list) });
  });
  runWidgetSuite({ tag: webinarsTag, define: defineWebinars, ready: (root) => root.querySelector('li') !== null, spanishText: /Seminarios web/ });
});

describe('<tc-webinars>', () => {
  it('shows each start in the viewer\'s zone and in US Central time, a calendar file before it and the recording after', async () => {
    const { screen, root } = await mountBlockWidget(webinarsTag, defineWebinars, {}, { '/webinar/list': ok(list) }, ready);
    const [tomorrow] = list.list;
    await find(() => screen.getByRole('heading', { name: tomorrow!.title }));
    expect(screen.getByText(`Your time: ${formatMoment(tomorrow!.startsAt, 'en')}`)).toBeTruthy();
    expect(root.textContent).toContain(`US Central time: ${formatMoment(tomorrow!.startsAt, 'en', 'America/Chicago')}`);
    expect(screen.getByRole('link', { name: `Add to calendar: ${tomorrow!.title}` }).getAttribute('href')).toBe(`/training-api/webinar/ics?webinarId=${tomorrow!.webinarId}`);
    expect(screen.queryByRole('link', { name: /^Join/ })).toBeNull();
    const past = list.list.find((webinar) => webinar.status === 'ended')!;
    expect(screen.getByRole('link', { name: `Watch the recording: ${past.title} (opens in a new tab)` }).getAttribute('href')).toBe(past.recordingUrl);
  });

  it('shows the join link only when the server sends it', async () => {
    const { screen } = await mountBlockWidget(webinarsTag, defineWebinars, {}, { '/webinar/list': ok(joinOpen) }, ready);
    const open = joinOpen.list.find((webinar) => webinar.status === 'open')!;
    const join = await find(() => screen.getByRole('link', { name: `Join the webinar: ${open.title} (opens in a new tab)` }));
    expect(join.getAttribute('href')).toBe(open.joinUrl);
    expect(screen.getAllByRole('link', { name: /^Join/ })).toHaveLength(1);
  });

  it('says when none are planned', async () => {
    const { screen } = await mountBlockWidget(webinarsTag, defineWebinars, {}, { '/webinar/list': ok(homeFixture('webinars.empty')) }, ready);
    await find(() => screen.getByText('There are no webinars planned.'));
  });
});
