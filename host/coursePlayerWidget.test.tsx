import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ResultCode } from '../src/contract/codes';
import type { TcEventMap } from '../src/elements/events';
import { fakeApi } from '../src/testing/fakeApi';
import { courseFixture } from '../src/testing/fixtures/course';
// Registers <tc-course-player> for this file, as main.tsx does for the page through widgets/index.ts.
import '../widgets/course-player/element';
import { demoUser, renderHost, signInWithToken } from './testing/renderHost';
import { quietUnservedCalls } from './testing/unservedCalls';

const ok = (result: unknown) => () => ({ code: ResultCode.success, result });

/** The host and the real widget together: the address and the player stay in step without echoes or reloads. */

quietUnservedCalls();

describe('the course page with the real <tc-course-player>', () => {
  it("mirrors the player's move in the address, keeps focus on the new view, and follows Back", async () => {
    signInWithToken();
    const course = courseFixture('courseDetail.fresh');
    const api = fakeApi({
      '/getUserInfo': ok(demoUser),
      '/course/list': ok(courseFixture('courseList.fresh')),
      '/related/getInstallerCourseRelated': ok(course),
    });
    const navigations: TcEventMap['tc-navigate'][] = [];
    const record = (event: Event) => navigations.push((event as HTMLElementEventMap['tc-navigate']).detail);
    document.addEventListener('tc-navigate', record);
    onTestFinished(() => document.removeEventListener('tc-navigate', record));
    const { router, fullPath, container } = renderHost('/course/index');
    await screen.findByRole('heading', { level: 1, name: 'Courses' });
    const element = container.querySelector('tc-course-player') as HTMLElement;
    const player = () => within(element.shadowRoot as unknown as HTMLElement);

    const open = await waitFor(() => player().getByRole('link', { name: course.title }));
    // A real link to the detail route, for a new tab or a copied address; a plain click stays in the page.
    expect(open.getAttribute('href')).toBe(`/course/detail?courseId=${encodeURIComponent(course.courseId)}`);
    await userEvent.setup().click(open);

    const detailPath = `/course/detail?${new URLSearchParams({ courseId: course.courseId })}`;
    await waitFor(() => expect(fullPath()).toBe(detailPath));
    const heading = await waitFor(() => player().getByRole('heading', { level: 2, name: course.title }));
    await waitFor(() => expect(element.getAttribute('view')).toBe('detail'));
    // The player's heading keeps focus: the host does not pull it back to <main>.
    expect(document.activeElement).toBe(element);
    expect(element.shadowRoot?.activeElement).toBe(heading);
    expect(screen.getByRole('heading', { level: 1, name: 'Course details' })).toBeTruthy();
    // The address confirming the move does not make the player load the course again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(api.to('/related/getInstallerCourseRelated')).toHaveLength(1);

    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/course/index');
    await waitFor(() => player().getByRole('link', { name: course.title }));
    // A move made by the page is not reported back.
    expect(navigations).toEqual([{ to: 'detail', view: 'detail', params: { courseId: course.courseId, kind: 'certification' } }]);
  });
});
