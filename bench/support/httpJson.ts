import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * A JSON call over node:http with kept-alive connections: the exam-day generator's requests. It runs on
 * the same cores as the API it measures, and fetch cost it about 2.5 times the CPU a request (docs/performance.md,
 * twenty-first pass), CPU the API and PostgreSQL then did not have.
 */
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/** What Chromium asks for: the API compresses a larger answer for a browser, and so it does here. */
const acceptEncoding = 'gzip, deflate, br, zstd';

const decoded = (body: Buffer, encoding: string | undefined): Buffer => (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body);

export type JsonReply = { status: number; body: unknown };

export function requestJson(url: string, options: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; signal?: AbortSignal }): Promise<JsonReply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        agent,
        method: options.method,
        signal: options.signal,
        headers: { 'accept-encoding': acceptEncoding, ...options.headers, ...(options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) }) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const body = decoded(Buffer.concat(chunks), response.headers['content-encoding']);
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(body.toString('utf8')) as unknown });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
