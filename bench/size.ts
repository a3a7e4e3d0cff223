/**
 * Size benchmark: gzip and brotli bytes of what a page downloads, the widget bundle and the host's
 * initial assets. Run: `npm run bench:size` (builds first when dist is missing).
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const ensureBuilt = (file: string, script: string) => {
  if (!existsSync(file)) execSync(`npm run ${script}`, { stdio: 'inherit' });
};

const measure = (file: string) => {
  const raw = readFileSync(file);
  return { file, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length, brotli: brotliCompressSync(raw).length };
};

const filesIn = (dir: string, ext: RegExp): string[] =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? filesIn(path, ext) : ext.test(name) ? [path] : [];
      })
    : [];

ensureBuilt('dist/widgets/training-center.js', 'build:widgets');
ensureBuilt('dist/host/index.html', 'build:host');

const rows = [
  measure('dist/widgets/training-center.js'),
  ...filesIn('dist/host/assets', /\.(js|css)$/).map(measure).sort((a, b) => b.gzip - a.gzip),
];
console.log(['file', 'raw', 'gzip', 'brotli'].join('\t'));
for (const row of rows) console.log([row.file, kb(row.raw), kb(row.gzip), kb(row.brotli)].join('\t'));
const host = rows.slice(1);
console.log(`host total (all lazy chunks): gzip ${kb(host.reduce((sum, r) => sum + r.gzip, 0))}`);
