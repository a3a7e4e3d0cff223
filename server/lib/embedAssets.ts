import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The embed loader and its chunks (`dist/embed`), and the example partner pages (`dist/examples`). */
export type EmbedDirs = { embedDir?: string; examplesDir?: string };

export const embedPrefix = '/embed/';
export const examplesPrefix = '/examples/';
export const embedAssetPrefixes = [embedPrefix, examplesPrefix];

export const findEmbedDirs = (distDir: string): EmbedDirs => {
  const embedDir = join(distDir, 'embed');
  const examplesDir = join(distDir, 'examples');
  return {
    embedDir: existsSync(join(embedDir, 'training-center.js')) ? embedDir : undefined,
    examplesDir: existsSync(examplesDir) ? examplesDir : undefined,
  };
};

// Chunks are named `<name>-<content hash>.js` (sent from their .br or .gz twin when precompressed); the loader and manifest.json keep their names across releases.
const hashedChunk = /-[\w-]{8}\.js(\.map|\.br|\.gz)?$/;

const embedHeaders = (reply: FastifyReply, path: string) => {
  // The widgets' code is public: any page may load it (module scripts are fetched with CORS). The API answers only CORS_ORIGINS.
  reply.header('access-control-allow-origin', '*');
  reply.header('cache-control', hashedChunk.test(basename(path)) ? 'public, max-age=31536000, immutable' : 'no-cache');
};

export const registerEmbedAssets = async (app: FastifyInstance, dirs: EmbedDirs): Promise<void> => {
  if (dirs.embedDir) // The build writes .br and .gz beside every chunk: sent by Accept-Encoding, like the host's assets.
  if (dirs.embedDir) await app.register(fastifyStatic, { root: dirs.embedDir, prefix: embedPrefix, decorateReply: false, preCompressed: true, setHeaders: embedHeaders });
  if (dirs.examplesDir) {
    await app.register(fastifyStatic, { root: dirs.examplesDir, prefix: examplesPrefix, decorateReply: false, redirect: true, setHeaders: (reply) => reply.header('cache-control', 'no-cache') });
  }
};
