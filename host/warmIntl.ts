/**
 * Loads the browser's locale data in a worker while the page fetches its modules and data. The first
 * date or number format of a page cost 40 to 170 ms on the main thread in Chromium (4 times that at
 * Lighthouse's mobile CPU), inside the render of the first dates. That data is shared by the whole
 * renderer process, so once a worker has built one format, the page's own take under a millisecond.
 * A browser without module workers, or a policy that refuses one, pays the cost as before.
 */
export const warmIntl = (): void => {
  try {
    const worker = new Worker(new URL('./warmIntl.worker.ts', import.meta.url), { type: 'module', name: 'tc-intl-warm-up' });
    // A refused or failed worker script is an error event, not an exception: nothing depends on it.
    worker.onerror = (event) => event.preventDefault();
  } catch {
    // No Worker here (a test DOM, an old browser): the first format pays on the main thread.
  }
};

// Started by the first module the shell evaluates, before the rest of its modules run.
warmIntl();
