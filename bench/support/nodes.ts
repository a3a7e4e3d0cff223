import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/postgres-cluster.mjs';
import { apiBasePath, apiPaths } from '../../src/contract/paths';

export type ApiNode = { name: string; url: string; process: ChildProcess; kill(signal?: NodeJS.Signals): Promise<void> };

/** Waits until `url`'s health check answers 200 (or `timeoutMs` passes). */
export async function waitHealthy(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(`${url}${apiBasePath}${apiPaths.health}`).then((response) => response.status, () => 0);
    if (status === 200) return;
    await sleep(250);
  }
  throw new Error(`${url} did not become healthy`);
}

/**
 * The server's entry: built by scripts/bench.mjs beside the benchmark (`npm run bench:cluster`), as
 * production builds it; under vitest (the cluster browser test) server/main.ts through tsx.
 */
const serverEntry = (): string[] => (import.meta.url.endsWith('.js') ? [fileURLToPath(new URL('./main.js', import.meta.url))] : ['--import', 'tsx', 'server/main.ts']);

/** One API process as production runs it (server/main.ts), on PostgreSQL and a shared DATA_DIR. */
export async function startNode(name: string, env: Record<string, string>): Promise<ApiNode> {
  const port = await freePort();
  const child = spawn(process.execPath, serverEntry(), {
    // No host pages unless `env` names a built DIST_DIR (the browser test serves them).
    env: { ...process.env, DIST_DIR: join(env.DATA_DIR ?? '', 'no-dist'), ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url);
  return {
    name,
    url,
    process: child,
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
}

export type Nginx = { url: string; stop(): Promise<void> };

export const nginxBinary = (): string | undefined => ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

/**
 * Debian's nginx on loopback with its own configuration in `dir` (the one docs/deploy.md shows):
 * least-connections over `nodes`; a node that refuses a connection is skipped for the next one. A POST
 * already sent to a node that dies is not resent (nginx's default): the learner's player retries it.
 */
export async function startNginx(binary: string, dir: string, nodes: string[]): Promise<Nginx> {
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const conf = `${isRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream api {
    least_conn;
${nodes.map((node) => `    server ${new URL(node).host} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 128;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
    }
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const test = spawnSync(binary, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
  const child = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && (await fetch(url).then(() => false, () => true))) await sleep(100);
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
