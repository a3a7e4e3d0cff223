/**
 * V8's explicit compile hint, as the first line of a chunk (rolldown's `postBanner`: after minification,
 * and the source maps account for the line). Chromium then compiles every function of the file at once
 * instead of at each function's first call: nearly all of a page chunk runs as soon as it loads. Where the
 * file is streamed that happens off the main thread; the shell's preloaded files were compiled on the main
 * thread in traces, in one task each (`v8.compileModule`, 12 to 25 ms). Other engines read a comment.
 * Measured in docs/performance.md (tenth and eleventh passes). Where Vite adds its import map line to a
 * chunk, that line comes first and the hint second.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';
