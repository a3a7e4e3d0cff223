import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiBasePath } from '../../src/contract/paths';
import { embedAssetPrefixes, findEmbedDirs, registerEmbedAssets, type EmbedDirs } from './embedAssets';

/** The built front-end: the host app (history-mode SPA) and the widget bundle. */
export type SiteDirs = { hostDir?: string; widgetsDir?: string } & EmbedDirs;

export const widgetsPrefix = '/widgets/';

/** The dist folders that exist (`dist/host` needs its index.html); missing ones are left out. */
export const findSiteDirs = (distDir: string): SiteDirs => {
  const hostDir = join(distDir, 'host');
  const widgetsDir = join(distDir, 'widgets');
  return {
    hostDir: existsSync(join(hostDir, 'index.html')) ? hostDir : undefined,
    widgetsDir: existsSync(widgetsDir) ? widgetsDir : undefined,
    ...findEmbedDirs(distDir),
  };
};

/** Long enough to count as "for good"; the content hash in the name changes with every change. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** Pages and unhashed entry files (a loader partners link by a fixed name): always revalidated (ETag). */
export const revalidateCacheControl = 'no-cache';

// The build writes .br/.gz beside each file; headers follow the logical file, not the variant sent.
const logicalPath = (path: string) => path.replace(/\.(br|gz)$/, '');

// Vite writes content-hashed names under assets/ only, so those files may be cached for good.
const isHashedAsset = (root: string, path: string) => relative(root, logicalPath(path)).split(sep).includes('assets');

/** Every built folder is served the same way (register new ones with it): precompressed variant chosen by Accept-Encoding (brotli first), ETag, cache rule. */
export const staticOptions = (root: string) => ({
  root,
  preCompressed: true,
  setHeaders: (reply: FastifyReply, path: string) => {
    reply.header('cache-control', isHashedAsset(root, path) ? immutableCacheControl : revalidateCacheControl);
  },
});

export const registerSite = async (app: FastifyInstance, dirs: SiteDirs): Promise<void> => {
  if (dirs.hostDir) await app.register(fastifyStatic, { ...staticOptions(dirs.hostDir), prefix: '/' });
  if (dirs.widgetsDir) {
    await app.register(fastifyStatic, { ...staticOptions(dirs.widgetsDir), prefix: widgetsPrefix, decorateReply: dirs.hostDir === undefined });
  }
  await registerEmbedAssets(app, dirs);
};

/** A page of the host app: a GET that is neither API nor widget bundle (history-mode routing). */
export const isHostPage = (request: FastifyRequest): boolean => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  return path !== apiBasePath && !path.startsWith(`${apiBasePath}/`) && ![widgetsPrefix, ...embedAssetPrefixes].some((prefix) => path.startsWith(prefix));
};
