import { configure as configureTestingLibrary, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach } from 'vitest';
import type { CoursePlayerMove } from '../../../src/elements/events';
import { fakeApi, type FakeHandler } from '../../../src/testing/fakeApi';
import { mountWatchingLoading } from '../../../src/testing/loadingWatch';
import { mountWidget } from '../../../src/testing/widgetSuite';
import { coursePlayerTag, defineCoursePlayer } from '../element';

// testing-library prints the container on a failed query, and cannot print a ShadowRoot: keep the message only.
configureTestingLibrary({ getElementError: (message) => new Error(message ?? 'query failed') });

// Unmount while the fake API is still installed: a view that leaves sends its last save or report.
afterEach(async () => {
  document.body.replaceChildren();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

/** An envelope with code 200 around `result`, as a handler. */
export const ok =
  (result: unknown): FakeHandler =>
  () => ({ code: 200, message: 'OK', result });

/** An envelope with a business code and its message, as a handler. */
export const refuse =
  (code: number, message: string): FakeHandler =>
  () => ({ code, message });

/** Installs the fake API, mounts `<tc-course-player>` with `attributes` and records its `tc-navigate` events. */
export async function mountPlayer(attributes: Record<string, string>, handlers: Record<string, FakeHandler>) {
  const api = fakeApi(handlers);
  const { element, root } = await mountWidget({
    tag: coursePlayerTag,
    define: defineCoursePlayer,
    attributes,
    ready: (shadow) => shadow.querySelector('h2') !== null,
  });
  const navigations: CoursePlayerMove[] = [];
  element.addEventListener('tc-navigate', (event) => navigations.push(event.detail as CoursePlayerMove));
  return { api, element, root, screen: within(root as unknown as HTMLElement), user: userEvent.setup(), navigations };
}

/** `findBy*` for shadow roots: testing-library's own waits on a container, which a ShadowRoot is not. */
export const find = <T>(query: () => T): Promise<T> => waitFor(query);

/** Mounts `<tc-course-player>` on the API installed already (a call its page started early), recording whether it ever showed its loading placeholder. */
export const mountPlayerWatchingLoading = (attributes: Record<string, string>, ready: (root: ShadowRoot) => boolean) =>
  mountWatchingLoading({ tag: coursePlayerTag, define: defineCoursePlayer, attributes, ready, loading: '.tc-player__loading' });
