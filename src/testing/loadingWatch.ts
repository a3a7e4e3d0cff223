import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Mounts `tag` on the API installed already and records whether an element matching `loading` was ever
 * inserted into its shadow root, from before its first render: a view whose data came with the page
 * (src/api/early.ts) renders it at once.
 */
export async function mountWatchingLoading(options: { tag: string; define: () => void; attributes?: Record<string, string>; ready: (root: ShadowRoot) => boolean; loading: string }) {
  options.define();
  const element = document.createElement(options.tag);
  for (const [name, value] of Object.entries(options.attributes ?? {})) element.setAttribute(name, value);
  let loadingShown = false;
  const watch = new MutationObserver((records) => {
    const added = records.flatMap((record) => [...record.addedNodes]);
    if (added.some((node) => node instanceof Element && (node.matches(options.loading) || node.querySelector(options.loading) !== null))) loadingShown = true;
  });
  document.body.append(element);
  const root = element.shadowRoot;
  if (!root) throw new Error(`<${options.tag}> has no shadow root once connected`);
  watch.observe(root, { childList: true, subtree: true });
  await waitFor(() => expect(options.ready(root)).toBe(true));
  watch.disconnect();
  return { root, screen: within(root as unknown as HTMLElement), loadingShown: () => loadingShown };
}
