import { configure as configureTestingLibrary, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type FakeHandler } from './fakeApi';
import { mountWidget } from './widgetSuite';

// testing-library prints the container on a failed query, and cannot print a ShadowRoot: keep the message only.
configureTestingLibrary({ getElementError: (message) => new Error(message ?? 'query failed') });

/** An envelope with code 200 around `result`, as a handler. */
export const ok =
  (result: unknown): FakeHandler =>
  () => ({ code: 200, message: 'OK', result });

/** A recorded failure envelope, as a handler. */
export const answer =
  (envelope: unknown): FakeHandler =>
  () =>
    envelope as ReturnType<FakeHandler>;

/** Installs the fake API and mounts a widget once its heading is there (the partner widgets share it). */
export async function mountPartnerWidget(tag: string, define: () => CustomElementConstructor, handlers: Record<string, FakeHandler>, attributes: Record<string, string> = {}) {
  const api = fakeApi(handlers);
  const { element, root } = await mountWidget({ tag, define, attributes, ready: (shadow) => shadow.querySelector('h2') !== null });
  return { api, element, root, screen: within(root as unknown as HTMLElement), user: userEvent.setup() };
}

/** `findBy*` for shadow roots: testing-library's own waits on a container, which a ShadowRoot is not. */
export const find = <T>(query: () => T): Promise<T> => waitFor(query);
