/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number };
  export type AutocannonResult = {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  export type AutocannonOptions = {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Puts a new id in place of `[<id>]` in each request (headers included). */
    idReplacement?: boolean;
    /** Called once for each connection's client. */
    setupClient?: (client: { setHeaders(headers: Record<string, string>): void; setHeadersAndBody(headers: Record<string, string>, body: string): void }) => void;
  };
  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
