import autocannon from 'autocannon';
import type { ReadEndpointResult } from './results';
import { summarise } from './stats';

export type DrivenReads = Omit<ReadEndpointResult, 'endpoint' | 'beside' | 'paymentsDuring' | 'paymentLoadEnded'>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * GETs `url` at `rate` requests/s for `seconds` with autocannon. autocannon's rate is a budget
 * per connection and second that the connection spends back to back from the start of its
 * second, so with C connections in one run every second would begin with a burst of C
 * requests in flight and measure the load generator's queue. Instead each connection is its
 * own autocannon run of rate / C per second, started 1/C s after the previous one: the
 * requests of a second are spread over it, and latency is the server's own as long as it
 * keeps up. The achieved rate is counted while all connections run.
 */
export async function driveReads(url: string, token: string, o: { rate: number; seconds: number; connections: number }): Promise<DrivenReads> {
  const perConnection = Math.max(1, Math.round(o.rate / o.connections));
  const latencies: number[] = [];
  const answeredAt: number[] = [];
  const results: autocannon.Result[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const from = performance.now();
  await Promise.all(
    Array.from({ length: o.connections }, async (_, i) => {
      await sleep((i * 1000) / o.connections);
      starts.push(performance.now());
      results.push(
        await new Promise<autocannon.Result>((resolve, reject) => {
          const tracker = autocannon(
            {
              url,
              connections: 1,
              overallRate: perConnection,
              duration: o.seconds,
              headers: { authorization: `Bearer ${token}` },
              timeout: 10,
              // Its correction would add samples at a 1 ms "expected interval" for every slower
              // response: the budget above is not a schedule it could have kept.
              ignoreCoordinatedOmission: true,
            },
            (err, res) => (err ? reject(err) : resolve(res)),
          );
          tracker.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
            answeredAt.push(performance.now());
            if (status >= 200 && status < 300) latencies.push(ms);
          });
        }),
      );
      ends.push(performance.now());
    }),
  );
  const to = performance.now();
  const [allRunning, firstDone] = [Math.max(...starts), Math.min(...ends)];
  const steady = answeredAt.filter((t) => t >= allRunning && t <= firstDone).length;
  const total = (key: 'non2xx' | 'errors' | 'timeouts') => results.reduce((sum, r) => sum + r[key], 0);
  return {
    targetRate: perConnection * o.connections,
    connections: o.connections,
    elapsedS: (to - from) / 1000,
    achievedRate: steady / ((firstDone - allRunning) / 1000),
    latency: summarise(latencies),
    non2xx: total('non2xx'),
    errors: total('errors'),
    timeouts: total('timeouts'),
    window: { from, to },
  };
}
