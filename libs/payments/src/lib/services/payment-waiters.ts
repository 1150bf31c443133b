/** Wakes in-process waiters when a payment changes; a poll interval covers other writers. */
export class PaymentWaiters {
  private readonly waiters = new Map<string, Set<() => void>>();

  notify(id: string): void {
    for (const wake of [...(this.waiters.get(id) ?? [])]) wake();
  }

  /** Resolves after `ms`, on `notify(id)` or on abort, whichever comes first. */
  sleep(id: string, ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const set = this.waiters.get(id) ?? new Set<() => void>();
      this.waiters.set(id, set);
      const done = () => {
        clearTimeout(timer);
        set.delete(done);
        if (set.size === 0) this.waiters.delete(id);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      set.add(done);
      signal?.addEventListener('abort', done);
    });
  }
}
