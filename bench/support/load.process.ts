/**
 * bench:api's load generator, in a process of its own (spawned by bench/api.ts, so that its CPU time is
 * neither server's): autocannon with a bearer token per connection, taken in turn from the tokens given.
 * With one learner per connection, a call each learner makes one at a time (a progress report from the
 * learner's one player) is loaded the way many learners make it. Argument: one JSON `LoadRequest`;
 * prints autocannon's result as JSON.
 */
import autocannon from 'autocannon';

export type LoadRequest = { url: string; method: string; body?: string; headers: Record<string, string>; tokens: string[]; connections: number; seconds: number };

const request = JSON.parse(process.argv[2] ?? '') as LoadRequest;
let connected = 0;
const result = await autocannon({
  url: request.url,
  method: request.method,
  connections: request.connections,
  duration: request.seconds,
  headers: request.headers,
  ...(request.body ? { body: request.body } : {}),
  setupClient: (client) => {
    client.setHeaders({ ...request.headers, authorization: `Bearer ${request.tokens[connected % request.tokens.length] ?? ''}` });
    connected += 1;
  },
});
process.stdout.write(JSON.stringify(result));
