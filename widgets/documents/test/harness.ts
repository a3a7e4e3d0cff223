import { configure as configureTestingLibrary, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type FakeHandler } from '../../../src/testing/fakeApi';
import { mountWidget } from '../../../src/testing/widgetSuite';
import { defineDocuments, documentsTag } from '../element';

// testing-library prints the container on a failed query, and cannot print a ShadowRoot: keep the message only.
configureTestingLibrary({ getElementError: (message) => new Error(message ?? 'query failed') });

/** An envelope with code 200 around `result`, as a handler. */
export const ok =
  (result: unknown): FakeHandler =>
  () => ({ code: 200, message: 'OK', result });

/** Installs the fake API and mounts `<tc-documents>` with `attributes`, once it rendered its frame. */
export async function mountDocuments(attributes: Record<string, string>, handlers: Record<string, FakeHandler>) {
  const api = fakeApi(handlers);
  const { element, root } = await mountWidget({ tag: documentsTag, define: defineDocuments, attributes, ready: (shadow) => shadow.querySelector('[part~="base"]') !== null });
  return { api, element, root, screen: within(root as unknown as HTMLElement), user: userEvent.setup() };
}

/** `findBy*` for shadow roots: testing-library's own waits on a container, which a ShadowRoot is not. */
export const find = <T>(query: () => T): Promise<T> => waitFor(query);
