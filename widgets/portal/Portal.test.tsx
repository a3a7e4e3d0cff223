import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../src/testing/fakeApi';
import { homeFixture } from '../../src/testing/fixtures/home';
import { find, mountBlockWidget, ok } from '../../src/testing/homeHarness';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { definePortal, portalTag } from './element';

const summary = homeFixture('portal.summary');
const ready = (root: ShadowRoot) => root.querySelector('h2') !== null;

describe('conformance', () => {
  beforeEach(() => {
    fakeApi({ '/portal/summary': ok(summary) });
  });
  runWidgetSuite({ tag: portalTag, define: definePortal, ready: (root) => root.querySelector('li') !== null, spanishText: /Cursos nuevos/ });
});

describe('<tc-portal>', () => {
  it('shows new courses, featured videos and the next webinar, with the ways in', async () => {
    const { screen } = await mountBlockWidget(portalTag, definePortal, { 'apply-url': '/apply' }, { '/portal/summary': ok(summary) }, ready);
    await find(() => screen.getByRole('heading', { name: summary.newCourses[0]!.title }));
    for (const video of summary.featuredVideos) expect(screen.getByRole('heading', { name: video.title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: summary.nextWebinar!.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Get an account' }).getAttribute('href')).toBe('/apply');
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/account/contact');
    // The support hours as the spec words them, the same text the footer and /support show.
    expect(screen.getByText('Questions about training or your account? Our support team answers 8 AM - 8 PM CST, Sun-Sat.')).toBeTruthy();
  });

  it('says what is missing when the catalogue is empty', async () => {
    const { screen } = await mountBlockWidget(portalTag, definePortal, {}, { '/portal/summary': ok(homeFixture('portal.empty')) }, ready);
    await find(() => screen.getByText('No courses yet.'));
    expect(screen.getByText('No webinar is planned yet.')).toBeTruthy();
  });
});
