// The part of autocannon 9 the benchmark uses (the package ships no typings).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      /** Requests per second over all connections (each connection gets its share per second). */
      overallRate?: number;
      /** Seconds. */
      duration?: number;
      headers?: Record<string, string>;
      /** Seconds before a request counts as timed out. */
      timeout?: number;
      /** Record each response's own latency, without synthetic samples for missed send slots. */
      ignoreCoordinatedOmission?: boolean;
    }

    interface Result {
      errors: number;
      timeouts: number;
      non2xx: number;
      /** Seconds. */
      duration: number;
    }
  }

  /** The returned tracker emits `response` (client, statusCode, bytes, responseTimeMs) for every response. */
  function autocannon(options: autocannon.Options, done: (err: Error | null, result: autocannon.Result) => void): EventEmitter;

  export = autocannon;
}
