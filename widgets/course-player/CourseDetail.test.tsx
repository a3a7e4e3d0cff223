import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCourseCertified, demoCourseDetail, demoCourseMustRepeat, demoCourseTestOpen } from '../../stories/fixtures';
import { find, mountPlayer, ok } from './test/harness';

const detailPath = '/related/getInstallerCourseRelated';
const detailOf = (course: unknown) => ({ [detailPath]: ok(course) });
const lessonItem = (root: ShadowRoot, title: string) => {
  const heading = within(root as unknown as HTMLElement).getByRole('heading', { level: 4, name: new RegExp(title) });
  return within(heading.closest('li') as HTMLElement);
};

describe('<tc-course-player> detail view', () => {
  it('shows description, percent complete and the lessons in order; asks the server for the course', async () => {
    const { api, screen } = await mountPlayer({ view: 'detail', 'course-id': 'course-install' }, detailOf(demoCourseDetail));
    expect(await find(() => screen.getByRole('heading', { level: 2, name: 'Installation Certification' }))).toBeTruthy();
    expect(api.to(detailPath)[0]?.body).toEqual({ courseId: 'course-install' });
    expect(screen.getByText(/Pass the test after each lesson/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Course progress' }).getAttribute('aria-valuenow')).toBe('25');
    const titles = screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Lesson 1: Safety and site survey',
      'Lesson 2: Mounting the battery',
      'Lesson 3: Wiring and the gateway',
      'Lesson 4: Commissioning with the app',
    ]);
  });

  it('keeps a locked lesson out of reach: aria-disabled, the reason, and a click goes nowhere', async () => {
    const { root, screen, user, navigations } = await mountPlayer({ view: 'detail', 'course-id': 'course-install' }, detailOf(demoCourseDetail));
    await find(() => screen.getByRole('heading', { level: 2, name: 'Installation Certification' }));
    const locked = lessonItem(root, 'Wiring and the gateway');
    const watch = locked.getByRole('button', { name: /Watch/ });
    expect(watch.getAttribute('aria-disabled')).toBe('true');
    expect(locked.getByText('This lesson is locked. Pass the test of the previous lesson first.')).toBeTruthy();
    expect(watch.getAttribute('aria-describedby')).toBe(locked.getByText(/This lesson is locked/).id);
    expect(locked.queryByRole('button', { name: /Start Assessment/ })).toBeNull();
    await user.click(watch);
    expect(navigations).toEqual([]);
  });

  it('offers Continue on a started lesson and moves to its video', async () => {
    const { root, screen, user, navigations } = await mountPlayer({ view: 'detail', 'course-id': 'course-install' }, detailOf(demoCourseDetail));
    await find(() => screen.getByRole('heading', { level: 2, name: 'Installation Certification' }));
    expect(lessonItem(root, 'Safety and site survey').getByRole('button', { name: /Replay.*Safety and site survey/ })).toBeTruthy();
    await user.click(lessonItem(root, 'Mounting the battery').getByRole('button', { name: /Continue.*Mounting the battery/ }));
    expect(navigations).toEqual([
      { to: 'video', view: 'video', params: { courseId: 'course-install', lessonId: 'lesson-2', kind: 'certification' } },
    ]);
  });

  it('offers Start Assessment only on a lesson whose test is open', async () => {
    const { root, screen, user, navigations } = await mountPlayer({ view: 'detail', 'course-id': 'course-install' }, detailOf(demoCourseTestOpen));
    await find(() => screen.getByRole('heading', { level: 2, name: 'Installation Certification' }));
    expect(screen.getAllByRole('button', { name: /Start Assessment/ })).toHaveLength(1);
    await user.click(lessonItem(root, 'Mounting the battery').getByRole('button', { name: /Start Assessment/ }));
    expect(navigations[0]).toEqual({
      to: 'exam',
      view: 'exam',
      params: { courseId: 'course-install', lessonId: 'lesson-2', examId: 'exam-lesson-2', kind: 'certification' },
    });
  });

  it('says when both attempts failed and the lesson must be watched again', async () => {
    const { root, screen } = await mountPlayer({ view: 'detail', 'course-id': 'course-install' }, detailOf(demoCourseMustRepeat));
    await find(() => screen.getByRole('heading', { level: 2, name: 'Installation Certification' }));
    const lesson = lessonItem(root, 'Mounting the battery');
    expect(lesson.getByText('You did not pass the test in both attempts. Watch the lesson again to get two new attempts.')).toBeTruthy();
    expect(lesson.getByText('Test attempts: 2 of 2')).toBeTruthy();
  });

  it('keeps the final test locked until every lesson is passed', async () => {
    const { screen, user, navigations } = await mountPlayer({ view: 'detail', 'course-id': 'course-install' }, detailOf(demoCourseDetail));
    const start = await find(() => screen.getByRole('button', { name: 'Start the final test' }));
    expect(start.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('The final test opens after you pass the test of every lesson.')).toBeTruthy();
    await user.click(start);
    expect(navigations).toEqual([]);
  });

  it('opens the final test once it is unlocked', async () => {
    const { screen, user, navigations } = await mountPlayer(
      { view: 'detail', 'course-id': 'course-install' },
      detailOf({ ...demoCourseCertified, certificateId: null }),
    );
    await user.click(await find(() => screen.getByRole('button', { name: 'Start the final test' })));
    expect(navigations[0]?.params).toEqual({ courseId: 'course-install', examId: 'exam-final', kind: 'certification' });
  });

  it('shows the certification message and links to the certificate (certificate-url template)', async () => {
    const { screen } = await mountPlayer(
      { view: 'detail', 'course-id': 'course-install', 'certificate-url': '/my/certificates/{certificateId}/view' },
      detailOf(demoCourseCertified),
    );
    expect(await find(() => screen.getByText('Congratulations! You are certified to install and commission the system.'))).toBeTruthy();
    const link = screen.getByRole('link', { name: 'View your certificate' });
    expect(link.getAttribute('href')).toBe('/my/certificates/cert-7f3a/view');
    expect(screen.queryByRole('button', { name: 'Start the final test' })).toBeNull();
  });

  it('follows the certificate link through the page navigation (default certificate-url)', async () => {
    const { screen, user } = await mountPlayer({ view: 'detail', 'course-id': 'course-install' }, detailOf(demoCourseCertified));
    await user.click(await find(() => screen.getByRole('link', { name: 'View your certificate' })));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/certificate?id=cert-7f3a'));
  });

  it('goes back to the list', async () => {
    const { screen, user, navigations } = await mountPlayer({ view: 'detail', 'course-id': 'course-install' }, { ...detailOf(demoCourseDetail), '/course/list': ok({ list: [], total: 0 }) });
    await user.click(await find(() => screen.getByRole('button', { name: /Back to courses/ })));
    expect(navigations).toEqual([{ to: 'list', view: 'list', params: { kind: 'certification' } }]);
    expect(await find(() => screen.getByRole('heading', { level: 2, name: 'Courses' }))).toBeTruthy();
  });
});
