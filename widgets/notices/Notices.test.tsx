import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../src/testing/fakeApi';
import { homeFixture } from '../../src/testing/fixtures/home';
import { find, mountBlockWidget, ok } from '../../src/testing/homeHarness';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { defineNotices, noticesTag } from './element';

const list = homeFixture('notices.list');
const detail = homeFixture('notice.detail');
const ready = (root: ShadowRoot) => root.querySelector('h2') !== null;

describe('conformance', () => {
  beforeEach(() => {
    fakeApi({ '/notice/list': ok(list) });
  });
  runWidgetSuite({ tag: noticesTag, define: defineNotices, ready: (root) => root.querySelector('li') !== null, spanishText: /Avisos/ });
});

describe('<tc-notices>', () => {
  it('lists the notices with their dates and excerpts, each linking to its page', async () => {
    const { screen } = await mountBlockWidget(noticesTag, defineNotices, {}, { '/notice/list': ok(list) }, ready);
    for (const notice of list.list) {
      const link = await find(() => screen.getByRole('link', { name: notice.title }));
      expect(link.getAttribute('href')).toBe(`/notice/detail?noticeId=${notice.noticeId}`);
      expect(screen.getByText(notice.excerpt)).toBeTruthy();
    }
  });

  it('shows one notice with the sanitised rich text the server stored', async () => {
    const { screen, root, api } = await mountBlockWidget(noticesTag, defineNotices, { 'notice-id': detail.noticeId }, { '/notice/detail': ok(detail) }, ready);
    await find(() => screen.getByRole('heading', { name: detail.title }));
    expect(api.to('/notice/detail')[0]?.url.searchParams.get('noticeId')).toBe(detail.noticeId);
    expect(root.querySelector('[part="body"]')?.innerHTML).toBe(detail.bodyHtml);
    expect(screen.getByRole('link', { name: 'All notices' }).getAttribute('href')).toBe('/notice/index');
  });

  it('says when there are none', async () => {
    const { screen } = await mountBlockWidget(noticesTag, defineNotices, {}, { '/notice/list': ok(homeFixture('notices.empty')) }, ready);
    await find(() => screen.getByText('There are no notices here.'));
  });
});
