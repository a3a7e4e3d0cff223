/**
 * bench:api's load generator, in a process of its own (spawned by bench/api.ts, so that its CPU time is
 * neither server's): autocannon with a bearer token per connection, taken in turn from the tokens given,
 * and with each token's own body when `bodies` is given. With one learner per connection, a call each
 * learner makes one at a time (a progress report from the learner's one player, a save of their own
 * attempt) is loaded the way many learners make it. `freshKeyHeader` names a header that gets a new random
 * value on every request (an Idempotency-Key: each request a first one, as the player's saves are).
 * Argument: one JSON `LoadRequest`; prints autocannon's result as JSON.
 */
import autocannon from 'autocannon';

export type LoadRequest = {
  url: string;
  method: string;
  body?: string;
  headers: Record<string, string>;
  tokens: string[];
  /** Each token's own body, in the same order (else `body` for every connection). */
  bodies?: string[];
  connections: number;
  seconds: number;
  freshKeyHeader?: string;
};

const request = JSON.parse(process.argv[2] ?? '') as LoadRequest;
// autocannon puts a new id in place of `[<id>]` in every request it sends.
const headers = { ...request.headers, ...(request.freshKeyHeader ? { [request.freshKeyHeader]: '[<id>]' } : {}) };
let connected = 0;
const result = await autocannon({
  url: request.url,
  method: request.method,
  connections: request.connections,
  duration: request.seconds,
  headers,
  ...(request.body ? { body: request.body } : {}),
  ...(request.freshKeyHeader ? { idReplacement: true } : {}),
  setupClient: (client) => {
    const learner = connected % request.tokens.length;
    const own = { ...headers, authorization: `Bearer ${request.tokens[learner] ?? ''}` };
    const body = request.bodies?.[learner];
    if (body === undefined) client.setHeaders(own);
    else client.setHeadersAndBody(own, body);
    connected += 1;
  },
});
process.stdout.write(JSON.stringify(result));
