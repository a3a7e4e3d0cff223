import { beforeEach, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { errorMessages } from '../../src/contract/messages';
import { setLanguage } from '../../src/i18n/i18n';
import { fakeApi } from '../../src/testing/fakeApi';
import { documentFixture } from '../../src/testing/fixtures/documents';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { runPageAddressSuite } from '../../src/testing/pageAddressSuite';
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

/** Two videos a page, answered as the server pages them. */
const videoPage = (page: number) => ({ list: videos.list.slice((page - 1) * 2, page * 2), total: videos.list.length });
runPageAddressSuite({
  tag: videosTag,
  define: defineVideos,
  pageSize: '2',
  listPath: '/video/list',
  list: (request) => ({ code: 200, message: 'OK', result: videoPage(Number(request.url.searchParams.get('page'))) }),
  shows: (root, page) => videoPage(page).list.every((video) => [...root.querySelectorAll('h3')].some((heading) => heading.textContent === video.title)),
});
