import type { EngineWrite } from './engine-store';
import { KV } from './kv-namespaces';

/**
 * What one monitor write stores (LDK's MonitorUpdatingPersister scheme): most updates are kept
 * as small update records beside the last full monitor; the full monitor, which replaces the
 * records before it, is written when `FullMonitorPolicy` says so and on every write without an
 * update (chain sync, an update the monitor refused, a new or reloaded monitor). Loading
 * applies the records newer than the full monitor.
 */
export type MonitorRecord = { readonly kind: 'full'; readonly bytes: Uint8Array } | { readonly kind: 'update'; readonly updateId: bigint; readonly bytes: Uint8Array };

/** LDK's id for updates of a closed channel before 0.1 (always written in full, as LDK's own persister does). */
const LEGACY_CLOSED_CHANNEL_UPDATE_ID = 0xffff_ffff_ffff_ffffn;

/**
 * When a monitor is written whole. A ChannelMonitor grows with its channel's age (it keeps what
 * it needs to punish every revoked state: measured, about 170 bytes a payment), so a full write
 * every N updates would make the cost per payment grow with history. Instead the full monitor
 * is written once the records since the last one would add up to more than its size: the bytes
 * written per update stay under twice the records' own at any age, and a start applies records
 * adding up to at most one monitor's size. `maxRecords` also caps their number (tests).
 */
export class FullMonitorPolicy {
  private readonly since = new Map<string, { fullBytes: number; recordBytes: number; records: number }>();

  constructor(private readonly maxRecords = Number.POSITIVE_INFINITY) {}

  /** True when update `updateId` of monitor `key`, `bytes` long, is stored as an update record (and counted as one). */
  asRecord(key: string, updateId: bigint, bytes: number): boolean {
    const s = this.since.get(key);
    if (!s || updateId === LEGACY_CLOSED_CHANNEL_UPDATE_ID || s.records >= this.maxRecords || s.recordBytes + bytes > s.fullBytes) return false;
    s.recordBytes += bytes;
    s.records++;
    return true;
  }

  /** The full monitor of `key` is being written, `bytes` long. */
  full(key: string, bytes: number): void {
    this.since.set(key, { fullBytes: bytes, recordBytes: 0, records: 0 });
  }

  forget(key: string): void {
    this.since.delete(key);
  }
}

/** Zero-padded so that key order is update order. */
export function monitorUpdateKey(monitorKey: string, updateId: bigint): string {
  return `${monitorKey}/${updateId.toString().padStart(20, '0')}`;
}

export function parseMonitorUpdateKey(key: string): { monitorKey: string; updateId: bigint } | null {
  const slash = key.lastIndexOf('/');
  const digits = key.slice(slash + 1);
  if (slash <= 0 || !/^\d{20}$/.test(digits)) return null;
  return { monitorKey: key.slice(0, slash), updateId: BigInt(digits) };
}

/**
 * The update records the store holds per monitor, as far as this engine knows (read at start,
 * then every record it wrote): a full monitor write deletes them in the same transaction.
 */
export class StoredMonitorUpdates {
  private readonly byMonitor = new Map<string, Set<string>>();

  /** Keys of namespace `KV.monitorUpdates` read at start. */
  load(updateKeys: readonly string[]): void {
    for (const updateKey of updateKeys) {
      const parsed = parseMonitorUpdateKey(updateKey);
      if (parsed) this.add(parsed.monitorKey, updateKey);
    }
  }

  /**
   * The writes that store `records` of one monitor, oldest first. The tracking changes as the
   * writes are built: if they fail the node writes them again or stops, and a delete of a
   * record that was never written does nothing.
   */
  writesFor(monitorKey: string, records: readonly MonitorRecord[]): EngineWrite[] {
    const writes: EngineWrite[] = [];
    for (const r of records) {
      if (r.kind === 'full') {
        writes.push({ namespace: KV.monitors, key: monitorKey, value: r.bytes });
        for (const updateKey of this.byMonitor.get(monitorKey) ?? []) writes.push({ namespace: KV.monitorUpdates, key: updateKey, value: null });
        this.byMonitor.delete(monitorKey);
      } else {
        const updateKey = monitorUpdateKey(monitorKey, r.updateId);
        writes.push({ namespace: KV.monitorUpdates, key: updateKey, value: r.bytes, versioned: false });
        this.add(monitorKey, updateKey);
      }
    }
    return writes;
  }

  /** The records of a monitor being archived (the caller moves them), forgotten here. */
  take(monitorKey: string): string[] {
    const keys = [...(this.byMonitor.get(monitorKey) ?? [])];
    this.byMonitor.delete(monitorKey);
    return keys;
  }

  private add(monitorKey: string, updateKey: string): void {
    let keys = this.byMonitor.get(monitorKey);
    if (!keys) {
      keys = new Set();
      this.byMonitor.set(monitorKey, keys);
    }
    keys.add(updateKey);
  }
}

/**
 * The stored updates to apply to a monitor read at `latestUpdateId`, in order: the run of
 * consecutive ids right after it. Older records (already in the full monitor) are skipped; a
 * record after a gap is never applied (`stranded`), as LDK's persister stops at the first
 * missing id.
 */
export function updatesToApply<T extends { readonly updateId: bigint }>(latestUpdateId: bigint, stored: readonly T[]): { apply: T[]; stranded: T[] } {
  const sorted = [...stored].sort((a, b) => (a.updateId < b.updateId ? -1 : a.updateId > b.updateId ? 1 : 0));
  const apply: T[] = [];
  let next = latestUpdateId + 1n;
  for (const s of sorted) {
    if (s.updateId < next) continue;
    if (s.updateId !== next) break;
    apply.push(s);
    next++;
  }
  const stranded = sorted.filter((s) => s.updateId >= next);
  return { apply, stranded };
}
