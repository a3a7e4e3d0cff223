/**
 * bench:api's bare twin, in a process of its own (forked by bench/api.ts): a node:http server with a pg
 * pool of the app's size and options (server/db/poolOptions.ts) that, per request, does what the app does
 * at the database and nothing else, and compresses its answer as the app would for the same Accept-Encoding (server/lib/compression.ts).
 * Its own process, so that it shares neither the app's heap and garbage collections nor its modules, and
 * its CPU time is its own. Messages from the parent: `{ start }` (answered with the twin's address),
 * `'cpu'` (answered with this process's CPU time so far), `'close'`.
 */
import { hash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { postgresPoolOptions } from '../../server/db/poolOptions';
import { apiBrotliOptions, apiCompressionThresholdBytes } from '../../server/lib/compression';
import { idempotencyKeyHeader } from '../../src/contract/idempotency';
import type { TwinCall, TwinReply, TwinRequest } from './bareTwinMessages';

const send = (reply: TwinReply) => process.send?.(reply);

async function serve(url: string, poolSize: number, calls: TwinCall[]): Promise<() => Promise<void>> {
  const pool = new pg.Pool({ ...postgresPoolOptions, connectionString: url, max: poolSize });
  // The database going away mid-run is the bench's failure to report, not an unhandled crash.
  pool.on('error', (error) => console.error('bare twin: idle connection failed:', error.message));
  // A call with an Idempotency-Key and the same call without one are two calls.
  const callKey = (method: string | undefined, url: string | undefined, keyed: boolean) => `${method} ${url}${keyed ? ' keyed' : ''}`;
  const byPath = new Map(calls.map((call) => [callKey(call.method, call.url, call.recordedKey !== undefined), { ...call, result: JSON.parse(call.response) as unknown }]));
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const key = request.headers[idempotencyKeyHeader];
      const call = byPath.get(callKey(request.method, request.url, typeof key === 'string'));
      if (!call) {
        response.writeHead(404).end();
        return;
      }
      // The same per-request work as the app's session guard and body parser, with the same one-shot hash.
      const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      hash('sha256', token);
      if (chunks.length > 0) JSON.parse(Buffer.concat(chunks).toString('utf8'));
      void (async () => {
        const client = await pool.connect();
        try {
          // A statement the app prepared is prepared here too, as pg names one.
          for (const statement of call.byToken?.[token] ?? call.statements) {
            // Each request's own key where the recorded one was: every request is a first one, as in the app.
            const values = call.recordedKey === undefined ? statement.values : statement.values.map((value) => (value === call.recordedKey ? key : value));
            await (statement.name ? client.query({ name: statement.name, text: statement.text, values }) : client.query(statement.text, values));
          }
        } finally {
          client.release();
        }
        const body = JSON.stringify(call.result);
        const size = Buffer.byteLength(body);
        // Compressed as the app compresses an answer of this size, in one call, when the client accepts it.
        const accepted = size >= apiCompressionThresholdBytes ? (request.headers['accept-encoding'] ?? '') : '';
        const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
        const sent = encoding === 'br' ? brotliCompressSync(body, apiBrotliOptions(size)) : encoding === 'gzip' ? gzipSync(body) : body;
        // The app's own headers (type, security, CORS): the same bytes on the wire.
        response.writeHead(200, { ...call.headers, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': Buffer.byteLength(sent) });
        response.end(sent);
      })().catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  send({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    await pool.end();
  };
}

let close: (() => Promise<void>) | undefined;
process.on('message', (message: TwinRequest) => {
  if (message === 'cpu') send({ cpu: process.cpuUsage() });
  else if (message === 'close') void (close?.() ?? Promise.resolve()).finally(() => process.exit(0));
  else
    void serve(message.start.url, message.start.poolSize, message.start.calls).then(
      (stop) => (close = stop),
      (error: unknown) => {
        console.error('bare twin failed to start:', error);
        process.exit(1);
      },
    );
});
