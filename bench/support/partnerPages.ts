import { createServer, type Server } from 'node:http';

/** A page on a partner's site that embeds widgets with the loader, as docs/embedding.md shows. */
export type PartnerPage = {
  path: string;
  title: string;
  tags: string[];
  belowTheFold?: boolean;
  /** Visited by the bench's logged-in learner: anonymous, a widget that needs a session sends the visitor to the login page. */
  signedIn?: boolean;
};

/**
 * Attributes a partner page gives a widget as docs/embedding.md shows: without `website`, tc-materials
 * sends an anonymous visitor to the login page (the bench then measured a 404 on the partner's site).
 * The website is the seeded demo partner's (server/db/seed/content/materials.ts).
 */
const widgetAttributes: Readonly<Record<string, string>> = { 'tc-materials': ' website="sunrise-solar.example"' };

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Plain HTML with its own heading and text; a below-the-fold widget sits after three screens of content. */
export const partnerPageHtml = (page: PartnerPage, portalOrigin: string): string => {
  const widgets = page.tags.map((tag) => `<section><${tag}${widgetAttributes[tag] ?? ''}></${tag}></section>`).join('\n');
  const filler = page.belowTheFold ? '<div style="height: 300vh"><p>Our installers, our projects, our service area.</p></div>' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<meta name="description" content="A partner page that embeds Training Center widgets.">
<script type="module" src="${portalOrigin}/embed/training-center.js"></script>
</head>
<body>
<tc-config api-base="${portalOrigin}/training-api" lang="en"></tc-config>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p>Bright Roofs Solar trains its installers with Training Center.</p>
${filler}
${widgets}
</main>
</body>
</html>`;
};

/**
 * Widgets a partner or CMS page shows to anonymous visitors (issue 8: materials, FAQ, contact form,
 * portal, questionnaire, certificate verification, and the sign-in and onboarding ones). The others
 * speak for a signed-in user: without a session they send the visitor to the login page, so their
 * page is measured with the bench's learner signed in.
 */
const anonymousWidgets = new Set([
  'tc-login',
  'tc-account-help',
  'tc-contact-form',
  'tc-faq',
  'tc-portal',
  'tc-questionnaire',
  'tc-certificate-verify',
  'tc-materials',
  'tc-partner-application',
  'tc-invitation-accept',
  'tc-icon',
]);

/** The pages the size and page benchmarks load: each widget alone, every widget at once, one widget below the fold. */
export const partnerPages = (tags: string[]): PartnerPage[] => [
  ...tags.map((tag) => ({ path: `/one/${tag}.html`, title: `Partner page with ${tag}`, tags: [tag], signedIn: !anonymousWidgets.has(tag) })),
  { path: '/every-widget.html', title: 'Partner page with every widget', tags, signedIn: true },
  ...(tags[0] ? [{ path: '/below-the-fold.html', title: 'Partner page with a widget below the fold', tags: [tags[0]], belowTheFold: true }] : []),
];

/** A second origin on loopback serving the partner pages, so the loader, chunks and API are used across origins. */
export const startPartnerSite = async (pages: PartnerPage[], portalOrigin: () => string): Promise<{ origin: string; close: () => Promise<void> }> => {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const server: Server = createServer((request, response) => {
    const page = byPath.get((request.url ?? '/').split('?')[0] ?? '/');
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(partnerPageHtml(page, portalOrigin()));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the partner site has no port');
  return { origin: `http://127.0.0.1:${address.port}`, close: () => new Promise((closed) => server.close(() => closed())) };
};
