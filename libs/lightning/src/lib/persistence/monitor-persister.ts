import type { ChainMonitor, ChannelMonitor, ChannelMonitorUpdate, OutPoint, Persist } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { internalToDisplayHex } from '../ldk/bytes';
import { asLdkFailure } from '../ldk/ldk-panic';
import type { EngineStore, EngineWrite } from './engine-store';
import { KV } from './kv-namespaces';
import { ManagerFirstQueue, type MonitorOutpoint, type WaitingMonitorWrite } from './manager-first-queue';
import { FullMonitorPolicy, type MonitorRecord, StoredMonitorUpdates } from './monitor-records';
import { MonitorUpdateIds } from './monitor-update-ids';
import { ClaimFirstCompletions } from './claim-first-completions';
import { carriesPaymentPreimage } from './monitor-update-steps';
import { isNone } from '../ldk/is-none';

export interface MonitorPersisterHooks {
  /**
   * Durable monitor updates are about to be reported (outside any LDK call): LDK should handle
   * its pending events now, as a handled event can release a blocked update (#3907).
   */
  beforeCompletions(): void;
  /**
   * A monitor write is durable and LDK was told (outside any LDK call): LDK should handle the
   * completions now, before it reads another peer message, and the engine process events.
   */
  onCompleted(): void;
  /** A monitor update waits for a ChannelManager write: the engine should write one soon. */
  onWaiting(): void;
  /** A monitor could not be made durable: the node must stop (LDK's rule for Persist). */
  onFatal(err: unknown): void;
}

/**
 * LDK's `Persist` over the KvStore, asynchronous by necessity: LDK calls it synchronously
 * from inside WASM, while every database write is a Promise. So each call serialises the
 * monitor right away (`write()` is synchronous) and returns `InProgress`; LDK then holds the
 * channel's outgoing messages (commitment_signed, revoke_and_ack, ...) until
 * `ChainMonitor.channel_monitor_updated(outpoint, update_id)` is called, which happens only
 * after the KvStore write resolved. Returning `Completed` before the write is durable could let
 * a peer act on a state we could lose, which is how funds are lost; blocking the event loop for
 * a synchronous write is not possible at all.
 *
 * Updates are stored incrementally (monitor-records.ts): an update record per update and the
 * full monitor once the records add up to its size (`FullMonitorPolicy`), so a payment writes a
 * few hundred bytes per monitor update instead of the whole monitor, which grows with the
 * channel's age.
 *
 * A monitor update is not written on its own: it is written in the same transaction as a
 * ChannelManager serialised after LDK handed it out (`takeWaiting`, `writesFor`, then
 * `writtenWithManager`). LDK force-closes every channel whose stored monitor is ahead of the
 * stored manager (OutdatedChannelManager), while a manager that knows of an update still in
 * flight replays it on load; so no stored state may hold the monitor without that manager. A new channel's first monitor
 * waits too: a stored channel still waiting for its first monitor is discarded cleanly at load
 * (nothing was broadcast or signed for it yet), while a stored monitor whose channel the stored
 * manager lacks makes LDK close that channel on chain. A chain-sync write (no update) is
 * written at once unless the monitor has an update waiting, since the full monitor contains
 * that update.
 *
 * Writes of one channel waiting together are coalesced (a full monitor replaces the records
 * before it), and each update id they cover is reported. Durable updates are reported in the
 * order ClaimFirstCompletions sets (claims first), around LDK 0.1.0's #3907.
 */
export class MonitorPersister {
  private chainMonitor: ChainMonitor | undefined;
  private stopped = false;
  private started = 0;
  private inFlight = 0;
  private readonly waiting = new ManagerFirstQueue();
  private readonly updateIds = new MonitorUpdateIds();
  private readonly completions = new ClaimFirstCompletions();
  /** Monitors read from the store at start (watched again, not new). */
  private readonly stored = new Set<string>();
  private readonly storedUpdates = new StoredMonitorUpdates();
  private readonly policy: FullMonitorPolicy;
  readonly persist: Persist;

  constructor(
    private readonly ldk: Ldk,
    private readonly store: EngineStore,
    private readonly hooks: MonitorPersisterHooks,
    /** At most this many update records between two full monitors (0: every write is a full monitor). Unlimited by default. */
    maxUpdateRecords?: number,
  ) {
    this.policy = new FullMonitorPolicy(maxUpdateRecords);
    const inProgress = ldk.ChannelMonitorUpdateStatus.LDKChannelMonitorUpdateStatus_InProgress;
    this.persist = ldk.Persist.new_impl({
      persist_new_channel: (outpoint: OutPoint, monitor: ChannelMonitor) => {
        this.guarded(() => {
          const key = monitorKey(outpoint);
          const latest = monitor.get_latest_update_id();
          this.updateIds.watched(key, latest);
          // A stored monitor watched again at start is written at once; a new channel's first
          // monitor waits for a manager holding the channel, like any update.
          this.accept(outpoint, monitor, null, latest, false, !this.stored.has(key));
        });
        return inProgress;
      },
      update_persisted_channel: (outpoint: OutPoint, update: ChannelMonitorUpdate, monitor: ChannelMonitor) => {
        // A null update (pointer 0) is a chain-sync write (nothing to report), or an update the
        // monitor failed to apply, whose id LDK still waits for (MonitorUpdateIds).
        this.guarded(() => {
          const given = isNone(update) ? null : { updateId: update.get_update_id(), bytes: update.write() };
          const updateId = this.updateIds.toReport(monitorKey(outpoint), given ? given.updateId : null, monitor.get_latest_update_id());
          // An update the monitor failed to apply is not shown to us: it may have been a claim
          // (a preimage update refused after the funding spend was seen), so it counts as one.
          const claim = given ? carriesPaymentPreimage(given.bytes) : updateId !== null;
          this.accept(outpoint, monitor, given, updateId, claim, updateId !== null);
        });
        return inProgress;
      },
      archive_persisted_channel: (outpoint: OutPoint) => {
        const key = monitorKey(outpoint);
        this.updateIds.forget(key);
        this.completions.forget(key);
        this.policy.forget(key);
        // Not from inside this LDK call: reporting takes the ChainMonitor's lock it holds.
        setImmediate(() => this.reportReleased());
        void this.archive(key).catch((err: unknown) => this.hooks.onFatal(err));
      },
    });
  }

  /**
   * The monitors read from the store at start, before the ChainMonitor watches them again, and
   * the keys of the update records stored beside them (deleted by the next full write).
   */
  alreadyStored(keys: readonly string[], updateKeys: readonly string[]): void {
    for (const key of keys) this.stored.add(key);
    this.storedUpdates.load(updateKeys);
  }

  /** The ChainMonitor is built from this persister, so it is attached afterwards. */
  attach(chainMonitor: ChainMonitor): void {
    this.chainMonitor = chainMonitor;
  }

  /** Monitor writes accepted so far (a counter: compare two readings to see whether any began). */
  get writesStarted(): number {
    return this.started;
  }

  /**
   * Monitors waiting for a manager write or taken by one in progress, plus writes whose
   * completion was not handed to LDK yet (in flight, or durable and held behind a claim).
   */
  get writesPending(): number {
    return this.waiting.size + this.waiting.releasingCount + this.inFlight + this.completions.held;
  }

  /**
   * No claim (preimage update) is in flight and no completion is held behind one: LDK then has
   * no revoke_and_ack update blocked behind a claim (blocked updates come from claims and from
   * PaymentSent events LDK has not handed out yet; see ClaimFirstCompletions).
   */
  get claimsSettled(): boolean {
    return !this.completions.claimOutstanding && this.completions.held === 0;
  }

  /** True while a monitor update waits for a ChannelManager write. */
  get waitingForManager(): boolean {
    return this.waiting.size > 0;
  }

  /** Takes the waiting monitor writes: call right before serialising the ChannelManager. */
  takeWaiting(): WaitingMonitorWrite[] {
    return this.waiting.take();
  }

  /** The store writes of the records taken, to go in the manager's transaction. */
  writesFor(taken: readonly WaitingMonitorWrite[]): EngineWrite[] {
    return taken.flatMap((w) => this.storedUpdates.writesFor(w.key, w.records));
  }

  /** The manager serialised after `takeWaiting` is durable, and with it the records taken. */
  writtenWithManager(taken: readonly WaitingMonitorWrite[]): void {
    this.waiting.released(taken);
    for (const w of taken) if (w.updateIds.length > 0) this.completions.durable(w.key, w.outpoint, w.updateIds);
    this.reportReleased();
  }

  /** That manager write failed: the writes wait for the next one. */
  putBack(writes: readonly WaitingMonitorWrite[]): void {
    this.waiting.putBack(writes);
  }

  /** Records taken for a manager write could not be made durable (the store gave up retrying). */
  failed(err: unknown): void {
    this.hooks.onFatal(err);
  }

  /** After stop, completions are no longer reported to LDK (the engine is going away). */
  stop(): void {
    this.stopped = true;
  }

  /** Runs a Persist callback's work; never throws (an exception thrown back into WASM leaves LDK's locks poisoned). */
  private guarded(work: () => void): void {
    try {
      work();
    } catch (err) {
      this.hooks.onFatal(err);
    }
  }

  /**
   * Called through `guarded` only. `update` is the update LDK passed, if any: stored as an update
   * record unless its turn for a full monitor came (the full monitor is serialised only then).
   */
  private accept(outpoint: OutPoint, monitor: ChannelMonitor, update: { updateId: bigint; bytes: Uint8Array } | null, updateId: bigint | null, carriesClaim: boolean, afterManager: boolean): void {
    const key = monitorKey(outpoint);
    const at = { txid: outpoint.get_txid(), index: outpoint.get_index() };
    let record: MonitorRecord;
    if (update && this.policy.asRecord(key, update.updateId, update.bytes.length)) {
      record = { kind: 'update', updateId: update.updateId, bytes: update.bytes };
    } else {
      record = { kind: 'full', bytes: monitor.write() };
      this.policy.full(key, record.bytes.length);
    }
    this.started++;
    if (updateId !== null) this.completions.handedOut(key, at, updateId, carriesClaim);
    if (afterManager || this.waiting.has(key)) {
      this.waiting.add(key, at, record, updateId);
      this.hooks.onWaiting();
    } else {
      this.write(key, at, record, updateId === null ? [] : [updateId]);
    }
  }

  /** A write that waits for no manager (a chain-sync or reloaded monitor): always a full monitor. */
  private write(key: string, at: MonitorOutpoint, record: MonitorRecord, updateIds: readonly bigint[]): void {
    this.inFlight++;
    this.store
      .writeTogether(this.storedUpdates.writesFor(key, [record]))
      .then(
        () => {
          if (updateIds.length === 0) return;
          this.completions.durable(key, at, updateIds);
          this.reportReleased();
        },
        (err: unknown) => this.hooks.onFatal(err),
      )
      .finally(() => this.inFlight--);
  }

  /**
   * Tells LDK which durable updates ClaimFirstCompletions releases, in its order, after LDK
   * handled its events (a claim handed out then holds the others too). Never throws: it runs
   * in callbacks.
   */
  private reportReleased(): void {
    if (this.stopped || !this.chainMonitor) return;
    try {
      this.hooks.beforeCompletions();
      const reports = this.completions.release();
      if (reports.length === 0) return;
      for (const { key, outpoint, updateIds } of reports) {
        for (const updateId of updateIds) {
          const result = this.chainMonitor.channel_monitor_updated(this.ldk.OutPoint.constructor_new(outpoint.txid, outpoint.index), updateId);
          if (!result.is_ok()) this.hooks.onFatal(new Error(`channel_monitor_updated(${key}, ${updateId}) was refused`));
        }
      }
      this.hooks.onCompleted();
    } catch (err) {
      this.hooks.onFatal(asLdkFailure('reporting monitor completions', err)); // LDK is wedged, whatever it threw
    }
  }

  /** Moves the full monitor and its update records to the archive namespaces, in one transaction. */
  private async archive(key: string): Promise<void> {
    // The monitor's last writes land first (LDK archives a fully resolved channel: none follow).
    await this.store.writeTogether([]);
    const writes: EngineWrite[] = [];
    const value = await this.store.read(KV.monitors, key);
    if (value) writes.push({ namespace: KV.archivedMonitors, key, value });
    writes.push({ namespace: KV.monitors, key, value: null });
    for (const updateKey of this.storedUpdates.take(key)) {
      const update = await this.store.read(KV.monitorUpdates, updateKey);
      if (update) writes.push({ namespace: KV.archivedMonitorUpdates, key: updateKey, value: update, versioned: false });
      writes.push({ namespace: KV.monitorUpdates, key: updateKey, value: null });
    }
    await this.store.writeTogether(writes);
  }
}

export function monitorKey(outpoint: OutPoint): string {
  return `${internalToDisplayHex(outpoint.get_txid())}_${outpoint.get_index()}`;
}
