/**
 * Asynchronous work started from inside a synchronous LDK event handler. LDK 0.1 lets a
 * handler answer "replay this event later" (ReplayEvent); it then stops handling further
 * events and offers the same one again on the next `process_pending_events`. So a handler
 * starts the job, answers "replay" until the job has finished, and only then lets LDK forget
 * the event: async work (a durable write, a wallet call) completes before the event is gone.
 */
type Job<T> =
  | { state: 'running' }
  | { state: 'done'; value: T }
  | { state: 'failed'; error: unknown; retryAt: number; attempts: number };

export type JobPoll<T> = { readonly ready: true; readonly value: T } | { readonly ready: false; readonly failed?: unknown; readonly attempts?: number };

export class DurableJobs {
  private readonly jobs = new Map<string, Job<unknown>>();

  constructor(
    private readonly wake: () => void,
    private readonly retryDelayMs: (attempts: number) => number = (n) => Math.min(30_000, 250 * 2 ** n),
  ) {}

  /** Starts `work` under `key` if not running yet; reports its result once there is one. */
  poll<T>(key: string, work: () => Promise<T>): JobPoll<T> {
    const job = this.jobs.get(key) as Job<T> | undefined;
    if (job?.state === 'done') return { ready: true, value: job.value };
    if (job?.state === 'running') return { ready: false };
    if (job?.state === 'failed' && Date.now() < job.retryAt) return { ready: false, failed: job.error, attempts: job.attempts };
    const attempts = job?.state === 'failed' ? job.attempts + 1 : 1;
    this.jobs.set(key, { state: 'running' });
    work().then(
      (value) => {
        this.jobs.set(key, { state: 'done', value });
        this.wake();
      },
      (error: unknown) => {
        this.jobs.set(key, { state: 'failed', error, attempts, retryAt: Date.now() + this.retryDelayMs(attempts) });
        this.wake();
      },
    );
    return { ready: false };
  }

  /** Called when LDK has let go of the event: the job's record is no longer needed. */
  forget(key: string): void {
    this.jobs.delete(key);
  }

  /** Jobs still running (shutdown waits for them so nothing is cut half-way). */
  running(): number {
    return [...this.jobs.values()].filter((j) => j.state === 'running').length;
  }
}
