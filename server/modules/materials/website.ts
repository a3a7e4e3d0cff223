/**
 * A partner website as people write it (`https://www.Sunrise-Solar.example/`) reduced to the host
 * name the table keys on (`sunrise-solar.example`); undefined when it cannot be a host name.
 */
export const normalizeWebsite = (input: string): string | undefined => {
  const host = input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  if (host.length === 0 || host.length > 253) return undefined;
  return /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(host) ? host : undefined;
};
