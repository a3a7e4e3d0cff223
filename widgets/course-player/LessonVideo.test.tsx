import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import type { FakeHandler } from '../../src/testing/fakeApi';
import { demoCourseDetail, demoCourseTestOpen, demoVideoUrl } from '../../stories/fixtures';
import { find, mountPlayer, ok, refuse } from './test/harness';

const detailPath = '/related/getInstallerCourseRelated';
const progressPath = '/related/updateInstallerCourseRelated';
const lesson2 = { view: 'video', 'course-id': 'course-install', 'lesson-id': 'lesson-2' };

const progress = (videoPercent: number, testOpen = false): FakeHandler => (request) =>
  ok({ videoPercent, positionSeconds: (request.body as { positionSeconds: number }).positionSeconds, testOpen })(request);

async function mountVideo(handlers: Record<string, FakeHandler>, attributes: Record<string, string> = lesson2) {
  const mounted = await mountPlayer(attributes, { [detailPath]: ok(demoCourseDetail), [progressPath]: progress(50), ...handlers });
  await find(() => mounted.screen.getByRole('heading', { level: 2, name: 'Mounting the battery' }));
  const video = mounted.root.querySelector('video') as HTMLVideoElement;
  const fire = (type: string, currentTime?: number) => {
    if (currentTime !== undefined) video.currentTime = currentTime;
    video.dispatchEvent(new Event(type));
  };
  return { ...mounted, video, fire };
}

describe('<tc-course-player> video view', () => {
  it('plays the lesson video with native controls, described by the lesson title', async () => {
    const { root, video } = await mountVideo({});
    // The server's path is put on the API's origin, so a partner page embedding the player still reaches it.
    expect(video.getAttribute('src')).toBe(`${window.location.origin}${demoVideoUrl}`);
    expect(video.controls).toBe(true);
    const description = root.getElementById(video.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain('Mounting the battery');
  });

  it('resumes where the server says the learner stopped, without reporting that seek', async () => {
    const { api, video, fire } = await mountVideo({});
    fire('loadedmetadata');
    expect(video.currentTime).toBe(48);
    fire('seeked');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.to(progressPath)).toHaveLength(0);
  });

  it('reports the position on pause, on a seek by the learner and at the end', async () => {
    const { api, fire } = await mountVideo({});
    fire('play');
    fire('pause', 61.5);
    await waitFor(() => expect(api.to(progressPath)).toHaveLength(1));
    fire('seeked', 90);
    await waitFor(() => expect(api.to(progressPath)).toHaveLength(2));
    fire('play');
    fire('ended', 120);
    await waitFor(() => expect(api.to(progressPath)).toHaveLength(3));
    expect(api.to(progressPath).map((request) => request.body)).toEqual([
      { courseId: 'course-install', lessonId: 'lesson-2', positionSeconds: 61.5 },
      { courseId: 'course-install', lessonId: 'lesson-2', positionSeconds: 90 },
      { courseId: 'course-install', lessonId: 'lesson-2', positionSeconds: 120 },
    ]);
  });

  it("shows the server's percent watched and enables Start Assessment only when the server opens the test", async () => {
    let testOpen = false;
    const { root, screen, fire, user, navigations } = await mountVideo({ [progressPath]: (request) => progress(testOpen ? 100 : 60, testOpen)(request) });
    const start = screen.getByRole('button', { name: 'Start Assessment' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    expect(screen.getByText('40% watched')).toBeTruthy();
    fire('pause', 70);
    expect(await find(() => screen.getByText('60% watched'))).toBeTruthy();
    expect(start.disabled).toBe(true);
    testOpen = true;
    fire('ended', 120);
    expect(await find(() => screen.getByText('100% watched'))).toBeTruthy();
    expect(start.disabled).toBe(false);
    expect(screen.getByRole('progressbar', { name: 'Video watched' }).getAttribute('aria-valuenow')).toBe('100');
    expect(root.querySelector('[part="announcer"]')?.textContent).toContain('The test is now open.');
    await user.click(start);
    expect(navigations.at(-1)).toEqual({
      to: 'exam',
      view: 'exam',
      params: { courseId: 'course-install', lessonId: 'lesson-2', examId: 'exam-lesson-2', kind: 'certification' },
    });
  });

  it('enables Start Assessment at once when the lesson test is already open', async () => {
    const { screen } = await mountVideo({ [detailPath]: ok(demoCourseTestOpen) });
    expect((screen.getByRole('button', { name: 'Start Assessment' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a small notice while reports fail and drops it when one goes through', async () => {
    let fail = true;
    const { screen, fire } = await mountVideo({
      [progressPath]: (request) => (fail ? new Response('down', { status: 503 }) : progress(55)(request)),
    });
    fire('pause', 66);
    expect(await find(() => screen.getByText('Your progress could not be saved. It will be sent again in a few seconds.'))).toBeTruthy();
    fail = false;
    fire('seeked', 67);
    await waitFor(() => expect(screen.queryByText(/could not be saved/)).toBeNull());
    expect(screen.getByText('55% watched')).toBeTruthy();
  });

  it("shows the server's message when it refuses progress on a locked lesson", async () => {
    const message = 'This lesson is locked. Pass the test of the previous lesson first.';
    const { screen, fire } = await mountVideo({ [progressPath]: refuse(ResultCode.lessonLocked, message) });
    fire('pause', 10);
    expect(await find(() => screen.getByText(message, { selector: '.tc-player__error' }))).toBeTruthy();
  });

  it('does not play a lesson the course shows as locked', async () => {
    const mounted = await mountPlayer({ view: 'video', 'course-id': 'course-install', 'lesson-id': 'lesson-3' }, { [detailPath]: ok(demoCourseDetail) });
    expect(await find(() => mounted.screen.getByText('This lesson is locked. Pass the test of the previous lesson first.'))).toBeTruthy();
    expect(mounted.root.querySelector('video')).toBeNull();
  });

  it('replays from the start and goes back to the course', async () => {
    const { screen, user, video, navigations } = await mountVideo({});
    video.currentTime = 80;
    await user.click(screen.getByRole('button', { name: 'Replay' }));
    expect(video.currentTime).toBe(0);
    await user.click(screen.getByRole('button', { name: /Back to the course/ }));
    expect(navigations).toEqual([{ to: 'detail', view: 'detail', params: { courseId: 'course-install', kind: 'certification' } }]);
  });
});
