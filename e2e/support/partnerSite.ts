import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const examplesDir = resolve(import.meta.dirname, '..', '..', 'examples');
const examplesPrefix = '/examples/';
const contentTypes: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript' };

export type PartnerSite = {
  /** `http://localhost:<port>`: another origin than the portal (127.0.0.1), so cookies and CORS are the real cross-site ones. */
  origin: string;
  /** Where the example pages find the portal; set once the portal runs. */
  usePortal(portalUrl: string): void;
  close(): Promise<void>;
};

/**
 * The example pages (`examples/`) as a partner would host them: on their own origin, with the
 * loader and the API on the portal. Like a partner copying a page, it writes the portal's address
 * into the page's script tag and `<tc-config api-base>`.
 */
export async function startPartnerSite(): Promise<PartnerSite> {
  let portalUrl = '';
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://partner').pathname);
    const file = normalize(join(examplesDir, path.slice(examplesPrefix.length)));
    if (!path.startsWith(examplesPrefix) || !file.startsWith(examplesDir)) {
      response.writeHead(404).end('not found');
      return;
    }
    readFile(file, 'utf8').then(
      (text) => {
        const body = extname(file) === '.html' ? text.replaceAll('src="/embed/', `src="${portalUrl}/embed/`).replaceAll('api-base="/training-api"', `api-base="${portalUrl}/training-api"`) : text;
        response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' }).end(body);
      },
      () => response.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the partner site has no port');
  return {
    origin: `http://localhost:${address.port}`,
    usePortal: (url) => (portalUrl = url),
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
