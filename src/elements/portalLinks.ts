/** Addresses of portal pages that widgets link to unless the page names others. */

/** The certificates page showing one certificate; `{certificateId}` is replaced. */
export const certificateUrlTemplate = '/certificate?id={certificateId}';

/** A link template with `{name}` placeholders filled, each value URL-encoded. */
export const fillUrlTemplate = (template: string, values: Record<string, string>): string =>
  Object.entries(values).reduce((url, [name, value]) => url.split(`{${name}}`).join(encodeURIComponent(value)), template);
