import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Writes `.br` and `.gz` beside every text asset of a build (HTML, JS, CSS, JSON, SVG): the server
 * sends them as they are (`@fastify/static` `preCompressed`), so no request pays for compression.
 * Built once, so both run at their strongest settings. Add it to every browser build's plugins.
 */
export const precompress = () =>
  compression({
    algorithms: [
      defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    ],
    // Source maps are only fetched by developer tools: no need to ship compressed copies.
    exclude: [/\.map$/],
    logLevel: 'silent',
  });
