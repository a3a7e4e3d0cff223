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

/** Installs the fake API and mounts a widget once `ready` says it rendered. */
export async function mount(options: { tag: string; define: () => void; attributes?: Record<string, string>; ready: (root: ShadowRoot) => boolean }, handlers: Record<string, FakeHandler>) {
  const api = fakeApi(handlers);
  const { element, root } = await mountWidget(options);
  return { api, element, root, screen: within(root as unknown as HTMLElement), user: userEvent.setup() };
}

/** `findBy*` for shadow roots. */
export const find = <T>(query: () => T): Promise<T> => waitFor(query);

/** Files the download helper saved: happy-dom would navigate to the blob instead, so the link's click is caught. */
export const catchSavedFiles = (spyOn: typeof import('vitest').vi.spyOn): { href: string; download: string }[] => {
  const saved: { href: string; download: string }[] = [];
  spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/file');
  spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return saved;
};
