import type { Statement } from './statementRecorder';

/**
 * A call as the app answered it: the statements it sent, its answer and headers; `url` is the path with the
 * API's base. `recordedKey`: the call names each request with an Idempotency-Key, and the statements'
 * values that held the recorded request's key hold each request's own. `byToken`: each learner's own
 * statements, by bearer token, for a call each learner makes on their own data.
 */
export type TwinCall = {
  method: string;
  url: string;
  statements: Statement[];
  byToken?: Record<string, Statement[]>;
  response: string;
  headers: Record<string, string>;
  recordedKey?: string;
};

/** What bench/api.ts sends its bare twin's process. */
export type TwinRequest = { start: { url: string; poolSize: number; calls: TwinCall[] } } | 'cpu' | 'close';

/** What the twin's process answers: its address once it listens, its CPU time when asked. */
export type TwinReply = { base: string } | { cpu: NodeJS.CpuUsage };
