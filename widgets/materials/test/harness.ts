import { configure as configureTestingLibrary, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type FakeHandler } from '../../../src/testing/fakeApi';
import { mountWidget } from '../../../src/testing/widgetSuite';
import { defineMaterials, materialsTag } from '../element';

configureTestingLibrary({ getElementError: (message) => new Error(message ?? 'query failed') });

/** An envelope with code 200 around `result`, as a handler. */
export const ok =
  (result: unknown): FakeHandler =>
  () => ({ code: 200, message: 'OK', result });

/** Installs the fake API and mounts `<tc-materials>` with `attributes`, once its heading is there. */
export async function mountMaterials(attributes: Record<string, string>, handlers: Record<string, FakeHandler>) {
  const api = fakeApi(handlers);
  const { element, root } = await mountWidget({ tag: materialsTag, define: defineMaterials, attributes, ready: (shadow) => shadow.querySelector('h2') !== null });
  return { api, element, root, screen: within(root as unknown as HTMLElement), user: userEvent.setup() };
}

export const find = <T>(query: () => T): Promise<T> => waitFor(query);
