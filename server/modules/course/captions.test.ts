import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { captionMaxBytes } from '../../../src/contract/course';
import { errorMessages } from '../../../src/contract/messages';
import { validationMessages } from '../../../src/validation/messages';
import { AdminCourseClient, lessonTest } from '../../test/adminCourseTestKit';
import { installationSlug, ok, useCourseContext } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { atOnce, parallelRequests } from '../../test/parallel';

const vtt = (line: string) => `WEBVTT\n\n00:00.000 --> 00:04.000\n${line}\n`;

describe.each(databasesUnderTest())('lesson video captions on $name', ({ kind }) => {
  const kit = useCourseContext(kind);
  const admin = async () => new AdminCourseClient(kit().ctx, (await kit().ctx.signedInUser({ role: 'admin' })).token);
  const get = (url: string) => kit().ctx.app.inject({ method: 'GET', url });
  const captionRows = (lessonId: string) => kit().db.selectFrom('lesson_captions').selectAll().where('lesson_id', '=', lessonId).execute();

  /** A published library course with one lesson and its test, which a sales learner of the US can open. */
  const publishedLesson = async (client: AdminCourseClient) => {
    const course = ok(await client.createCourse());
    const lesson = ok(await client.uploadLesson({ courseId: course.courseId, titleEn: 'Wiring the battery', titleEs: '' })).lessons[0]!;
    ok(await client.saveExam(lessonTest(course.courseId, lesson.lessonId)));
    ok(await client.publish(course.courseId));
    return { courseId: course.courseId, lessonId: lesson.lessonId };
  };

  it("hands out the seeded lessons' captions in English and Spanish with the video's grant, none for a locked lesson", async () => {
    const learner = await kit().learner();
    const [first, second] = (await learner.detail(await kit().courseId(installationSlug))).lessons;
    // The demo course is taught in English: its English track is captions, the Spanish one a translation.
    expect(first!.captions.map((caption) => [caption.language, caption.kind])).toEqual([
      ['en', 'captions'],
      ['es', 'subtitles'],
    ]);
    // Signed like the video: the same parameters, so no other grant is made for them; then the captions' version (seeded: 0).
    const videoQuery = first!.videoUrl.slice(first!.videoUrl.indexOf('?'));
    for (const caption of first!.captions) expect(caption.url).toBe(`/training-api/media/video/${first!.lessonId}/captions/${caption.language}${videoQuery}&v=0`);
    const english = await get(first!.captions[0]!.url);
    expect(english.statusCode).toBe(200);
    expect(english.headers).toMatchObject({ 'content-type': 'text/vtt; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': 'private, max-age=3600' });
    expect(english.body).toMatch(/^WEBVTT\n/);
    expect(english.body).toContain('Before you touch the system, put on gloves, glasses and boots rated for the voltage.');
    expect((await get(first!.captions[1]!.url)).body).toContain('Antes de tocar el sistema, póngase guantes, gafas y botas aptos para la tensión.');
    expect(second).toMatchObject({ locked: true, videoUrl: '', captions: [] });
  });

  it("refuses a caption URL whose grant is forged or another lesson's, and finds none in a language the lesson has not", async () => {
    const learner = await kit().learner();
    const [first, second] = (await learner.detail(await kit().courseId(installationSlug))).lessons;
    const url = new URL(first!.captions[0]!.url, 'http://localhost');
    url.searchParams.set('sig', 'forged');
    const forged = await get(`${url.pathname}${url.search}`);
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: ResultCode.forbidden, message: errorMessages.en.videoLinkExpired });
    // Lesson 1's grant does not open lesson 2's captions.
    const borrowed = first!.captions[0]!.url.replace(first!.lessonId, second!.lessonId);
    expect((await get(borrowed)).statusCode).toBe(403);
    const french = await get(first!.captions[0]!.url.replace('/captions/en?', '/captions/fr?'));
    expect(french.statusCode).toBe(404);
    expect(french.json()).toMatchObject({ code: ResultCode.notFound });
  });

  it("takes an admin's WebVTT file per language, replaces and removes it; learners get each change with their next course detail; each change is audited", async () => {
    const client = await admin();
    const { courseId, lessonId } = await publishedLesson(client);
    const learner = await kit().learner('US', 'sales');
    expect((await learner.detail(courseId)).lessons[0]!.captions).toEqual([]);

    const uploaded = ok(await client.uploadCaption({ lessonId, language: 'es' }, vtt('Cablee primero el lado de CC.')));
    expect(uploaded.lessons[0]!.captionLanguages).toEqual(['es']);
    ok(await client.uploadCaption({ lessonId, language: 'en' }, `\uFEFF${vtt('Wire the DC side first.')}`));
    const [seen] = (await learner.detail(courseId)).lessons;
    expect(seen!.captions.map((caption) => caption.language)).toEqual(['en', 'es']);
    // A byte-order mark is dropped: the file starts with its signature.
    expect((await get(seen!.captions[0]!.url)).body).toBe(vtt('Wire the DC side first.'));

    // A replaced file has a new URL, so a browser that kept the old file (an hour) asks for the new one.
    ok(await client.uploadCaption({ lessonId, language: 'en' }, vtt('Wire the DC side first, breaker open.')));
    const replaced = (await learner.detail(courseId)).lessons[0]!.captions;
    expect(replaced[0]!.url).not.toBe(seen!.captions[0]!.url);
    expect(replaced[1]!.url).not.toBe(seen!.captions[1]!.url);
    expect((await get(replaced[0]!.url)).body).toContain('breaker open');

    const removed = ok(await client.deleteCaption(lessonId, 'en'));
    expect(removed.lessons[0]!.captionLanguages).toEqual(['es']);
    const left = (await learner.detail(courseId)).lessons[0]!.captions;
    expect(left.map((caption) => caption.language)).toEqual(['es']);
    expect(left[0]!.url).not.toBe(replaced[1]!.url);
    expect((await get(replaced[0]!.url)).statusCode).toBe(404);
    // Removing what is not there changes nothing (not even the content version) and is not audited.
    const version = async () => (await sql<{ version: string }>`select version::text as version from content_version`.execute(kit().db)).rows[0]?.version;
    const before = await version();
    expect(ok(await client.deleteCaption(lessonId, 'en')).lessons[0]!.captionLanguages).toEqual(['es']);
    expect(await version()).toEqual(before);
    expect((await learner.detail(courseId)).lessons[0]!.captions).toEqual(left);

    const audit = await kit().db.selectFrom('audit_log').select(['action', 'details']).where('target_id', '=', lessonId).where('action', 'like', 'lesson.caption%').execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual(['lesson.caption', 'lesson.caption', 'lesson.caption', 'lesson.captionDelete']);
  });

  it('calls a track in the language the course is taught in captions, and one in another language subtitles', async () => {
    const client = await admin();
    const course = ok(await client.createCourse({ language: 'es' }));
    // The course editor says so before any file is uploaded.
    expect(course.captionKinds).toEqual({ en: 'subtitles', es: 'captions' });
    const lesson = ok(await client.uploadLesson({ courseId: course.courseId, titleEn: 'Wiring the battery', titleEs: 'Cableado de la batería' })).lessons[0]!;
    ok(await client.saveExam(lessonTest(course.courseId, lesson.lessonId)));
    ok(await client.publish(course.courseId));
    for (const language of ['en', 'es']) ok(await client.uploadCaption({ lessonId: lesson.lessonId, language }, vtt(language)));
    const learner = await kit().learner('US', 'sales');
    expect((await learner.detail(course.courseId)).lessons[0]!.captions.map((caption) => [caption.language, caption.kind])).toEqual([
      ['en', 'subtitles'],
      ['es', 'captions'],
    ]);
  });

  it('refuses a file that is not WebVTT, not UTF-8, without a caption, too large or of no known language, in the admin’s language, and keeps nothing', async () => {
    const client = await admin();
    const { lessonId } = await publishedLesson(client);
    const refused = async (fields: Record<string, string>, file: string | Buffer) => (await client.uploadCaption(fields, file, 'es')).body;

    expect(await refused({ lessonId, language: 'en' }, '1\n00:00.000 --> 00:04.000\nNo signature\n')).toMatchObject({
      code: ResultCode.captionNotReadable,
      message: errorMessages.es.captionNotReadable,
    });
    expect((await refused({ lessonId, language: 'en' }, Buffer.concat([Buffer.from('WEBVTT\n\n00:00.000 --> 00:04.000\n'), Buffer.from([0xc3, 0x28])]))).code).toBe(ResultCode.captionNotReadable);
    expect((await refused({ lessonId, language: 'en' }, 'WEBVTT\n\nNOTE no cue at all\n')).code).toBe(ResultCode.captionNotReadable);
    expect(await refused({ lessonId, language: 'en' }, vtt('x'.repeat(captionMaxBytes)))).toMatchObject({
      code: ResultCode.fileTooLarge,
      message: errorMessages.es.fileTooLarge.replace('{{megabytes}}', '1'),
    });
    expect(await refused({ lessonId, language: 'fr' }, vtt('Bonjour'))).toMatchObject({
      code: ResultCode.invalidInput,
      result: { fields: { language: validationMessages.es.captionLanguageRequired } },
    });
    expect((await refused({ lessonId: '00000000-0000-4000-8000-000000000000', language: 'en' }, vtt('Nobody'))).code).toBe(ResultCode.notFound);
    expect(await captionRows(lessonId)).toEqual([]);

    // A learner may not upload captions at all.
    const learner = await kit().ctx.signedInUser({ role: 'learner' });
    const asLearner = await new AdminCourseClient(kit().ctx, learner.token).uploadCaption({ lessonId, language: 'en' }, vtt('Mine'));
    expect(asLearner.body.code).toBe(ResultCode.forbidden);
    expect(await captionRows(lessonId)).toEqual([]);
  });

  it(`keeps one file per language when ${parallelRequests} uploads of it arrive at once`, async () => {
    const client = await admin();
    const { lessonId } = await publishedLesson(client);
    const answers = await atOnce(parallelRequests, (index) => client.uploadCaption({ lessonId, language: 'en' }, vtt(`Take ${index}`)));
    expect(answers.map((answer) => answer.body.code)).toEqual(answers.map(() => ResultCode.success));
    const rows = await captionRows(lessonId);
    expect(rows).toHaveLength(1);
    const lesson = await kit().db.selectFrom('lessons').select(['caption_languages', 'caption_version']).where('id', '=', lessonId).executeTakeFirstOrThrow();
    // Each upload replaced the file, and each moved the version on: no two of them share a URL.
    expect(lesson).toEqual({ caption_languages: ['en'], caption_version: parallelRequests });
  });
});
