import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { galleryPaths, type MediaResult, type VideoListResult } from '../../../src/contract/document';
import { demoImages, demoVideos } from '../../db/seed/content/documents';
import { galleryVideoKey } from '../../db/seed/documents';
import { readMp4Facts } from '../../db/seed/mp4Facts';
import { ok } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { useDocumentContext } from '../../test/documentTestKit';

const videosIn = (country: string) => demoVideos.filter((video) => video.countries.includes(country));

describe.each(databasesUnderTest())('videos and media on $name', ({ kind }) => {
  const kit = useDocumentContext(kind);

  it('lists the videos of the country with their real length and signed poster and video addresses', async () => {
    const reader = await kit().reader('US');
    const result = ok(await reader.get<VideoListResult>(galleryPaths.videos, { pageSize: '50' }));
    expect(result.total).toBe(videosIn('US').length);
    expect(result.list.map((video) => video.title)).toEqual(videosIn('US').map((video) => video.en.title));
    const stored = kit().storedFile(galleryVideoKey('meet-the-home-battery', 'en'));
    const facts = readMp4Facts(stored);
    expect(result.list[0]).toMatchObject({ durationSeconds: facts.durationSeconds, width: facts.width, height: facts.height, contentType: 'video/mp4', language: 'en' });
    const paged = ok(await reader.get<VideoListResult>(galleryPaths.videos, { page: '2', pageSize: '3' }));
    expect(paged).toMatchObject({ total: videosIn('US').length });
    expect(paged.list.map((video) => video.title)).toEqual([videosIn('US')[3]!.en.title]);
  });

  it('serves a video by ranges and its poster as a sandboxed image, with no session header', async () => {
    const reader = await kit().reader('US');
    const [video] = ok(await reader.get<VideoListResult>(galleryPaths.videos)).list;
    const stored = kit().storedFile(galleryVideoKey('meet-the-home-battery', 'en'));
    const whole = await kit().fetchUrl(video!.videoUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'content-length': String(stored.length) });
    expect(whole.rawPayload.equals(stored)).toBe(true);
    // A file of the API gets the page headers (a video opened on its own plays under 'self'), readable by partner pages.
    expect(whole.headers).toMatchObject({ 'x-frame-options': 'SAMEORIGIN', 'cross-origin-resource-policy': 'cross-origin' });
    expect(whole.headers['content-security-policy']).toContain("media-src 'self'");
    const head = await kit().fetchUrl(video!.videoUrl, {}, 'HEAD');
    expect(head.headers['content-length']).toBe(String(stored.length));
    expect(head.rawPayload.length).toBe(0);
    const part = await kit().fetchUrl(video!.videoUrl, { range: 'bytes=0-1023' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-1023/${stored.length}`);
    expect(part.rawPayload.equals(stored.subarray(0, 1024))).toBe(true);
    expect((await kit().fetchUrl(video!.videoUrl, { range: 'bytes=9-3' })).statusCode).toBe(416);
    const poster = await kit().fetchUrl(video!.posterUrl);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/svg+xml');
    expect(poster.headers['content-security-policy']).toContain('sandbox');
    expect(poster.body).toContain('<svg');
    // The poster's signature does not open the video, nor the reverse.
    const swapped = video!.posterUrl.replace('/poster?', '/file?');
    expect((await kit().fetchUrl(swapped)).statusCode).toBe(403);
  });

  it('shows the featured videos and the images of /media in the viewer’s language, English when not translated', async () => {
    const us = ok(await (await kit().reader('US')).get<MediaResult>(galleryPaths.media));
    expect(us.videos.map((video) => video.title)).toEqual(videosIn('US').filter((video) => video.featured).map((video) => video.en.title));
    expect(us.images).toHaveLength(demoImages.filter((image) => image.countries.includes('US')).length);
    const mx = ok(await (await kit().reader('MX')).get<MediaResult>(galleryPaths.media, {}, 'es'));
    const mxImages = demoImages.filter((image) => image.countries.includes('MX'));
    expect(mx.images.map((image) => [image.title, image.language])).toEqual(mxImages.map((image) => [(image.es ?? image.en).title, image.es ? 'es' : 'en']));
    expect(mx.videos.map((video) => video.title)).toEqual(['Conozca la batería doméstica', 'Unboxing the inverter']);
    const image = await kit().fetchUrl(mx.images[0]!.imageUrl);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toContain('Batería en la pared de un garaje');
  });

  it('answers the lists without a session with the session code, and forged or foreign file addresses with 403/404', async () => {
    for (const path of [galleryPaths.videos, galleryPaths.media]) {
      expect((await kit().ctx.api('GET', path)).body).toMatchObject({ code: ResultCode.sessionExpired, result: null });
    }
    const [video] = ok(await (await kit().reader('US')).get<VideoListResult>(galleryPaths.videos)).list;
    const url = new URL(video!.videoUrl, 'http://localhost');
    const forged = `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), uid: '00000000-0000-4000-8000-000000000000' }).toString()}`;
    expect((await kit().fetchUrl(forged)).statusCode).toBe(403);
    for (const attempt of ['..%2F..%2Fdb', '..', 'x'.repeat(64)]) {
      const response = await kit().fetchUrl(`/training-api${galleryPaths.file}/${attempt}/en/file${url.search}`);
      expect(response.headers['content-type'], attempt).toMatch(/json/);
      expect([ResultCode.notFound, ResultCode.invalidInput]).toContain(response.json().code);
    }
    for (const part of ['../file', 'secret', '..%2Fposter']) {
      const response = await kit().fetchUrl(`/training-api${galleryPaths.file}/${video!.videoId}/en/${part}${url.search}`);
      expect(response.headers['content-type'], part).toMatch(/json/);
      expect(response.json().code).not.toBe(ResultCode.success);
    }
  });
});
