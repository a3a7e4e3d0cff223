import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const writer = join(import.meta.dirname, '../test/pgliteWriter.ts');
const dir = mkdtempSync(join(tmpdir(), 'tc-pglite-kill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the writer until `acknowledged` commits have returned, then kills it with SIGKILL mid-write; answers the last acknowledged id. */
const writeThenKill = (acknowledged: number): Promise<number> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', writer, join(dir, 'db')], { stdio: ['ignore', 'pipe', 'pipe'] });
    let last = 0;
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line) last = Number(line);
      if (last >= acknowledged && child.exitCode === null && !child.killed) child.kill('SIGKILL');
    });
    child.on('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve(last) : reject(new Error(`writer ended without the kill: ${errors}`))));
  });

describe('the embedded database killed with SIGKILL in the middle of writes', () => {
  it('starts again with every acknowledged write intact, twice in a row, and takes new writes', async () => {
    for (const round of [1, 2]) {
      const lastAcknowledged = await writeThenKill(round * 150);
      const db = new PGlite(join(dir, 'db'));
      const { rows } = await db.query<{ count: number; max: number }>('select count(*)::int as count, max(id)::int as max from writes');
      // Every commit that returned is there; at most the one in flight may also have landed, whole.
      expect(rows[0]!.count).toBe(rows[0]!.max);
      expect(rows[0]!.max).toBeGreaterThanOrEqual(lastAcknowledged);
      expect(rows[0]!.max).toBeLessThanOrEqual(lastAcknowledged + 1);
      const broken = await db.query<{ n: number }>("select count(*)::int as n from writes where body <> repeat('row ' || id || ' ', 20)");
      expect(broken.rows[0]!.n).toBe(0);
      await db.close();
    }
  }, 120_000);
});
