/** `apiBase` + `path` with exactly one slash between them; the base may be absolute or a path. */
export const joinApiUrl = (apiBase: string, path: string): string => `${apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
