import type { MonitorRecord } from './monitor-records';

/** A channel's funding outpoint, copied out of LDK (its objects are not kept across calls). */
export interface MonitorOutpoint {
  readonly txid: Uint8Array;
  readonly index: number;
}

/** One monitor's records waiting for a ChannelManager write, and the update ids they cover. */
export interface WaitingMonitorWrite {
  readonly key: string;
  readonly outpoint: MonitorOutpoint;
  /** Oldest first; a full monitor is only ever the first (it covers every record before it). */
  readonly records: readonly MonitorRecord[];
  /** Monitor updates to report to LDK once the records are durable, oldest first (none for a chain-sync write). */
  readonly updateIds: readonly bigint[];
}

/**
 * Monitor writes that must wait until a ChannelManager serialised after them is durable (in
 * practice: written in the same transaction as it). Writes of one monitor are coalesced: a full
 * monitor covers every record before it, so it replaces them; update records add up.
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

  add(key: string, outpoint: MonitorOutpoint, record: MonitorRecord, updateId: bigint | null): void {
    const earlier = this.waiting.get(key);
    const ids = earlier?.updateIds ?? [];
    this.waiting.set(key, { key, outpoint, records: after(earlier?.records ?? [], [record]), updateIds: updateId === null ? ids : [...ids, updateId] });
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
      this.waiting.set(older.key, newer ? { ...newer, records: after(older.records, newer.records), updateIds: [...older.updateIds, ...newer.updateIds] } : older);
    }
  }
}

/** `newer` records stored after `older` ones: a full monitor in `newer` makes everything before it moot. */
function after(older: readonly MonitorRecord[], newer: readonly MonitorRecord[]): MonitorRecord[] {
  const lastFull = newer.map((r) => r.kind).lastIndexOf('full');
  return lastFull >= 0 ? newer.slice(lastFull) : [...older, ...newer];
}
