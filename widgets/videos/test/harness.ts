import { configure as configureTestingLibrary, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type FakeHandler } from '../../../src/testing/fakeApi';
import { mountWidget } from '../../../src/testing/widgetSuite';
import { defineVideos, videosTag } from '../element';

configureTestingLibrary({ getElementError: (message) => new Error(message ?? 'query failed') });

export const ok =
  (result: unknown): FakeHandler =>
  () => ({ code: 200, message: 'OK', result });

/** Installs the fake API and mounts `<tc-videos>`, once its heading is there. */
export async function mountVideos(attributes: Record<string, string>, handlers: Record<string, FakeHandler>) {
  const api = fakeApi(handlers);
  const { element, root } = await mountWidget({ tag: videosTag, define: defineVideos, attributes, ready: (shadow) => shadow.querySelector('h2') !== null });
  return { api, element, root, screen: within(root as unknown as HTMLElement), user: userEvent.setup() };
}

export const find = <T>(query: () => T): Promise<T> => waitFor(query);
