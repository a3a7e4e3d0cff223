import { apiBasePath } from '../contract/paths';

export type CoreConfig = {
  /** Base of the training API; a partner page may point at the provider's host. */
  apiBase: string;
  /** Path of the login page, for the session-expired redirect. */
  loginPath: string;
  /** How the page moves to another path: the host passes react-router's navigate. */
  navigate: (path: string) => void;
  /** A fetch to use instead of the global one (Storybook, tests). */
  fetch?: typeof globalThis.fetch;
};

const defaults = (): CoreConfig => ({
  apiBase: apiBasePath,
  loginPath: '/login',
  navigate: (path) => window.location.assign(path),
});

const config: CoreConfig = defaults();

const listeners = new Set<() => void>();

/** `TrainingCenter.configure()` and `<tc-config>` both land here. */
export const configure = (next: Partial<CoreConfig>): void => {
  Object.assign(config, Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)));
  listeners.forEach((listener) => listener());
};

/** Back to the defaults, custom fetch removed (`configure` skips undefined values, so it cannot). */
export const resetConfig = (): void => {
  delete config.fetch;
  Object.assign(config, defaults());
  listeners.forEach((listener) => listener());
};

export const getConfig = (): Readonly<CoreConfig> => config;

export const onConfigChange = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A server-given path like `/training-api/media/...` on the API's own origin, for pages embedding the widgets elsewhere. */
export const resolveApiUrl = (path: string): string => {
  const base = new URL(config.apiBase, window.location.href);
  return new URL(path, base).href;
};
