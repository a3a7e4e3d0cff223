import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import type { CourseListResult } from '../../src/contract/course';
import { errorMessages } from '../../src/contract/messages';
import { courseFixture } from '../../src/testing/fixtures/course';
import type { FakeHandler } from '../../src/testing/fakeApi';
import { courseListCall } from '../../src/api/course';
import { fakeApi } from '../../src/testing/fakeApi';
import { find, mountPlayer, mountPlayerWatchingLoading, ok, refuse } from './test/harness';

const query = (request: { url: URL } | undefined) => Object.fromEntries(request?.url.searchParams ?? []);

/** The server's filters over a recorded list: a kind and a status keep the courses of that kind and status. */
const filtered =
  (recorded: CourseListResult): FakeHandler =>
  (request) => {
    const { kind, status } = Object.fromEntries(request.url.searchParams);
    const list = recorded.list.filter((course) => (!kind || course.kind === kind) && (!status || course.status === status));
    return ok({ list, total: list.length })(request);
  };

const fresh = courseFixture('courseList.fresh');
const certified = courseFixture('courseList.certified');
const certification = fresh.list.find((course) => course.kind === 'certification');
if (!certification) throw new Error('the recorded list has no certification course');

describe('<tc-course-player> list view', () => {
  it('lists the courses with audience, percent, total time from the videos, and lesson count', async () => {
    const { api, screen } = await mountPlayer({}, { '/course/list': filtered(certified) });
    const course = certified.list.find((candidate) => candidate.courseId === certification.courseId);
    if (!course) throw new Error('the certified list lacks the certification course');
    expect(await find(() => screen.getByRole('link', { name: course.title }))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Courses' })).toBeTruthy();
    expect(query(api.to('/course/list')[0])).toEqual({ kind: 'certification' });
    const bar = screen.getByRole('progressbar', { name: `Progress of ${course.title}` });
    expect(bar.getAttribute('aria-valuenow')).toBe(String(course.percent));
    expect(screen.getByText(`${course.percent}% complete`)).toBeTruthy();
    // The time the content takes, as the server counts it (minutes and seconds under an hour).
    expect(course.totalSeconds).toBeLessThan(3600);
    expect(screen.getByText(`Total time: ${Math.floor(course.totalSeconds / 60)} min ${course.totalSeconds % 60} s`)).toBeTruthy();
    expect(screen.getByText(`${course.lessonCount} lessons`)).toBeTruthy();
  });

  it('renders the list its page asked for early in its first render once it has arrived: no loading placeholder, no second call', async () => {
    const api = fakeApi({ '/course/list': filtered(fresh) });
    courseListCall.start({ kind: 'certification', status: undefined });
    await waitFor(() => expect(api.to('/course/list')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { screen, loadingShown } = await mountPlayerWatchingLoading({ status: 'all' }, (root) => root.querySelector('.tc-course-list') !== null);
    expect(screen.getByRole('link', { name: certification.title })).toBeTruthy();
    expect(loadingShown()).toBe(false);
    expect(api.to('/course/list')).toHaveLength(1);
  });

  it("says why a library course is locked for an installer who has not passed the certification yet (the server's lockedBy)", async () => {
    const locked = fresh.list.find((course) => course.lockedBy !== null);
    if (!locked?.lockedBy) throw new Error('the recorded fresh list has no locked course');
    const { screen } = await mountPlayer({ kind: 'library' }, { '/course/list': filtered(fresh) });
    await find(() => screen.getByRole('link', { name: locked.title }));
    expect(screen.getAllByText(`Installers complete ${locked.lockedBy.title} first: this course opens once you pass it.`).length).toBeGreaterThan(0);
  });

  it('names a course with a link to its detail (the page’s template); a plain click moves inside the player', async () => {
    const { root, screen, user, navigations } = await mountPlayer(
      { 'course-url': '/course/detail?courseId={courseId}' },
      { '/course/list': filtered(fresh), '/related/getInstallerCourseRelated': ok(courseFixture('courseDetail.fresh')) },
    );
    const link = await find(() => screen.getByRole('link', { name: certification.title }));
    expect(link.getAttribute('href')).toBe(`/course/detail?courseId=${encodeURIComponent(certification.courseId)}`);
    await user.click(link);
    expect(navigations).toEqual([{ to: 'detail', view: 'detail', params: { courseId: certification.courseId, kind: 'certification' } }]);
    const heading = await find(() => screen.getByRole('heading', { level: 2, name: courseFixture('courseDetail.fresh').title }));
    await waitFor(() => expect(root.activeElement).toBe(heading));
  });

  it('links to the same page with the course in the query when the page names no template', async () => {
    const { screen } = await mountPlayer({}, { '/course/list': filtered(fresh) });
    const link = await find(() => screen.getByRole('link', { name: certification.title }));
    expect(link.getAttribute('href')).toBe(`?courseId=${encodeURIComponent(certification.courseId)}`);
  });

  it('filters by status through a labelled radio group and tells the page, which keeps it in its address', async () => {
    const { api, screen, user, navigations } = await mountPlayer({}, { '/course/list': filtered(fresh) });
    expect(screen.getByRole('group', { name: 'Show courses' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'All' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Not started' }));
    await waitFor(() => expect(api.to('/course/list')).toHaveLength(2));
    expect(query(api.to('/course/list')[1])).toEqual({ kind: 'certification', status: 'not_started' });
    expect(navigations).toEqual([{ to: 'list', view: 'list', params: { status: 'not_started', kind: 'certification' } }]);
    // The filter keeps focus: a new filter is not a new view.
    expect((screen.getByRole('radio', { name: 'Not started' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(navigations.at(-1)).toEqual({ to: 'list', view: 'list', params: { kind: 'certification' } });
  });

  it('starts on the filter the page names (its address after a reload) and follows a new one', async () => {
    const { api, element, screen } = await mountPlayer({ status: 'in_progress' }, { '/course/list': filtered(fresh) });
    // A new learner has nothing in progress: 'No Courses in Progress', word for word.
    expect(await find(() => screen.getByText('No Courses in Progress'))).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'In progress' }) as HTMLInputElement).checked).toBe(true);
    expect(query(api.to('/course/list')[0])).toEqual({ kind: 'certification', status: 'in_progress' });
    element.setAttribute('status', 'completed');
    expect(await find(() => screen.getByText('No Course Completed'))).toBeTruthy();
    element.setAttribute('status', 'all');
    expect(await find(() => screen.getByRole('link', { name: certification.title }))).toBeTruthy();
  });

  it('shows the library when kind is library', async () => {
    const library = fresh.list.filter((course) => course.kind === 'library');
    expect(library.length).toBeGreaterThan(0);
    const { api, screen } = await mountPlayer({ kind: 'library' }, { '/course/list': filtered(fresh) });
    expect(await find(() => screen.getByRole('heading', { level: 2, name: 'Library' }))).toBeTruthy();
    expect(query(api.to('/course/list')[0])).toEqual({ kind: 'library' });
    await find(() => screen.getByRole('link', { name: library[0]?.title }));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(library.map((course) => course.title));
  });

  it('shows the server message inline when the list cannot be loaded, with a retry', async () => {
    let calls = 0;
    const { screen, user } = await mountPlayer(
      {},
      {
        '/course/list': (request) => {
          calls += 1;
          return calls === 1 ? refuse(ResultCode.internal, errorMessages.en.internal)(request) : filtered(fresh)(request);
        },
      },
    );
    expect(await find(() => screen.getByText(errorMessages.en.internal))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await find(() => screen.getByRole('link', { name: certification.title }))).toBeTruthy();
  });
});
