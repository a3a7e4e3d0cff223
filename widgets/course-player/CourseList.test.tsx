import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { demoCourseDetail, demoCourseList, demoLibraryList } from '../../stories/fixtures';
import { find, mountPlayer, ok, refuse } from './test/harness';

const emptyList = { list: [], total: 0 };
const query = (request: { url: URL } | undefined) => Object.fromEntries(request?.url.searchParams ?? []);

describe('<tc-course-player> list view', () => {
  it('lists the certification courses with audience, percent, total time and lesson count', async () => {
    const { api, screen } = await mountPlayer({}, { '/course/list': ok(demoCourseList) });
    expect(await find(() => screen.getByRole('button', { name: 'Installation Certification' }))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Courses' })).toBeTruthy();
    expect(query(api.to('/course/list')[0])).toEqual({ kind: 'certification' });
    const bar = screen.getByRole('progressbar', { name: 'Progress of Installation Certification' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('25% complete')).toBeTruthy();
    expect(screen.getAllByText('Installer')).toHaveLength(2);
    expect(screen.getByText('Total time: 1 h 35 min')).toBeTruthy();
    expect(screen.getByText('Total time: 40 min 0 s')).toBeTruthy();
    expect(screen.getByText('4 lessons')).toBeTruthy();
  });

  it('filters by status through a labelled radio group', async () => {
    const { api, screen, user } = await mountPlayer({}, { '/course/list': ok(demoCourseList) });
    const group = screen.getByRole('group', { name: 'Show courses' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'All' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Not started' }));
    await waitFor(() => expect(api.to('/course/list')).toHaveLength(2));
    expect(query(api.to('/course/list')[1])).toEqual({ kind: 'certification', status: 'not_started' });
  });

  it("shows 'No Courses in Progress' word for word when the in-progress filter finds nothing", async () => {
    const { api, screen, user } = await mountPlayer({}, { '/course/list': (request) => (request.url.searchParams.get('status') ? ok(emptyList)(request) : ok(demoCourseList)(request)) });
    await find(() => screen.getByRole('button', { name: 'Installation Certification' }));
    await user.click(screen.getByRole('radio', { name: 'In progress' }));
    expect(await find(() => screen.getByText('No Courses in Progress'))).toBeTruthy();
    expect(query(api.to('/course/list')[1]).status).toBe('in_progress');
  });

  it("shows 'No Course Completed' word for word when the completed filter finds nothing", async () => {
    const { screen, user } = await mountPlayer({}, { '/course/list': ok(emptyList) });
    await find(() => screen.getByText('There are no courses here yet.'));
    await user.click(screen.getByRole('radio', { name: 'Completed' }));
    expect(await find(() => screen.getByText('No Course Completed'))).toBeTruthy();
  });

  it('shows the library when kind is library, with the sales and designer audiences', async () => {
    const { api, screen } = await mountPlayer({ kind: 'library' }, { '/course/list': ok(demoLibraryList) });
    expect(await find(() => screen.getByText('Sales'))).toBeTruthy();
    expect(screen.getByText('Designer')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Library' })).toBeTruthy();
    expect(query(api.to('/course/list')[0])).toEqual({ kind: 'library' });
  });

  it('opens a course: tc-navigate to the detail view with the course id, and focus on its heading', async () => {
    const { root, screen, user, navigations } = await mountPlayer(
      { kind: 'library' },
      { '/course/list': ok(demoLibraryList), '/related/getInstallerCourseRelated': ok(demoCourseDetail) },
    );
    await user.click(await find(() => screen.getByRole('button', { name: 'Selling Home Energy Storage' })));
    expect(navigations).toEqual([{ to: 'detail', view: 'detail', params: { courseId: 'course-sales', kind: 'library' } }]);
    const heading = await find(() => screen.getByRole('heading', { level: 2, name: 'Installation Certification' }));
    await waitFor(() => expect(root.activeElement).toBe(heading));
  });

  it('shows the server message inline when the list cannot be loaded, with a retry', async () => {
    let calls = 0;
    const { screen, user } = await mountPlayer(
      {},
      {
        '/course/list': (request) => {
          calls += 1;
          return calls === 1 ? refuse(ResultCode.internal, 'Something went wrong on our side. Please try again.')(request) : ok(demoCourseList)(request);
        },
      },
    );
    expect(await find(() => screen.getByText('Something went wrong on our side. Please try again.'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await find(() => screen.getByRole('button', { name: 'Installation Certification' }))).toBeTruthy();
  });
});
