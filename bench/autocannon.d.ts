// The slice of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  /** Per-connection state autocannon hands to the request hooks. */
  type Context = Record<string, unknown>;
  interface RequestSpec {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
    /** Rewrites the request before it is sent (per request, per connection context). */
    setupRequest?: (request: RequestSpec, context: Context) => RequestSpec;
    onResponse?: (status: number, body: string, context: Context) => void;
  }
  interface Options {
    url: string;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    overallRate?: number;
    requests?: RequestSpec[];
  }
  interface Result {
    requests: { average: number; total: number };
    /** Bytes read from the sockets, headers included. */
    throughput: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
