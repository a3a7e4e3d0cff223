import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../src/i18n/i18n';
import { fakeApi } from '../../src/testing/fakeApi';
import { FakeIntersectionObserver } from '../../src/testing/fakeIntersectionObserver';
import { documentFixture } from '../../src/testing/fixtures/documents';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { defineMedia, mediaTag } from './element';
import { find, mountMedia, ok } from './test/harness';

const media = documentFixture('media.us');

describe('conformance', () => {
  beforeEach(() => {
    fakeApi({ '/media/list': ok(media) });
  });

  runWidgetSuite({ tag: mediaTag, define: defineMedia, ready: (root) => root.querySelector('video') !== null, spanishText: /Vídeos destacados/ });
});

describe('<tc-media>', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the featured videos (no bytes before play) and loads each image only near the viewport', async () => {
    const { root, screen } = await mountMedia({ '/media/list': ok(media) });
    await find(() => expect(root.querySelectorAll('video')).toHaveLength(media.videos.length));
    expect(screen.getByRole('heading', { name: 'Featured videos' })).toBeTruthy();
    expect(Array.from(root.querySelectorAll('video'), (video) => video.getAttribute('preload'))).toEqual(media.videos.map(() => 'none'));
    const images = media.images.map((image) => screen.getByRole('img', { name: image.title }));
    expect(images.every((image) => image.getAttribute('src') === null)).toBe(true);
    act(() => FakeIntersectionObserver.enterViewport(images[0]!));
    expect(images[0]!.getAttribute('src')).toBe(new URL(media.images[0]!.imageUrl, window.location.origin).href);
    expect(images[1]!.getAttribute('src')).toBeNull();
    expect(images[0]!.getAttribute('width')).toBe(String(media.images[0]!.width));
  });

  it('marks what is not in the reader\'s language: a Spanish reader sees "En inglés" beside each English title, the title itself marked English (also as the image\'s name)', async () => {
    await setLanguage('es');
    const spanish = documentFixture('media.mx.es');
    const { root, screen } = await mountMedia({ '/media/list': ok(spanish) });
    await find(() => expect(root.querySelectorAll('figure')).toHaveLength(spanish.images.length));
    for (const image of spanish.images) {
      const figure = screen.getByRole('img', { name: image.title }).closest('figure') as HTMLElement;
      expect(figure.querySelector('img')?.getAttribute('lang')).toBe(image.language);
      expect(figure.querySelector('figcaption span')?.getAttribute('lang')).toBe(image.language);
      expect(figure.querySelector('.tc-image-card__note')?.textContent ?? null).toBe(image.language === 'es' ? null : ' · En inglés');
    }
    expect(spanish.images.some((image) => image.language === 'en')).toBe(true);
  });

  it('says when a section has nothing', async () => {
    const { screen } = await mountMedia({ '/media/list': ok(documentFixture('media.none')) });
    expect(await find(() => screen.getByText('There are no featured videos here yet.'))).toBeTruthy();
    expect(screen.getByText('There are no images here yet.')).toBeTruthy();
  });
});
