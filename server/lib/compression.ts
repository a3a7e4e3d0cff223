import type { FastifyCompressOptions } from '@fastify/compress';
import { brotliCompressSync, constants, type BrotliOptions } from 'node:zlib';

/** API answers smaller than this go out as they are: below about one packet, compressing saves nothing. */
export const apiCompressionThresholdBytes = 1024;

/**
 * An answer up to `apiQuickBrotliUpToBytes` is compressed in one call at `apiQuickBrotliQuality`, whatever
 * the host's cores (the plugin's own `syncThreshold` would be 4 to 64 KB by them): quality 1 costs a third
 * of quality 4 at these sizes and sends a few dozen bytes more, inside the same packets, and a compression
 * stream per answer costs more than the compression (docs/performance.md, thirty-second pass).
 */
export const apiQuickBrotliQuality = 1;
export const apiQuickBrotliUpToBytes = 16 * 1024;

/** Brotli quality for larger answers, streamed: 4 of 11 keeps most of the gain at a fraction of the CPU. */
export const apiBrotliQuality = 4;

// Without a chunk size, node:zlib's default (16 KB).
const brotliOptionsOf = (quality: number, sizeHint: number, chunkSize?: number): BrotliOptions => ({
  chunkSize,
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
  },
});

// The quick options by size hint, rounded up to a whole KB (the same bytes out for the hot answers, tried): built
// once each rather than per answer, 16 of them at most. The output buffer is the size hint, not node:zlib's
// 16 KB: the compressed answer is smaller than the answer, so one buffer of its size holds it (a larger one is
// added if not), and each answer in flight keeps a quarter of the memory (docs/performance.md, thirty-fourth pass).
const quickOptions = new Map<number, BrotliOptions>();
const quickOptionsOf = (bytes: number): BrotliOptions => {
  const sizeHint = Math.ceil(bytes / 1024) * 1024;
  let options = quickOptions.get(sizeHint);
  if (!options) quickOptions.set(sizeHint, (options = brotliOptionsOf(apiQuickBrotliQuality, sizeHint, sizeHint)));
  return options;
};

/** How an API answer of `bytes` is compressed with brotli (bench/support/bareTwin.process.ts compresses the same way). */
export const apiBrotliOptions = (bytes: number): BrotliOptions => (bytes <= apiQuickBrotliUpToBytes ? quickOptionsOf(bytes) : brotliOptionsOf(apiBrotliQuality, bytes));

/**
 * `@fastify/compress` for the API scope: brotli first, then gzip, only over the threshold. An answer up to
 * `apiQuickBrotliUpToBytes` is compressed in one call at the quick quality (the plugin's `zlib` hook: every
 * other method is node:zlib's); a larger one is streamed at `apiBrotliQuality`. Request bodies are never decompressed: no
 * client sends them compressed, and a small gzip body that unpacks to gigabytes is one thing less to defend
 * (one hook less on every call, too).
 */
export const apiCompression: FastifyCompressOptions = {
  globalDecompression: false,
  threshold: apiCompressionThresholdBytes,
  syncThreshold: apiQuickBrotliUpToBytes,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: apiBrotliQuality } },
  zlib: { brotliCompressSync: (payload: Buffer) => brotliCompressSync(payload, apiBrotliOptions(payload.length)) },
};
