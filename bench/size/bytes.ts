import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bytes of one file as the server can send it: raw, gzip and brotli at the build's settings (vite.precompress.ts). */
export type Sizes = { raw: number; gzip: number; brotli: number };

export const zeroSizes: Sizes = { raw: 0, gzip: 0, brotli: 0 };

export const sizesOf = (file: string): Sizes => {
  const raw = readFileSync(file);
  return {
    raw: raw.length,
    gzip: gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
  };
};

export const addSizes = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });

/** Files are measured once however many pages load them. */
export const sizeCache = () => {
  const known = new Map<string, Sizes>();
  return (file: string): Sizes => {
    let sizes = known.get(file);
    if (!sizes) {
      sizes = existsSync(file) ? sizesOf(file) : zeroSizes;
      known.set(file, sizes);
    }
    return sizes;
  };
};

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
