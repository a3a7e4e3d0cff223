import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import type { CourseDetail, LessonView, ProgressEvent } from '../../src/contract/course';
import { errorMessages } from '../../src/contract/messages';
import { setLanguage } from '../../src/i18n/i18n';
import { loadCaptionTracks } from '../../src/testing/captionTracks';
import { okByLanguage, type FakeHandler } from '../../src/testing/fakeApi';
import { courseFixture } from '../../src/testing/fixtures/course';
import { find, mountPlayer, ok, refuse } from './test/harness';

const detailPath = '/related/getInstallerCourseRelated';
const progressPath = '/related/updateInstallerCourseRelated';

const firstLesson = (course: CourseDetail): LessonView => {
  const lesson = course.lessons[0];
  if (!lesson) throw new Error('the recorded course has no lessons');
  return lesson;
};

/** The recorded answers to a play report, to a pause in the middle and to the report at the end of one viewing. */
const recordedProgress: FakeHandler = (request) => {
  const { event, positionSeconds } = request.body as { event: ProgressEvent; positionSeconds: number };
  const paused = courseFixture('progress.paused');
  const answer = event === 'play' ? 'progress.play' : event === 'pause' && positionSeconds <= paused.positionSeconds ? 'progress.paused' : 'progress.testOpened';
  return ok(courseFixture(answer))(request);
};

async function mountVideo(course: CourseDetail, handlers: Record<string, FakeHandler> = {}, lesson: LessonView = firstLesson(course)) {
  const mounted = await mountPlayer(
    { view: 'video', 'course-id': course.courseId, 'lesson-id': lesson.lessonId },
    { [detailPath]: ok(course), [progressPath]: recordedProgress, ...handlers },
  );
  await find(() => mounted.screen.getByRole('heading', { level: 2, name: lesson.title }));
  const video = mounted.root.querySelector('video') as HTMLVideoElement;
  let paused = true;
  Object.defineProperty(video, 'paused', { get: () => paused });
  // HAVE_NOTHING (0) until a media event says otherwise (happy-dom names no such constants). Until then Chromium
  // cannot seek: it drops the time set and starts at 0, with no seek events.
  let readyState = 0;
  let time = 0;
  Object.defineProperty(video, 'readyState', { get: () => readyState });
  Object.defineProperty(video, 'currentTime', {
    get: () => time,
    set: (seconds: number) => {
      if (readyState > 0) time = seconds;
    },
  });
  /** A media event as the browser fires it, at `currentTime` when given; any of them means the metadata is there. */
  const fire = (type: string, currentTime?: number) => {
    readyState = 4;
    if (currentTime !== undefined) video.currentTime = currentTime;
    if (type === 'playing') paused = false;
    if (type === 'pause' || type === 'ended') paused = true;
    video.dispatchEvent(new Event(type));
  };
  const reports = () => mounted.api.to(progressPath).map((request) => request.body as { event: ProgressEvent; positionSeconds: number });
  return { ...mounted, video, fire, reports, lesson };
}

/** A page going into (pagehide) or coming back from (pageshow) the back/forward cache; happy-dom drops `persisted` from the init. */
const pageTransition = (type: 'pagehide' | 'pageshow'): PageTransitionEvent => {
  const event = new PageTransitionEvent(type);
  Object.defineProperty(event, 'persisted', { value: true });
  return event;
};

describe('<tc-course-player> video view', () => {
  it('plays the lesson video with native controls, described by the lesson title, from the API origin', async () => {
    const course = courseFixture('courseDetail.fresh');
    const { root, video, lesson } = await mountVideo(course);
    expect(video.getAttribute('src')).toBe(new URL(lesson.videoUrl, `${window.location.origin}/training-api/`).href);
    expect(video.controls).toBe(true);
    const description = root.getElementById(video.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain(lesson.title);
  });

  it("carries the lesson's captions and subtitles as tracks of the kind the server says, shown in the reader's language, read with CORS from the API origin, and names their languages", async () => {
    const course = courseFixture('courseDetail.fresh');
    const { root, video, lesson } = await mountVideo(course);
    expect(lesson.captions.map((caption) => caption.language)).toEqual(['en', 'es']);
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks.map((track) => [track.getAttribute('kind'), track.getAttribute('srclang'), track.getAttribute('label'), track.hasAttribute('default')])).toEqual([
      ['captions', 'en', 'English', true],
      ['subtitles', 'es', 'Spanish', false],
    ]);
    expect(tracks.map((track) => track.getAttribute('src'))).toEqual(lesson.captions.map((caption) => new URL(caption.url, `${window.location.origin}/training-api/`).href));
    expect(video.getAttribute('crossorigin')).toBe('anonymous');
    expect(root.getElementById(video.getAttribute('aria-describedby') ?? '')?.textContent).toBe(`Video of the lesson ${lesson.title}, with captions in English and subtitles in Spanish.`);
  });

  it('in Spanish, shows the Spanish captions first and names the languages in Spanish', async () => {
    await setLanguage('es');
    const course = courseFixture('courseDetail.fresh.es');
    const { root, video, lesson } = await mountVideo(course);
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks.map((track) => [track.getAttribute('label'), track.hasAttribute('default')])).toEqual([
      ['Inglés', false],
      ['Español', true],
    ]);
    expect(root.getElementById(video.getAttribute('aria-describedby') ?? '')?.textContent).toBe(`Vídeo de la lección ${lesson.title}, con subtítulos en inglés y traducidos al español.`);
  });

  it('offers the captions as a transcript, closed at first: each line plays the video from where it is said, the line being said is marked', async () => {
    const course = courseFixture('courseDetail.fresh');
    const { root, screen, user, video, fire, reports } = await mountVideo(course);
    const tracks = loadCaptionTracks(video, { en: courseFixture('captionFile.en'), es: courseFixture('captionFile.es') });
    const transcript = root.querySelector('details[part~="transcript"]') as HTMLDetailsElement;
    expect(transcript.open).toBe(false);
    // Closed, it reads nothing: the Spanish track is not loaded for it.
    expect(tracks.track('es').mode).toBe('disabled');
    await user.click(within(transcript).getByText('Transcript'));
    const linesNow = () => within(within(transcript).getByRole('list')).getAllByRole('button');
    const lines = await find(() => {
      expect(linesNow()).toHaveLength(3);
      return linesNow();
    });
    expect(lines.map((line) => line.textContent)).toEqual([
      '0 min 0 s Before you touch the system, put on gloves, glasses and boots rated for the voltage.',
      '0 min 4 s Switch off and lock out every source, then test that nothing is live.',
      '0 min 8 s A damaged or hot battery module is a hazard: keep clear and call support.',
    ]);
    expect(lines.filter((line) => line.getAttribute('aria-current') === 'true')).toEqual([]);
    tracks.speak('en', 5);
    await find(() => expect(lines[1]?.getAttribute('aria-current')).toBe('true'));
    expect(lines.filter((line) => line.getAttribute('aria-current') === 'true')).toHaveLength(1);
    // At a line's first second the browser still counts the line before as active: the line starting there is the one marked.
    tracks.speak('en', 8);
    await find(() => expect(lines[2]?.getAttribute('aria-current')).toBe('true'));
    expect(lines.filter((line) => line.getAttribute('aria-current') === 'true')).toHaveLength(1);

    // A line plays the video from where it is said; the play goes to the server as any other.
    fire('loadedmetadata');
    await user.click(lines[2]!);
    expect(video.currentTime).toBe(8);
    fire('playing');
    await find(() => expect(reports().at(-1)).toMatchObject({ event: 'play', positionSeconds: 8 }));

    // In Spanish: that track is loaded (hidden, not drawn) and read; turning captions off in the player keeps it read.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Transcript language' }), 'es');
    await find(() => within(transcript).getByText('Antes de tocar el sistema, póngase guantes, gafas y botas aptos para la tensión.'));
    expect(tracks.track('es').mode).toBe('hidden');
    expect(within(transcript).getByText('Antes de tocar el sistema, póngase guantes, gafas y botas aptos para la tensión.').getAttribute('lang')).toBe('es');
    tracks.chooseInMenu(null);
    expect(tracks.track('es').mode).toBe('hidden');
    expect(linesNow()).toHaveLength(3);
  });

  it('finds the lines that contain a search, ignoring case and accents: marks the words, says how many, and the keys move among them', async () => {
    const course = courseFixture('courseDetail.fresh');
    const { root, screen, user, video, fire, reports } = await mountVideo(course);
    const tracks = loadCaptionTracks(video, { en: courseFixture('captionFile.en'), es: courseFixture('captionFile.es') });
    const transcript = root.querySelector('details[part~="transcript"]') as HTMLDetailsElement;
    await user.click(within(transcript).getByText('Transcript'));
    const search = (await find(() => screen.getByRole('searchbox', { name: 'Find in the transcript' }))) as HTMLInputElement;
    // What is typed replaces the search (user.clear cannot focus inside a shadow root); Backspace alone empties it.
    const searchFor = (text: string) => user.type(search, text, { initialSelectionStart: 0, initialSelectionEnd: search.value.length });
    // The search's status comes first (a loading language has one of its own after it).
    const status = () => within(transcript).getAllByRole('status')[0];
    const lines = () => within(transcript).queryAllByRole('button');
    const marked = () => [...transcript.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(status()?.textContent).toBe('');

    await searchFor('THE');
    expect(status()?.textContent).toBe('2 lines contain “THE”.');
    expect(lines().map((line) => line.textContent?.slice(0, 9))).toEqual(['0 min 0 s', '0 min 4 s']);
    expect(marked()).toEqual(['the', 'the', 'the']);
    // The line being said is marked among those found, and the keys move among them only.
    tracks.speak('en', 5);
    await find(() => expect(lines()[1]?.getAttribute('aria-current')).toBe('true'));
    expect(lines().map((line) => line.tabIndex)).toEqual([-1, 0]);
    lines()[1]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(root.activeElement).toBe(lines()[1]);
    await user.keyboard('{Home}');
    expect(root.activeElement).toBe(lines()[0]);

    await searchFor('hazard');
    expect(status()?.textContent).toBe('1 line contains “hazard”.');
    expect(lines()).toHaveLength(1);
    expect(lines()[0]!.tabIndex).toBe(0);
    fire('loadedmetadata');
    await user.click(lines()[0]!);
    expect(video.currentTime).toBe(8);
    fire('playing');
    await find(() => expect(reports().at(-1)).toMatchObject({ event: 'play', positionSeconds: 8 }));

    await searchFor('xyz');
    expect(status()?.textContent).toBe('No line contains “xyz”.');
    expect(within(transcript).queryByRole('list')).toBeNull();

    // In Spanish, "tension" finds "tensión", marked as written.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Transcript language' }), 'es');
    await searchFor('tension');
    await find(() => expect(marked()).toEqual(['tensión', 'tensión']));
    expect(status()?.textContent).toBe('2 lines contain “tension”.');
    await searchFor('{Backspace}');
    expect(lines()).toHaveLength(3);
    expect(status()?.textContent).toBe('');
  });

  it('keeps one tab stop in the transcript, on the line being said; the arrow keys, Home and End move between lines, Enter plays one', async () => {
    const course = courseFixture('courseDetail.fresh');
    const { root, user, video, fire } = await mountVideo(course);
    const tracks = loadCaptionTracks(video, { en: courseFixture('captionFile.en'), es: courseFixture('captionFile.es') });
    const transcript = root.querySelector('details[part~="transcript"]') as HTMLDetailsElement;
    await user.click(within(transcript).getByText('Transcript'));
    const lines = await find(() => {
      const found = within(within(transcript).getByRole('list')).getAllByRole('button');
      expect(found).toHaveLength(3);
      return found;
    });
    const tabStops = () => lines.map((line) => line.tabIndex);
    expect(tabStops()).toEqual([0, -1, -1]);
    tracks.speak('en', 5);
    await find(() => expect(tabStops()).toEqual([-1, 0, -1]));

    lines[1]!.focus();
    const focused = () => root.activeElement;
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(lines[2]);
    expect(tabStops()).toEqual([-1, -1, 0]);
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(lines[2]);
    await user.keyboard('{Home}');
    expect(focused()).toBe(lines[0]);
    await user.keyboard('{End}{ArrowUp}');
    expect(focused()).toBe(lines[1]);
    fire('loadedmetadata', 9);
    await user.keyboard('{Enter}');
    expect(video.currentTime).toBe(4);
  });

  it('says so when the transcript could not be loaded', async () => {
    const course = courseFixture('courseDetail.fresh');
    const { root, user, video } = await mountVideo(course);
    loadCaptionTracks(video, {});
    const transcript = root.querySelector('details[part~="transcript"]') as HTMLDetailsElement;
    await user.click(within(transcript).getByText('Transcript'));
    await find(() => within(transcript).getByRole('alert'));
    expect(within(transcript).getByRole('alert').textContent).toBe('The transcript could not be loaded. Reload the lesson to try again.');
    // Nothing to search in it.
    expect(within(transcript).queryByRole('searchbox')).toBeNull();
  });

  it('says so when a lesson has no captions, and asks for the video without CORS', async () => {
    const course = courseFixture('courseDetail.uncaptioned');
    const { root, video, lesson } = await mountVideo(course);
    expect(lesson.captions).toEqual([]);
    expect(video.querySelectorAll('track')).toHaveLength(0);
    expect(video.hasAttribute('crossorigin')).toBe(false);
    expect(root.getElementById(video.getAttribute('aria-describedby') ?? '')?.textContent).toBe(`Video of the lesson ${lesson.title}. Captions are not available.`);
    expect(root.querySelector('[part~="transcript"]')).toBeNull();
  });

  it('a new lesson offers Start; one viewing reports play at its start and pause at its end, and the test opens', async () => {
    const course = courseFixture('courseDetail.fresh');
    const { root, screen, fire, reports, user, navigations, lesson } = await mountVideo(course);
    const start = screen.getByRole('button', { name: 'Start Assessment' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    expect(screen.getByText(`Watch ${lesson.watchedPercentToOpenTest}% of the video to open the test.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    fire('playing', 0);
    await waitFor(() => expect(reports()).toHaveLength(1));
    fire('pause', lesson.durationSeconds);
    fire('ended', lesson.durationSeconds);
    await waitFor(() => expect(reports()).toHaveLength(2));
    expect(reports()).toEqual([
      { courseId: course.courseId, lessonId: lesson.lessonId, event: 'play', positionSeconds: 0 },
      { courseId: course.courseId, lessonId: lesson.lessonId, event: 'pause', positionSeconds: lesson.durationSeconds },
    ]);
    const opened = courseFixture('progress.testOpened');
    expect(await find(() => screen.getByText(`${opened.videoPercent}% watched`))).toBeTruthy();
    expect(start.disabled).toBe(false);
    expect(screen.getByText('The test of this lesson is open.')).toBeTruthy();
    expect(root.querySelector('[part="announcer"]')?.textContent).toContain('The test is now open.');
    await user.click(start);
    expect(navigations.at(-1)).toEqual({
      to: 'exam',
      view: 'exam',
      params: { courseId: course.courseId, lessonId: lesson.lessonId, examId: lesson.examId, kind: 'certification' },
    });
  });

  it('asks for the lesson again when the language changes, and the playing video goes on: same element, same source, same place', async () => {
    const course = courseFixture('courseDetail.fresh');
    const recorded = courseFixture('courseDetail.fresh.es');
    // The server signs each answer's addresses anew (the recording normalizes the signature): a later expiry, as a minute later.
    const resigned = (url: string) => url.replace(/exp=\d+/, 'exp=1900000060');
    const answer = { ...recorded, lessons: recorded.lessons.map((lesson) => ({ ...lesson, videoUrl: resigned(lesson.videoUrl), captions: lesson.captions.map((caption) => ({ ...caption, url: resigned(caption.url) })) })) };
    const spanish = firstLesson(answer);
    expect(spanish.videoUrl).not.toBe(firstLesson(course).videoUrl);
    const { root, screen, fire, reports, video, api } = await mountVideo(course, { [detailPath]: okByLanguage(course, answer) });
    const source = video.getAttribute('src');
    const tracks = [...root.querySelectorAll('track')].map((track) => track.getAttribute('src'));
    fire('playing', 0);
    await waitFor(() => expect(reports()).toHaveLength(1));
    fire('timeupdate', 5);
    await setLanguage('es');
    await find(() => screen.getByRole('heading', { level: 2, name: spanish.title }));
    expect(api.to(detailPath).map((request) => request.headers.lang)).toEqual(['en', 'es']);
    expect(root.querySelector('video')).toBe(video);
    expect(video.getAttribute('src')).toBe(source);
    expect([...root.querySelectorAll('track')].map((track) => track.getAttribute('src'))).toEqual(tracks);
    expect(video.currentTime).toBe(5);
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeTruthy();
  });

  it("the video button follows the video: Pause while it plays, then the server's answer: Continue after a pause in the middle, Replay once watched", async () => {
    const course = courseFixture('courseDetail.fresh');
    const { screen, fire, reports, video, user } = await mountVideo(course);
    const paused = courseFixture('progress.paused');
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    fire('playing', 0);
    const pause = await find(() => screen.getByRole('button', { name: 'Pause' }));
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    let pausedByButton = false;
    video.pause = () => {
      pausedByButton = true;
    };
    await user.click(pause);
    expect(pausedByButton).toBe(true);
    fire('pause', paused.positionSeconds);
    expect(await find(() => screen.getByRole('button', { name: 'Continue' }))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replay from the start' })).toBeTruthy();
    fire('playing', paused.positionSeconds);
    await find(() => screen.getByRole('button', { name: 'Pause' }));
    fire('pause', course.lessons[0]!.durationSeconds);
    fire('ended', course.lessons[0]!.durationSeconds);
    await waitFor(() => expect(reports().map((report) => report.event)).toEqual(['play', 'pause', 'play', 'pause']));
    expect(await find(() => screen.getByRole('button', { name: 'Replay' }))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('a seek while playing is a pause where the video was and a play where it lands', async () => {
    const { fire, reports, video } = await mountVideo(courseFixture('courseDetail.fresh'));
    fire('playing', 0);
    fire('timeupdate', 4);
    video.currentTime = 9;
    Object.defineProperty(video, 'seeking', { configurable: true, get: () => true });
    fire('seeking');
    Object.defineProperty(video, 'seeking', { configurable: true, get: () => false });
    fire('seeked');
    await waitFor(() => expect(reports()).toHaveLength(3));
    expect(reports().map(({ event, positionSeconds }) => [event, positionSeconds])).toEqual([
      ['play', 0],
      ['pause', 4],
      ['play', 9],
    ]);
  });

  it('a reload while playing sends where the video was as the page goes, kept alive; back from the cache still playing, it is measured anew', async () => {
    const { fire, reports, video, api } = await mountVideo(courseFixture('courseDetail.fresh'));
    fire('playing', 0);
    await waitFor(() => expect(reports()).toHaveLength(1));
    video.currentTime = 6.5;
    window.dispatchEvent(pageTransition('pagehide'));
    await waitFor(() => expect(reports()).toHaveLength(2));
    expect(reports()[1]).toMatchObject({ event: 'pause', positionSeconds: 6.5 });
    expect(api.to(progressPath).map((request) => request.keepalive)).toEqual([undefined, true]);
    window.dispatchEvent(pageTransition('pageshow'));
    await waitFor(() => expect(reports()).toHaveLength(3));
    expect(reports()[2]).toMatchObject({ event: 'play', positionSeconds: 6.5 });
  });

  it('a lesson played part way offers Continue from where the server says it resumes, and Replay from the start', async () => {
    const course = courseFixture('courseDetail.videoPartWatched');
    const { screen, fire, video, lesson, user } = await mountVideo(course);
    expect(lesson.videoAction).toBe('continue');
    expect(screen.getByText(`${lesson.videoPercent}% watched`)).toBeTruthy();
    fire('loadedmetadata');
    expect(video.currentTime).toBe(lesson.resumeSeconds);
    await user.click(screen.getByRole('button', { name: 'Replay from the start' }));
    expect(video.currentTime).toBe(0);
  });

  it('a lesson skipped to its end opens where the server resumes it, not at the end, and Continue plays from there', async () => {
    const course = courseFixture('courseDetail.videoSkippedToEnd');
    const { screen, fire, video, lesson, user } = await mountVideo(course);
    expect(lesson.positionSeconds).toBe(lesson.durationSeconds);
    expect(lesson.resumeSeconds).toBeLessThan(lesson.positionSeconds);
    fire('loadedmetadata');
    expect(video.currentTime).toBe(lesson.resumeSeconds);
    let played = false;
    video.play = () => {
      played = true;
      return Promise.resolve();
    };
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(played).toBe(true);
    expect(video.currentTime).toBe(lesson.resumeSeconds);
  });

  it("a video played to its end without being watched offers Continue from where the server's answer resumes it (the browser would start over)", async () => {
    const endedUnwatched = courseFixture('progress.endedUnwatched');
    const course = courseFixture('courseDetail.fresh');
    const { screen, fire, video, lesson, user, reports } = await mountVideo(course, {
      [progressPath]: (request) => {
        const { event } = request.body as { event: ProgressEvent };
        return ok(courseFixture(event === 'play' ? 'progress.play' : 'progress.endedUnwatched'))(request);
      },
    });
    let ended = false;
    Object.defineProperty(video, 'ended', { get: () => ended });
    video.play = () => Promise.resolve();
    fire('playing', lesson.durationSeconds - 0.5);
    ended = true;
    fire('pause', lesson.durationSeconds);
    fire('ended', lesson.durationSeconds);
    await waitFor(() => expect(reports().map((report) => report.event)).toEqual(['play', 'pause']));
    await user.click(await find(() => screen.getByRole('button', { name: 'Continue' })));
    expect(video.currentTime).toBe(endedUnwatched.resumeSeconds);
  });

  it('the paused video moved by the learner is reported where it lands, as a pause; opened where the lesson resumes, it is not', async () => {
    const course = courseFixture('courseDetail.videoPartWatched');
    const { fire, video, lesson, reports } = await mountVideo(course);
    expect(lesson.resumeSeconds).toBeGreaterThan(0);
    // The player's own seek, and the events the browser fires for it.
    fire('loadedmetadata');
    fire('seeking');
    fire('seeked');
    expect(video.currentTime).toBe(lesson.resumeSeconds);
    // The learner drags the slider back while the video is paused.
    fire('seeking', 2);
    fire('seeked', 2);
    await waitFor(() => expect(reports().map((report) => [report.event, report.positionSeconds])).toEqual([['pause', 2]]));
  });

  it('a move the learner makes while the player is still opening the video where it resumes is reported: the browser fires one seeked for both', async () => {
    const course = courseFixture('courseDetail.videoPartWatched');
    const { fire, video, lesson, reports } = await mountVideo(course);
    fire('loadedmetadata');
    fire('seeking');
    expect(video.currentTime).toBe(lesson.resumeSeconds);
    // Dragged to 2 s before the player's own seek completed: Chromium drops the first seek's seeked.
    fire('seeking', 2);
    fire('seeked', 2);
    await waitFor(() => expect(reports().map((report) => [report.event, report.positionSeconds])).toEqual([['pause', 2]]));
  });

  it('Start pressed before the video has its metadata: the paused video moved back to the start is still reported (no seek was made, so none hides it)', async () => {
    const course = courseFixture('courseDetail.fresh');
    const { screen, fire, video, user, reports } = await mountVideo(course);
    video.play = () => Promise.resolve();
    // The browser makes no seek to 0 before the metadata, and fires no events for one.
    await user.click(screen.getByRole('button', { name: 'Start' }));
    fire('loadedmetadata');
    fire('playing', 0);
    fire('pause', 4);
    await waitFor(() => expect(reports()).toHaveLength(2));
    fire('seeking', 0);
    fire('seeked', 0);
    await waitFor(() => expect(reports().map((report) => [report.event, report.positionSeconds])).toEqual([['play', 0], ['pause', 4], ['pause', 0]]));
  });

  it('Continue after a pause in the middle carries on from where the video stands (moved with its own controls)', async () => {
    const course = courseFixture('courseDetail.fresh');
    const { screen, fire, video, user } = await mountVideo(course);
    const paused = courseFixture('progress.paused');
    let played = false;
    video.play = () => {
      played = true;
      return Promise.resolve();
    };
    fire('playing', 0);
    fire('pause', paused.positionSeconds);
    const continueButton = await find(() => screen.getByRole('button', { name: 'Continue' }));
    video.currentTime = 3;
    await user.click(continueButton);
    expect(played).toBe(true);
    expect(video.currentTime).toBe(3);
  });

  it('after both attempts failed, says so and replays from the start', async () => {
    const course = courseFixture('courseDetail.repeatLesson');
    const { screen, video, fire, lesson, user } = await mountVideo(course);
    const allowed = lesson.attemptsAllowed;
    expect(screen.getByText(`You did not pass the test in ${allowed} attempts. Watch the lesson again to get ${allowed} new attempts.`)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Start Assessment' }) as HTMLButtonElement).disabled).toBe(true);
    fire('loadedmetadata');
    expect(video.currentTime).toBe(0);
    video.currentTime = 7;
    await user.click(screen.getByRole('button', { name: 'Replay' }));
    expect(video.currentTime).toBe(0);
  });

  it("a lesson watched in parts lists the server's parts not watched, three at a time, and the bar leaves them unfilled; a part's button plays it, also pressed before the video's metadata", async () => {
    const course = courseFixture('courseDetail.watchedInParts');
    const { root, screen, video, lesson, user, fire } = await mountVideo(course);
    expect(lesson.unwatchedParts).toHaveLength(4);
    const list = screen.getByRole('list', { name: 'Not watched yet:' });
    const parts = within(list).getAllByRole('button');
    expect(parts.map((button) => button.textContent)).toEqual(['Play from 0 min 0 s to 0 min 1 s', 'Play from 0 min 3 s to 0 min 4 s', 'Play from 0 min 6 s to 0 min 7 s']);
    expect(screen.getByText('and 1 more part')).toBeTruthy();
    const gaps = [...root.querySelectorAll<HTMLElement>('[part="progress"] .tc-progress__gap')];
    const percentOf = (value: string) => Math.round(parseFloat(value) * 1000) / 1000;
    // 0 to 1 s, 3 to 4 s, 6 to 7 s and 9 to 10 s of 12 s.
    expect(gaps.map((gap) => [percentOf(gap.style.left), percentOf(gap.style.width)])).toEqual([
      [0, 8.333],
      [25, 8.333],
      [50, 8.333],
      [75, 8.333],
    ]);
    let played = false;
    video.play = () => {
      played = true;
      return Promise.resolve();
    };
    // Pressed before the video's metadata came, the part waits for it: the browser could not seek yet.
    await user.click(parts[1]!);
    expect(played).toBe(true);
    fire('loadedmetadata');
    expect(video.currentTime).toBe(3);
    // Then at once.
    await user.click(parts[2]!);
    expect(video.currentTime).toBe(6);
  });

  it("each progress answer's parts replace the list, the focus moves to the parts left, or to the test when it opens; a lesson not started or with its test open lists none", async () => {
    const course = courseFixture('courseDetail.videoPartWatched');
    const { screen, fire, reports, user, video } = await mountVideo(course, {
      [progressPath]: (request) => ok(courseFixture((request.body as { event: ProgressEvent }).event === 'play' ? 'progress.play' : 'progress.endedUnwatched'))(request),
    });
    video.play = () => Promise.resolve();
    await user.click(screen.getByRole('button', { name: 'Play from 0 min 6 s to 0 min 12 s' }));
    fire('playing', 6);
    fire('pause', 7);
    await waitFor(() => expect(reports().map((report) => report.event)).toEqual(['play', 'pause']));
    expect(await find(() => screen.getByRole('button', { name: 'Play from 0 min 7 s to 0 min 12 s' }))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play from 0 min 6 s to 0 min 12 s' })).toBeNull();

    // The part's button had the focus; the answer that opens the test takes the list away, and the focus moves to the test.
    const { root: openedRoot, screen: opened, fire: fireOpened, user: openedUser, video: openedVideo } = await mountVideo(courseFixture('courseDetail.videoPartWatched'));
    openedVideo.play = () => Promise.resolve();
    await openedUser.click(opened.getByRole('button', { name: 'Play from 0 min 6 s to 0 min 12 s' }));
    fireOpened('playing', 6);
    fireOpened('pause', 12);
    const startAssessment = await find(() => opened.getByRole('button', { name: 'Start Assessment' }) as HTMLButtonElement);
    await waitFor(() => expect(startAssessment.disabled).toBe(false));
    expect(opened.queryByRole('list', { name: 'Not watched yet:' })).toBeNull();
    expect(openedRoot.activeElement).toBe(startAssessment);

    // The third part's button had the focus; an answer with one part left takes that button away, and the focus moves to the part left.
    const { root: shrunkRoot, screen: shrunk, user: shrunkUser, video: shrunkVideo, fire: fireShrunk } = await mountVideo(courseFixture('courseDetail.watchedInParts'), {
      [progressPath]: (request) => ok(courseFixture((request.body as { event: ProgressEvent }).event === 'play' ? 'progress.play' : 'progress.endedUnwatched'))(request),
    });
    shrunkVideo.play = () => Promise.resolve();
    await shrunkUser.click(shrunk.getByRole('button', { name: 'Play from 0 min 6 s to 0 min 7 s' }));
    fireShrunk('playing', 6);
    fireShrunk('pause', 7);
    const left = await find(() => shrunk.getByRole('button', { name: 'Play from 0 min 7 s to 0 min 12 s' }));
    expect(within(shrunk.getByRole('list', { name: 'Not watched yet:' })).getAllByRole('button')).toHaveLength(1);
    await waitFor(() => expect(shrunkRoot.activeElement).toBe(left));

    for (const name of ['courseDetail.fresh', 'courseDetail.testOpen'] as const) {
      const other = await mountVideo(courseFixture(name));
      expect(other.screen.queryByRole('list', { name: 'Not watched yet:' })).toBeNull();
    }
  });

  it('a watched lesson opens its test at once', async () => {
    const { screen } = await mountVideo(courseFixture('courseDetail.testOpen'));
    expect((screen.getByRole('button', { name: 'Start Assessment' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a passed lesson says so, with its score, and offers its result instead of Start Assessment', async () => {
    const course = courseFixture('courseDetail.lessonPassed');
    const lesson = firstLesson(course);
    if (lesson.test.state !== 'passed') throw new Error('courseDetail.lessonPassed: lesson 1 is not passed');
    const { screen, user, navigations } = await mountVideo(course);
    expect(screen.getByText(`You passed the test of this lesson with ${lesson.test.correctPercent}%.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Assessment' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'See the result' }));
    expect(navigations.at(-1)).toMatchObject({ to: 'result', params: { attemptId: lesson.test.attemptId, examId: lesson.examId } });
  });

  it('shows a small notice while reports fail and drops it when one goes through', async () => {
    let fail = true;
    const { screen, fire } = await mountVideo(courseFixture('courseDetail.fresh'), {
      [progressPath]: (request) => (fail ? new Response('down', { status: 503 }) : recordedProgress(request)),
    });
    fire('playing', 0);
    expect(await find(() => screen.getByText('Your progress could not be saved. It will be sent again in a few seconds.'))).toBeTruthy();
    fail = false;
    // The pause retries the failed play at once, then goes itself.
    fire('pause', 3);
    await waitFor(() => expect(screen.queryByText(/could not be saved/)).toBeNull());
  });

  it("shows the server's message when it refuses progress on a locked lesson", async () => {
    const message = errorMessages.en.lessonLocked;
    const { screen, fire } = await mountVideo(courseFixture('courseDetail.fresh'), { [progressPath]: refuse(ResultCode.lessonLocked, message) });
    fire('playing', 0);
    expect(await find(() => screen.getByText(message, { selector: '.tc-player__error' }))).toBeTruthy();
  });

  it('does not play a lesson the course shows as locked, and names the lesson to pass first', async () => {
    const course = courseFixture('courseDetail.fresh');
    const [lesson1, lesson2] = course.lessons;
    if (!lesson1 || !lesson2) throw new Error('the recorded course has fewer than two lessons');
    const mounted = await mountPlayer({ view: 'video', 'course-id': course.courseId, 'lesson-id': lesson2.lessonId }, { [detailPath]: ok(course) });
    expect(await find(() => mounted.screen.getByText(`This lesson is locked. Pass the test of “${lesson1.title}” first.`))).toBeTruthy();
    expect(mounted.root.querySelector('video')).toBeNull();
  });

  it('goes back to the course', async () => {
    const course = courseFixture('courseDetail.fresh');
    const { screen, user, navigations } = await mountVideo(course);
    await user.click(screen.getByRole('button', { name: /Back to the course/ }));
    expect(navigations).toEqual([{ to: 'detail', view: 'detail', params: { courseId: course.courseId, kind: 'certification' } }]);
  });
});
