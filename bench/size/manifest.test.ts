import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { budgetFailures, budgets } from './budgets';
import { sizeCache, sizesOf } from './bytes';
import { embedBudgetFigures, embedSizes, readEmbedManifest } from './manifest';

/** Random bytes do not compress: their gzip size is their length or a little more, so a budget test has real bytes. */
const noise = (bytes: number) => randomBytes(bytes);

describe('the embed manifest of the size benchmark', () => {
  let embedDir: string;
  beforeEach(() => {
    embedDir = mkdtempSync(join(tmpdir(), 'tc-bench-manifest-'));
    mkdirSync(join(embedDir, 'assets'));
  });
  afterEach(() => rmSync(embedDir, { recursive: true, force: true }));

  const write = (file: string, text: string | Buffer) => writeFileSync(join(embedDir, file), text);

  it('is absent when the embed build is missing', () => {
    expect(readEmbedManifest(embedDir)).toBeUndefined();
  });

  it('refuses a manifest of another shape instead of measuring nothing', () => {
    write('manifest.json', JSON.stringify({ loader: 'training-center.js', widgets: { 'tc-login': 'login.js' } }));
    expect(() => readEmbedManifest(embedDir)).toThrow(/not \{ loader/);
  });

  it('sums the shared files and each widget’s own files, and holds them to their budgets', () => {
    write('training-center.js', noise(2_000));
    write('assets/react-1.js', noise(60_000));
    write('assets/core-2.js', noise(50_000));
    write('assets/login-3.js', noise(5_000));
    write('assets/profile-4.js', noise(20_000));
    write('assets/profile-extra-5.js', noise(10_000));
    write(
      'manifest.json',
      JSON.stringify({
        loader: 'training-center.js',
        shared: ['assets/react-1.js', 'assets/core-2.js'],
        widgets: { 'tc-login': ['assets/login-3.js'], 'tc-profile': ['assets/profile-4.js', 'assets/profile-extra-5.js'] },
      }),
    );
    const manifest = readEmbedManifest(embedDir);
    if (!manifest) throw new Error('the manifest was not read');
    const sizes = embedSizes(embedDir, manifest, sizeCache());

    const size = (file: string) => sizesOf(join(embedDir, file));
    expect(sizes.loader).toEqual(size('training-center.js'));
    expect(sizes.shared.raw).toBe(110_000);
    expect(sizes.shared.gzip).toBe(size('assets/react-1.js').gzip + size('assets/core-2.js').gzip);
    expect(sizes.widgets.map(({ tag, sizes: widget }) => [tag, widget.raw])).toEqual([
      ['tc-login', 5_000],
      ['tc-profile', 30_000],
    ]);

    const failures = budgetFailures(embedBudgetFigures(sizes));
    // Noise does not compress: shared (~110 KB) is over 100 KB, <tc-profile> (~30 KB) over 25 KB; the loader and <tc-login> are within.
    expect(sizes.shared.gzip).toBeGreaterThan(budgets.shared);
    expect(failures).toEqual([expect.stringMatching(/^over budget: embed shared chunks: .* gzip > 100\.0 KB \(shared\)$/), expect.stringMatching(/^over budget: embed widget <tc-profile>: /)]);
  });
});
