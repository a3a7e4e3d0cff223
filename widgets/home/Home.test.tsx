import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { certificateListCall } from '../../src/api/certificate';
import { homeSummaryCall, notificationListCall, webinarListCall } from '../../src/api/home';
import { notificationPages } from '../../src/contract/notification';
import { setLanguage } from '../../src/i18n/i18n';
import { deferred, fakeApi } from '../../src/testing/fakeApi';
import { certificateFixture } from '../../src/testing/fixtures/certificates';
import { homeFixture } from '../../src/testing/fixtures/home';
import { find, hearUnreadCounts, mountBlockWidget, ok } from '../../src/testing/homeHarness';
import { mountWatchingLoading } from '../../src/testing/loadingWatch';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { defineHome, homeTag } from './element';

const handlers = (summary = homeFixture('home.middle')) => ({
  '/home/summary': ok(summary),
  '/certificate/list': ok(certificateFixture('list.empty')),
  '/notification/list': ok(homeFixture('notifications.some')),
  '/webinar/list': ok(homeFixture('webinars.list')),
});
const ready = (root: ShadowRoot) => root.querySelector('h2') !== null;
const block = (root: ShadowRoot, name: string) => root.querySelector(`[part~="${name}"]`) as HTMLElement;

describe('conformance', () => {
  beforeEach(() => {
    fakeApi(handlers());
  });
  runWidgetSuite({ tag: homeTag, define: defineHome, ready: (root) => root.querySelector('progress') !== null && root.querySelector('[part~="webinar"]') !== null, spanishText: /Le damos la bienvenida/ });
});

describe('<tc-home>', () => {
  it('renders every block its page asked for early in its first render once the answers have arrived: no loading placeholder, no second call', async () => {
    const middle = homeFixture('home.middle');
    const api = fakeApi(handlers(middle));
    homeSummaryCall.start({});
    certificateListCall.start({});
    notificationListCall.start(notificationPages.homeLatest);
    webinarListCall.start({});
    await waitFor(() => expect(api.requests).toHaveLength(4));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { screen, loadingShown } = await mountWatchingLoading({ tag: homeTag, define: defineHome, ready, loading: '[part~="loading"]' });
    expect(screen.getByRole('heading', { name: `Welcome, ${middle.name}` })).toBeTruthy();
    expect(loadingShown()).toBe(false);
    expect(api.requests.map((request) => request.path).sort()).toEqual(['/certificate/list', '/home/summary', '/notification/list', '/webinar/list']);
  });

  it('welcomes a fresh learner and sends them to the first lesson', async () => {
    const fresh = homeFixture('home.fresh');
    const { screen, root } = await mountBlockWidget(homeTag, defineHome, {}, handlers(fresh), ready);
    await find(() => screen.getByRole('heading', { name: `Welcome, ${fresh.name}` }));
    expect(block(root, 'progress').textContent).toContain('0% complete');
    expect(block(root, 'progress').textContent).toContain(`0 of ${fresh.course!.lessonCount} lessons done`);
    // The lesson was never played: the link starts it, as the server's video button says.
    expect(fresh.continueTraining?.videoAction).toBe('start');
    const go = screen.getByRole('link', { name: `Start "${fresh.continueTraining!.lessonTitle}"` });
    expect(go.getAttribute('href')).toBe(`/course/video?courseId=${fresh.course!.courseId}&lessonId=${fresh.continueTraining!.lessonId}`);
    expect(block(root, 'reminder').textContent).toContain(`Start the course with "${fresh.continueTraining!.lessonTitle}".`);
    expect(block(root, 'certificates').textContent).toContain('There are no certificates here.');
  });

  it('sends a learner whose next lesson was never played to watch it next, and the link starts it', async () => {
    const next = homeFixture('home.watchNext');
    const { screen, root } = await mountBlockWidget(homeTag, defineHome, {}, handlers(next), ready);
    const lesson = next.continueTraining!;
    await find(() => screen.getByRole('link', { name: `Start "${lesson.lessonTitle}"` }));
    expect(block(root, 'reminder').textContent).toContain(`Watch "${lesson.lessonTitle}" next.`);
    expect(block(root, 'continue').textContent).not.toContain('from');
  });

  it('continues a learner in the middle where the video stopped and reminds of a retake as the server says', async () => {
    const middle = homeFixture('home.middle');
    const { screen, root } = await mountBlockWidget(homeTag, defineHome, {}, handlers(middle), ready);
    await find(() => screen.getByText(`1 of ${middle.course!.lessonCount} lessons done`));
    expect(block(root, 'continue').textContent).toContain('from 0 min 8 s');
    const retake = homeFixture('home.retakeTest');
    const again = await mountBlockWidget(homeTag, defineHome, {}, handlers(retake), ready);
    await find(() => expect(block(again.root, 'reminder').textContent).toContain('1 attempt left'));
  });

  it('offers a lesson whose video was watched to the end again from the start, as the server says, not resumed at its end', async () => {
    const retake = homeFixture('home.retakeTest');
    expect(retake.continueTraining?.videoAction).toBe('replay');
    const { screen, root } = await mountBlockWidget(homeTag, defineHome, {}, handlers(retake), ready);
    await find(() => screen.getByRole('link', { name: `Replay "${retake.continueTraining!.lessonTitle}"` }));
    expect(block(root, 'continue').textContent).toContain('from the start');
    expect(block(root, 'continue').textContent).not.toMatch(/ min | s$/);
  });

  it("tells the page the unread count its latest notifications carry, so the portal header need not ask for it", async () => {
    const some = homeFixture('notifications.some');
    const heard = hearUnreadCounts();
    const { screen } = await mountBlockWidget(homeTag, defineHome, {}, handlers(), ready);
    await find(() => screen.getByText(some.list[0]!.title));
    await find(() => expect(heard).toEqual([some.unread]));
  });

  it('marks the English title of a new notice in its Spanish notification lang="en", as the server says', async () => {
    await setLanguage('es');
    const spanish = homeFixture('notifications.some.es');
    const { root } = await mountBlockWidget(homeTag, defineHome, {}, { ...handlers(homeFixture('home.middle.es')), '/notification/list': ok(spanish) }, ready);
    const notice = spanish.list.slice(0, notificationPages.homeLatest.pageSize).find((item) => item.titleQuote)!;
    const link = await find(() => within(block(root, 'notifications')).getByRole('link', { name: notice.title }));
    expect(link.querySelector('[lang="en"]')?.textContent).toBe(notice.titleQuote?.text);
    expect(link.textContent).toBe(notice.title);
  });

  it('marks the whole title of a group message written in Spanish lang="es" for a reader of English, as the server says', async () => {
    const english = homeFixture('notifications.languages');
    const { root } = await mountBlockWidget(homeTag, defineHome, {}, { ...handlers(), '/notification/list': ok(english) }, ready);
    const message = english.list.slice(0, notificationPages.homeLatest.pageSize).find((item) => item.kind === 'groupMessage' && item.titleQuote)!;
    expect(message.titleQuote).toEqual({ text: message.title, language: 'es' });
    const title = await find(() => within(block(root, 'notifications')).getByText(message.title));
    expect(title.getAttribute('lang')).toBe('es');
    // The English group message beside it carries no lang.
    const own = english.list.find((item) => item.kind === 'groupMessage' && !item.titleQuote)!;
    expect(within(block(root, 'notifications')).getByText(own.title).closest('[lang]')).toBeNull();
  });

  it('keeps showing the other blocks while one is slow, and shows that one\'s error alone', async () => {
    const slow = deferred<{ code: number; message: string; result: null }>();
    const { screen, root } = await mountBlockWidget(homeTag, defineHome, {}, { ...handlers(), '/webinar/list': () => slow.promise, '/certificate/list': () => ({ code: 50000, message: 'Something went wrong on our side. Please try again.', result: null }) }, ready);
    await find(() => screen.getByText(homeFixture('notifications.some').list[0]!.title));
    expect(block(root, 'webinars').querySelector('[part="loading"]')).not.toBeNull();
    expect(block(root, 'certificates').querySelector('[part="error"]')).not.toBeNull();
    expect(block(root, 'progress').querySelector('progress')).not.toBeNull();
    slow.resolve({ code: 200, message: 'OK', result: null });
  });

  it('reminds a certified learner of the certificate about to expire', async () => {
    const certified = homeFixture('home.certified');
    const { root, screen } = await mountBlockWidget(homeTag, defineHome, {}, handlers(certified), ready);
    await find(() => expect(block(root, 'reminder').textContent).toContain('certificate expires on'));
    expect(screen.getByText('You have finished every lesson.')).toBeTruthy();
  });

  it("reminds a partner company's admin that the company's certificate ends soon, before any course step, and leads to the provider", async () => {
    const partner = homeFixture('home.partnerExpiring');
    expect(partner.course?.status).toBe('not_started');
    const certificates = { '/certificate/list': ok(homeFixture('certificates.partnerExpiring')) };
    const { screen, root } = await mountBlockWidget(homeTag, defineHome, {}, { ...handlers(partner), ...certificates }, ready);
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(partner.reminder?.kind === 'partnerCertificateExpiring' ? partner.reminder.validUntil : 0));
    await find(() => expect(block(root, 'reminder').querySelector('p')?.textContent).toBe(`Your company's business partner certificate expires on ${date}. Contact us to renew your company's partnership. Go`));
    expect(within(block(root, 'reminder')).getByRole('link', { name: 'Go' }).getAttribute('href')).toBe('/contact-us');
    expect(block(root, 'certificates').textContent).toContain('Business Partner Certificate');
    // The course step is still one link away.
    expect(screen.getByRole('link', { name: `Start "${partner.continueTraining!.lessonTitle}"` })).toBeTruthy();
  });
});
