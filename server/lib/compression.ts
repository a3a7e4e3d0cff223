import type { FastifyCompressOptions } from '@fastify/compress';
import { brotliCompressSync, constants, type BrotliOptions } from 'node:zlib';

/** API answers smaller than this go out as they are: below about one packet, compressing saves nothing. */
export const apiCompressionThresholdBytes = 1024;

/**
 * Brotli quality of an answer compressed in one call (up to @fastify/compress's `syncThreshold`, 4 to 64 KB
 * by the host's cores) and not larger than `apiQuickBrotliUpToBytes`: quality 1 costs a third of quality 4
 * at these sizes and sends a few dozen bytes more, well inside the same packets (docs/performance.md,
 * thirty-second pass).
 */
export const apiQuickBrotliQuality = 1;
export const apiQuickBrotliUpToBytes = 16 * 1024;

/** Brotli quality for larger answers: 4 of 11 keeps most of the gain at a fraction of the CPU. */
export const apiBrotliQuality = 4;

/** How an API answer of `bytes` is compressed with brotli (bench/support/bareTwin.process.ts compresses the same way). */
export const apiBrotliOptions = (bytes: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: bytes <= apiQuickBrotliUpToBytes ? apiQuickBrotliQuality : apiBrotliQuality,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
  },
});

/**
 * `@fastify/compress` for the API scope: brotli first, then gzip, only over the threshold. An answer
 * compressed in one call gets its quality by size (the plugin's `zlib` hook: every other method is
 * node:zlib's); a larger one is streamed at `apiBrotliQuality`. Request bodies are never decompressed: no
 * client sends them compressed, and a small gzip body that unpacks to gigabytes is one thing less to defend
 * (one hook less on every call, too).
 */
export const apiCompression: FastifyCompressOptions = {
  globalDecompression: false,
  threshold: apiCompressionThresholdBytes,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: apiBrotliQuality } },
  zlib: { brotliCompressSync: (payload: Buffer) => brotliCompressSync(payload, apiBrotliOptions(payload.length)) },
};
