import { configure as configureTestingLibrary, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished } from 'vitest';
import { fakeApi, type FakeHandler } from './fakeApi';
import { mountWidget } from './widgetSuite';

// testing-library prints the container on a failed query, and cannot print a ShadowRoot: keep the message only.
configureTestingLibrary({ getElementError: (message) => new Error(message ?? 'query failed') });

/** An envelope with code 200 around `result`, as a handler. */
export const ok =
  (result: unknown): FakeHandler =>
  () => ({ code: 200, message: 'OK', result });

/** An envelope with a failure code, as a handler. */
export const failure =
  (code: number, message: string): FakeHandler =>
  () => ({ code, message, result: null });

/** Installs the fake API and mounts `tag` (defined by `define`) with `attributes`, once `ready` holds. */
export async function mountBlockWidget(tag: string, define: () => void, attributes: Record<string, string>, handlers: Record<string, FakeHandler>, ready: (root: ShadowRoot) => boolean) {
  const api = fakeApi(handlers);
  const { element, root } = await mountWidget({ tag, define, attributes, ready });
  return { api, element, root, screen: within(root as unknown as HTMLElement), user: userEvent.setup() };
}

/** `findBy*` for shadow roots: testing-library's own waits on a container, which a ShadowRoot is not. */
export const find = <T>(query: () => T): Promise<T> => waitFor(query);

/** Every unread count the page hears during this test (`tc-notifications-changed`), from now on. */
export const hearUnreadCounts = (): number[] => {
  const heard: number[] = [];
  const listen = (event: CustomEvent<{ unread: number }>) => heard.push(event.detail.unread);
  document.addEventListener('tc-notifications-changed', listen);
  onTestFinished(() => document.removeEventListener('tc-notifications-changed', listen));
  return heard;
};
