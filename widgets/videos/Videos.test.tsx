import { beforeEach, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { errorMessages } from '../../src/contract/messages';
import { setLanguage } from '../../src/i18n/i18n';
import { fakeApi } from '../../src/testing/fakeApi';
import { documentFixture } from '../../src/testing/fixtures/documents';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import type { TcEventMap } from '../../src/elements/events';
import { defineVideos, videosTag } from './element';
import { find, mountVideos, ok } from './test/harness';

const videos = documentFixture('videos.us');

describe('conformance', () => {
  beforeEach(() => {
    fakeApi({ '/video/list': ok(videos) });
  });

  runWidgetSuite({ tag: videosTag, define: defineVideos, ready: (root) => root.querySelector('video') !== null, spanishText: /Vídeos/ });
});

describe('<tc-videos>', () => {
  it('shows each video with its poster, title and length, and fetches no video bytes before play', async () => {
    const { api, root, screen } = await mountVideos({}, { '/video/list': ok(videos) });
    await find(() => expect(root.querySelectorAll('video')).toHaveLength(videos.list.length));
    for (const [index, video] of videos.list.entries()) {
      const element = root.querySelectorAll('video')[index]!;
      expect(element.getAttribute('preload')).toBe('none');
      expect(element.getAttribute('poster')).toBe(new URL(video.posterUrl, window.location.origin).href);
      expect(element.querySelector('source')?.getAttribute('src')).toBe(new URL(video.videoUrl, window.location.origin).href);
      expect(element.getAttribute('aria-label')).toBe(`Video: ${video.title}`);
      expect(screen.getByRole('heading', { name: video.title })).toBeTruthy();
    }
    expect(screen.getAllByText(`Length: 0 min ${videos.list[0]!.durationSeconds} s`).length).toBe(videos.list.length);
    // Only the list call: the files are the browser's to fetch, on play.
    expect(api.requests.map((request) => request.path)).toEqual(['/video/list']);
    expect(api.to('/video/list')[0]?.url.searchParams.get('pageSize')).toBe('12');
  });

  it('marks a video shown in English to a Spanish reader', async () => {
    await setLanguage('es');
    try {
      const { screen } = await mountVideos({}, { '/video/list': ok(documentFixture('videos.mx.es')) });
      const english = documentFixture('videos.mx.es').list.filter((video) => video.language === 'en');
      const notes = await find(() => {
        const found = screen.getAllByText(/En inglés/);
        expect(found.length).toBe(english.length);
        return found;
      });
      // The note is Spanish, as the page; the title it speaks of is marked English.
      for (const note of notes) expect(note.closest('[lang]')?.getAttribute('lang') ?? null).toBeNull();
      for (const video of english) expect(screen.getByRole('heading', { name: video.title }).getAttribute('lang')).toBe('en');
    } finally {
      await setLanguage('en');
    }
  });

  it('says when there are no videos, and why a list could not load', async () => {
    const { screen } = await mountVideos({}, { '/video/list': ok(documentFixture('videos.none')) });
    expect(await find(() => screen.getByText('There are no videos here yet.'))).toBeTruthy();
    const failing = await mountVideos({}, { '/video/list': () => ({ code: ResultCode.internal, message: errorMessages.en.internal }) });
    expect(await find(() => failing.screen.getByText(errorMessages.en.internal))).toBeTruthy();
    expect(failing.screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('<tc-videos> in an address', () => {
  /** Two videos a page, answered as the server pages them; the moves the widget reports. */
  const mountPaged = async (attributes: Record<string, string>) => {
    const pageOf = (page: number) => ({ list: videos.list.slice((page - 1) * 2, page * 2), total: videos.list.length });
    const mounted = await mountVideos({ 'page-size': '2', ...attributes }, { '/video/list': (request) => ({ code: 200, message: 'OK', result: pageOf(Number(request.url.searchParams.get('page'))) }) });
    const moves: TcEventMap['tc-navigate'][] = [];
    mounted.element.addEventListener('tc-navigate', (event) => moves.push(event.detail));
    return { ...mounted, moves };
  };
  const askedPage = (api: Awaited<ReturnType<typeof mountPaged>>['api']) => api.to('/video/list').at(-1)?.url.searchParams.get('page');

  it('opens the page its query attribute names, and the first for one it cannot read', async () => {
    const second = await mountPaged({ query: '?page=2' });
    await find(() => expect(second.screen.getByRole('heading', { name: videos.list[2]!.title })).toBeTruthy());
    expect(askedPage(second.api)).toBe('2');
    const unreadable = await mountPaged({ query: '?page=-3' });
    await find(() => expect(askedPage(unreadable.api)).toBe('1'));
  });

  it('reports a turned page, and follows a new query attribute (Back) without reporting it', async () => {
    const { api, element, screen, user, moves } = await mountPaged({ query: '?' });
    await user.click(await find(() => screen.getByRole('button', { name: 'Next page' })));
    expect(moves).toEqual([{ to: 'list', view: 'list', params: { query: 'page=2' } }]);
    await find(() => expect(askedPage(api)).toBe('2'));
    // The page mirrors the move in its address, then Back takes it away.
    element.setAttribute('query', '?page=2');
    await new Promise((resolve) => setTimeout(resolve, 20));
    element.setAttribute('query', '?');
    await find(() => expect(screen.getByRole('heading', { name: videos.list[0]!.title })).toBeTruthy());
    expect(askedPage(api)).toBe('1');
    expect(moves).toHaveLength(1);
  });
});
