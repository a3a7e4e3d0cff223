/**
 * V8's explicit compile hint, as the first line of a chunk (rolldown's `postBanner`: after minification,
 * and the source maps account for the line). Chromium then compiles every function of the file while it
 * streams in, on another thread, instead of on the main thread at each function's first call: nearly all
 * of a page chunk runs as soon as it loads. Other engines read a comment. Measured in docs/performance.md
 * (tenth pass). Where Vite adds its import map line to a chunk, that line comes first and the hint second.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';
