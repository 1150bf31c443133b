/**
 * Runs tasks one at a time per key, in arrival order: a channel's protocol steps read a record,
 * await the RGB worker and write the record back, so two steps of one channel must never
 * interleave. Different keys run concurrently.
 */
export class OneAtATime {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.then(task, task);
    const tail = next.catch(() => undefined);
    this.tails.set(key, tail);
    // Forget a key once its queue drains, so the map does not grow with every channel ever seen.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }
}
