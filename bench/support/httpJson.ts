import { Agent, request } from 'node:http';

/**
 * A JSON call over node:http with kept-alive connections: the exam-day generator's requests. It runs on
 * the same cores as the API it measures, and fetch cost it about 2.5 times the CPU a request (docs/performance.md,
 * twenty-first pass), CPU the API and PostgreSQL then did not have.
 */
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

export type JsonReply = { status: number; body: unknown };

export function requestJson(url: string, options: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; signal?: AbortSignal }): Promise<JsonReply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        agent,
        method: options.method,
        signal: options.signal,
        headers: options.body === undefined ? options.headers : { ...options.headers, 'content-length': Buffer.byteLength(options.body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown });
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
