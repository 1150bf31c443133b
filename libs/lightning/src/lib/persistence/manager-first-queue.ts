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

  get size(): number {
    return this.waiting.size;
  }

  has(key: string): boolean {
    return this.waiting.has(key);
  }

  add(key: string, outpoint: MonitorOutpoint, bytes: Uint8Array, updateId: bigint | null): void {
    const earlier = this.waiting.get(key)?.updateIds ?? [];
    this.waiting.set(key, { key, outpoint, bytes, updateIds: updateId === null ? earlier : [...earlier, updateId] });
  }

  /** Everything waiting now (and empties the queue): call right before serialising the manager. */
  take(): WaitingMonitorWrite[] {
    const taken = [...this.waiting.values()];
    this.waiting = new Map();
    return taken;
  }

  /** Writes taken for a manager write that failed: they wait again, older than anything added since. */
  putBack(writes: readonly WaitingMonitorWrite[]): void {
    for (const older of writes) {
      const newer = this.waiting.get(older.key);
      this.waiting.set(older.key, newer ? { ...newer, updateIds: [...older.updateIds, ...newer.updateIds] } : older);
    }
  }
}
