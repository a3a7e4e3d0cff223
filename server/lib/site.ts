import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
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

// Vite names files under assets/ by content hash, so they may be cached for good.
const cacheHeaders = (reply: FastifyReply, path: string) => {
  if (path.endsWith(`${sep}index.html`)) reply.header('cache-control', 'no-cache');
  else if (path.includes(`${sep}assets${sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
};

export const registerSite = async (app: FastifyInstance, dirs: SiteDirs): Promise<void> => {
  if (dirs.hostDir) await app.register(fastifyStatic, { root: dirs.hostDir, prefix: '/', setHeaders: cacheHeaders });
  if (dirs.widgetsDir) {
    await app.register(fastifyStatic, { root: dirs.widgetsDir, prefix: widgetsPrefix, decorateReply: dirs.hostDir === undefined, setHeaders: cacheHeaders });
  }
  await registerEmbedAssets(app, dirs);
};

/** A page of the host app: a GET that is neither API nor widget bundle (history-mode routing). */
export const isHostPage = (request: FastifyRequest): boolean => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  return path !== apiBasePath && !path.startsWith(`${apiBasePath}/`) && ![widgetsPrefix, ...embedAssetPrefixes].some((prefix) => path.startsWith(prefix));
};

/** Answers a host page with index.html; the client router takes it from there. */
export const sendHostPage = (reply: FastifyReply, hostDir: string) => reply.header('cache-control', 'no-cache').sendFile('index.html', hostDir);
