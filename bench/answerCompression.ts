/**
 * What compressing an API answer costs and saves, on answers recorded from the real API
 * (src/testing/fixtures: a course list, a course detail, a final exam's start, an admin's course
 * detail), each in its envelope as the API sends it. For each: the bytes and the µs of one call as the
 * API compresses it now (`apiBrotliOptions` of its size, server/lib/compression.ts), and beside it at
 * brotli quality 4 and at gzip's default, each the lowest of BENCH_ROUNDS rounds (default 7) of
 * BENCH_CALLS calls (default 2000). No I/O: a busy machine disturbs it little. An answer over
 * `apiQuickBrotliUpToBytes` is streamed by the API at that quality; here it is compressed in one call.
 * Run: `npm run bench:compression`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { apiBrotliOptions, apiBrotliQuality, apiCompressionThresholdBytes } from '../server/lib/compression';

const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const calls = Number(process.env.BENCH_CALLS ?? 2000);
const fixtures = join('src', 'testing', 'fixtures');
const answers: [string, string][] = [
  ['course list', 'course/courseList.fresh.json'],
  ['course detail', 'course/courseDetail.fresh.json'],
  ['final exam start', 'course/attempt.final.json'],
  ['admin course detail', 'adminCourses/detail.certification.json'],
];

/** The lowest µs a call of `compress` over the rounds, and the bytes it makes. */
const measure = (compress: () => Buffer): { micros: number; bytes: number } => {
  let bytes = compress().length;
  let lowest = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round += 1) {
    const started = process.hrtime.bigint();
    for (let call = 0; call < calls; call += 1) bytes = compress().length;
    lowest = Math.min(lowest, Number(process.hrtime.bigint() - started) / calls / 1000);
  }
  return { micros: lowest, bytes };
};

const quality4 = (bytes: number) => ({ params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: apiBrotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes } });
const cell = ({ micros, bytes }: { micros: number; bytes: number }) => `${micros.toFixed(1)} µs, ${bytes} B`;

console.log(`API answers compressed in one call: lowest of ${rounds} rounds of ${calls} (answers under ${apiCompressionThresholdBytes} B go out as they are)\n`);
const rows = answers.map(([name, file]) => {
  const answer = Buffer.from(JSON.stringify({ code: 200, message: 'OK', result: JSON.parse(readFileSync(join(fixtures, file), 'utf8')) as unknown }));
  const quality = apiBrotliOptions(answer.length).params?.[constants.BROTLI_PARAM_QUALITY];
  return [
    name,
    String(answer.length),
    `br q${quality}: ${cell(measure(() => brotliCompressSync(answer, apiBrotliOptions(answer.length))))}`,
    cell(measure(() => brotliCompressSync(answer, quality4(answer.length)))),
    cell(measure(() => gzipSync(answer))),
  ];
});
const header = ['answer', 'bytes', 'as the API compresses it', `br q${apiBrotliQuality}`, 'gzip'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
for (const row of [header, ...rows]) console.log(row.map((value, column) => value.padEnd(widths[column] ?? 0)).join('  '));
