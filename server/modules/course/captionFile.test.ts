import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { captionVtt } from '../../db/seed/captions';
import { demoCourses } from '../../db/seed/content/courses';
import { BusinessError } from '../../lib/businessError';
import { captionText, readCaptionFile } from './captionFile';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('a WebVTT caption file', () => {
  it.each([
    ['the plain form', 'WEBVTT\n\n00:01.000 --> 00:04.000\nHello\n'],
    ['a title after the signature, hours, cue settings, CRLF line ends', 'WEBVTT - Lesson 1\r\n\r\nintro\r\n01:00:01.000 --> 01:00:04.500 align:start\r\nHello\r\n'],
    ['a note and a style block before the cues', 'WEBVTT\n\nNOTE made by hand\n\nSTYLE\n::cue { color: yellow }\n\n00:00.000 --> 00:02.000\nHi\n'],
  ])('is taken: %s', (_name, text) => {
    expect(captionText(bytes(text))).toBe(text);
  });

  it('loses its byte-order mark', () => {
    expect(captionText(bytes('\uFEFFWEBVTT\n\n00:00.000 --> 00:02.000\nHi\n'))).toBe('WEBVTT\n\n00:00.000 --> 00:02.000\nHi\n');
  });

  it.each([
    ['no signature', '00:00.000 --> 00:02.000\nHi\n'],
    ['a signature run on into a word', 'WEBVTTX\n\n00:00.000 --> 00:02.000\nHi\n'],
    ['SubRip timings (a comma)', 'WEBVTT\n\n00:00:00,000 --> 00:00:02,000\nHi\n'],
    ['no cue', 'WEBVTT\n\nNOTE nothing else\n'],
    ['a NUL character', 'WEBVTT\n\n00:00.000 --> 00:02.000\nH\0i\n'],
  ])('is refused: %s', (_name, text) => {
    expect(captionText(bytes(text))).toBeUndefined();
  });

  it('is refused when its bytes are not UTF-8', () => {
    expect(captionText(new Uint8Array([...bytes('WEBVTT\n\n00:00.000 --> 00:02.000\n'), 0xff, 0xfe]))).toBeUndefined();
  });

  it('is read whole up to the limit, and refused past it after being read to its end', async () => {
    const text = 'WEBVTT\n\n00:00.000 --> 00:02.000\nHi\n';
    expect(await readCaptionFile(Readable.from([Buffer.from(text.slice(0, 10)), Buffer.from(text.slice(10))]), text.length)).toBe(text);
    const stream = Readable.from([Buffer.from(text), Buffer.from('x'.repeat(100))]);
    const refused = await readCaptionFile(stream, text.length).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BusinessError);
    expect(refused).toMatchObject({ codeName: 'fileTooLarge' });
    expect(stream.readableEnded).toBe(true);
  });

  it('holds for every seeded demo lesson, in every language it has', () => {
    const lessons = demoCourses.flatMap((course) => course.lessons).filter((lesson) => lesson.captions);
    expect(lessons.length).toBeGreaterThan(0);
    for (const lesson of lessons) {
      for (const language of ['en', 'es'] as const) {
        const vtt = captionVtt(lesson.captions!.map((line) => line[language] ?? line.en), lesson.durationSeconds);
        expect(captionText(bytes(vtt)), `${lesson.title.en} (${language})`).toBe(vtt);
      }
    }
  });
});
