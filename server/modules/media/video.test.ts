import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { buildApp } from '../../app';
import { defaultVideoDir } from '../../db/seed/courses';
import { hours } from '../../test/clock';
import { databasesUnderTest } from '../../test/databases';
import { installationSlug, useCourseContext } from '../../test/courseTestKit';

const video1 = readFileSync(join(defaultVideoDir(), 'video-1.mp4'));

describe.each(databasesUnderTest())('lesson videos on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  /** The signed URL of lesson 1 for a new learner. */
  const lessonVideo = async () => {
    const learner = await kit().learner();
    const lesson = (await learner.detail(await kit().courseId(installationSlug))).lessons[0]!;
    return { learner, lesson, url: new URL(lesson.videoUrl, 'http://localhost') };
  };

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => kit().ctx.app.inject({ method, url, headers });

  it('serves the whole video with Accept-Ranges, without any session header', async () => {
    const { lesson } = await lessonVideo();
    const response = await get(lesson.videoUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'accept-ranges': 'bytes', 'content-type': 'video/mp4', 'content-length': String(video1.length) });
    expect(response.rawPayload.equals(video1)).toBe(true);
    const head = await get(lesson.videoUrl, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(video1.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers range requests with 206 and exactly the asked bytes', async () => {
    const { lesson } = await lessonVideo();
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-', 1000, video1.length - 1],
      ['bytes=-500', video1.length - 500, video1.length - 1],
      [`bytes=${video1.length - 10}-${video1.length + 1000}`, video1.length - 10, video1.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await get(lesson.videoUrl, { range });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${video1.length}`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.rawPayload.equals(video1.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers 416 for ranges outside the file', async () => {
    const { lesson } = await lessonVideo();
    for (const range of [`bytes=${video1.length}-`, 'bytes=500-100', 'bytes=-0', 'bytes=x-y']) {
      const response = await get(lesson.videoUrl, { range });
      expect(response.statusCode, range).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${video1.length}`);
    }
  });

  it('refuses a tampered, borrowed or expired signature with a 403 envelope', async () => {
    const { lesson, url } = await lessonVideo();
    const { lesson: otherLesson } = await lessonVideo();
    const variant = (change: (params: URLSearchParams) => void, path = url.pathname) => {
      const params = new URLSearchParams(url.search);
      change(params);
      return `${path}?${params.toString()}`;
    };
    const sig = url.searchParams.get('sig')!;
    const tampered = [
      variant((params) => params.set('sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`)),
      variant((params) => params.set('uid', '00000000-0000-4000-8000-000000000000')),
      variant((params) => params.set('exp', String(Number(params.get('exp')) + 3600))),
      variant((params) => params.delete('sig')),
      variant(() => undefined, `/training-api/media/video/${(await kit().db.selectFrom('lessons').select('id').where('position', '=', 1).executeTakeFirstOrThrow()).id}`),
    ];
    for (const forged of tampered) {
      const response = await get(forged);
      expect(response.statusCode, forged).toBe(403);
      expect(response.json()).toMatchObject({ code: ResultCode.forbidden, result: null });
    }
    expect((await get(otherLesson.videoUrl)).statusCode).toBe(200);
    kit().clock.advance(hours(6));
    const expired = await get(lesson.videoUrl, { lang: 'es' });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toMatch(/caducado/);
  });

  it('shares the signing key between API nodes through the database', async () => {
    const { lesson } = await lessonVideo();
    const otherNode = await buildApp({ db: kit().db, config: kit().ctx.config });
    try {
      const response = await otherNode.inject({ method: 'GET', url: lesson.videoUrl, headers: { range: 'bytes=0-9' } });
      expect(response.statusCode).toBe(206);
      expect(response.rawPayload.equals(video1.subarray(0, 10))).toBe(true);
    } finally {
      await otherNode.close();
    }
  });
});
