/** A channel's funding outpoint, copied out of LDK (its objects are not kept across calls). */
export interface MonitorOutpoint {
  readonly txid: Uint8Array;
  readonly index: number;
}

/** One monitor's newest serialisation waiting for a ChannelManager write, and the update ids it covers. */
export interface WaitingMonitorWrite {
  readonly key: string;
  readonly outpoint: MonitorOutpoint;
  readonly bytes: Uint8Array;
  /** Monitor updates to report to LDK once the bytes are durable, oldest first (none for a chain-sync write). */
  readonly updateIds: readonly bigint[];
}

/**
 * Monitor writes that must wait until a ChannelManager serialised after them is durable.
 * Writes of one monitor are coalesced: a full monitor covers every update before it, so only the
 * newest bytes are kept, with every update id they cover.
 */
export class ManagerFirstQueue {
  private waiting = new Map<string, WaitingMonitorWrite>();
  /**
   * Monitors taken for a manager write not durable yet, with how many taken batches each is in.
   * A write of one of them (a chain-sync write holds the newest update too) must wait for the
   * next manager write: written now, it could land before the manager that knows that update.
   */
  private readonly releasing = new Map<string, number>();

  /** Monitors waiting for a manager write. */
  get size(): number {
    return this.waiting.size;
  }

  /** Monitors taken for a manager write whose bytes are not handed to the store yet. */
  get releasingCount(): number {
    return this.releasing.size;
  }

  /** True while a write of this monitor must wait for a manager write. */
  has(key: string): boolean {
    return this.waiting.has(key) || this.releasing.has(key);
  }

  add(key: string, outpoint: MonitorOutpoint, bytes: Uint8Array, updateId: bigint | null): void {
    const earlier = this.waiting.get(key)?.updateIds ?? [];
    this.waiting.set(key, { key, outpoint, bytes, updateIds: updateId === null ? earlier : [...earlier, updateId] });
  }

  /** Everything waiting now (and empties the queue): call right before serialising the manager. */
  take(): WaitingMonitorWrite[] {
    const taken = [...this.waiting.values()];
    this.waiting = new Map();
    for (const w of taken) this.releasing.set(w.key, (this.releasing.get(w.key) ?? 0) + 1);
    return taken;
  }

  /** The writes taken were handed to the store after their manager write: later ones need not wait for it. */
  released(writes: readonly WaitingMonitorWrite[]): void {
    for (const w of writes) {
      const left = (this.releasing.get(w.key) ?? 1) - 1;
      if (left > 0) this.releasing.set(w.key, left);
      else this.releasing.delete(w.key);
    }
  }

  /** Writes taken for a manager write that failed: they wait again, older than anything added since. */
  putBack(writes: readonly WaitingMonitorWrite[]): void {
    this.released(writes);
    for (const older of writes) {
      const newer = this.waiting.get(older.key);
      this.waiting.set(older.key, newer ? { ...newer, updateIds: [...older.updateIds, ...newer.updateIds] } : older);
    }
  }
}
