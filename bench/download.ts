/**
 * `npm run bench:download`: ZIPs of 20, 200 and 1,000 MB of materials streamed by one API process
 * (PGlite, local file storage), fetched over loopback by a partner visitor who agreed to the terms.
 * For each: time, throughput and the server's peak resident memory while it streamed (sampled from
 * /proc/<pid>/status every 20 ms; Linux), which must stay flat as the archive grows. The files are
 * incompressible random bytes (10 MB each) in a temporary DATA_DIR, removed at the end. Bounded:
 * three downloads, BENCH_TIMEOUT seconds (default 600) for the whole run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { materialPaths, materialSessionHeader } from '../src/contract/materials';
import { apiBasePath } from '../src/contract/paths';

const sizesMb = [20, 200, 1000];
const fileMb = 10;
const timeoutMs = Number(process.env.BENCH_TIMEOUT ?? 600) * 1000;
const website = 'sunrise-solar.example';

const rssMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

const main = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tc-bench-download-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'support', 'downloadServer.ts')], {
    env: { ...process.env, DATA_DIR: dataDir, BENCH_FILES: String(Math.max(...sizesMb) / fileMb), BENCH_FILE_MB: String(fileMb) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const deadline = setTimeout(() => {
    console.error(`bench:download did not finish in ${timeoutMs / 1000} s`);
    child.kill('SIGKILL');
    process.exit(1);
  }, timeoutMs);
  try {
    const ready = await new Promise<{ port: number; fileIds: string[] }>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the benchmark server exited (${code})`)));
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (line.startsWith('{')) resolve(JSON.parse(line) as { port: number; fileIds: string[] });
      });
    });
    const base = `http://127.0.0.1:${ready.port}${apiBasePath}`;
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const agreed = (await (await post(materialPaths.agree, { version: 1, website })).json()) as { result: { session: string } };
    const session = agreed.result.session;

    // One small archive first, so the first measured run does not pay for warming up.
    await (await post(materialPaths.download, { fileIds: ready.fileIds.slice(0, 2), website }, { [materialSessionHeader]: session })).arrayBuffer();

    console.log(`bench:download: one API process (pid ${child.pid}), PGlite, local storage, ${fileMb} MB files, loopback`);
    console.log('size      files  time      throughput   server RSS before  server RSS peak');
    for (const sizeMb of sizesMb) {
      const fileIds = ready.fileIds.slice(0, sizeMb / fileMb);
      const before = rssMb(child.pid!);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 20);
      const started = performance.now();
      const response = await post(materialPaths.download, { fileIds, website }, { [materialSessionHeader]: session });
      if (response.headers.get('content-type') !== 'application/zip') throw new Error(`no ZIP: ${await response.text()}`);
      let bytes = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(child.pid!));
      if (bytes !== Number(response.headers.get('content-length'))) throw new Error(`received ${bytes} bytes of ${response.headers.get('content-length')}`);
      const mb = bytes / 1024 / 1024;
      console.log(
        `${`${sizeMb} MB`.padEnd(9)} ${String(fileIds.length).padEnd(6)} ${`${seconds.toFixed(2)} s`.padEnd(9)} ${`${(mb / seconds).toFixed(0)} MB/s`.padEnd(12)} ${`${before.toFixed(0)} MB`.padEnd(18)} ${peak.toFixed(0)} MB`,
      );
    }
  } finally {
    clearTimeout(deadline);
    child.kill('SIGTERM');
    await new Promise((exited) => child.once('exit', exited));
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
