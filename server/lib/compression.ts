import type { FastifyCompressOptions } from '@fastify/compress';
import { constants, type BrotliOptions } from 'node:zlib';

/** API answers smaller than this go out as they are: below about one packet, compressing saves nothing. */
export const apiCompressionThresholdBytes = 1024;

/** Brotli quality for answers compressed on the fly: 4 of 11 keeps most of the gain at a fraction of the CPU. */
export const apiBrotliQuality = 4;

/** How an API answer of `bytes` is compressed with brotli (bench/support/bareTwin.process.ts compresses the same way). */
export const apiBrotliOptions = (bytes: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: apiBrotliQuality,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
  },
});

/**
 * `@fastify/compress` for the API scope: brotli first, then gzip, only over the threshold. Request
 * bodies are never decompressed: no client sends them compressed, and a small gzip body that unpacks
 * to gigabytes is one thing less to defend (one hook less on every call, too).
 */
export const apiCompression: FastifyCompressOptions = {
  globalDecompression: false,
  threshold: apiCompressionThresholdBytes,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: apiBrotliQuality } },
};
