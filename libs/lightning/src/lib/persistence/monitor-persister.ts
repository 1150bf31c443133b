import type { ChainMonitor, ChannelMonitor, ChannelMonitorUpdate, OutPoint, Persist } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { internalToDisplayHex } from '../ldk/bytes';
import { asLdkFailure } from '../ldk/ldk-panic';
import type { EngineStore } from './engine-store';
import { KV } from './kv-namespaces';
import { ManagerFirstQueue, type MonitorOutpoint, type WaitingMonitorWrite } from './manager-first-queue';
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
 * A monitor update is not written at once: it waits until a ChannelManager serialised after
 * LDK handed it out is durable (`takeWaiting`, then `writeAfterManager`). LDK force-closes
 * every channel whose stored monitor is ahead of the stored manager (OutdatedChannelManager),
 * while a manager that knows of an update still in flight replays it on load; so a kill
 * between the two writes must find the manager written first. A new channel's first monitor
 * waits too: a stored channel still waiting for its first monitor is discarded cleanly at load
 * (nothing was broadcast or signed for it yet), while a stored monitor whose channel the stored
 * manager lacks makes LDK close that channel on chain. A chain-sync write (no update) is
 * written at once unless the monitor has an update waiting, since the full monitor contains
 * that update.
 *
 * Full monitors are written (not individual updates), so one write covers every update
 * before it: writes of one channel are coalesced, and each coalesced update id is reported.
 * Durable updates are reported in the order ClaimFirstCompletions sets (claims first), around
 * LDK 0.1.0's #3907.
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
  readonly persist: Persist;

  constructor(
    private readonly ldk: Ldk,
    private readonly store: EngineStore,
    private readonly hooks: MonitorPersisterHooks,
  ) {
    const inProgress = ldk.ChannelMonitorUpdateStatus.LDKChannelMonitorUpdateStatus_InProgress;
    this.persist = ldk.Persist.new_impl({
      persist_new_channel: (outpoint: OutPoint, monitor: ChannelMonitor) => {
        this.guarded(() => {
          const key = monitorKey(outpoint);
          const latest = monitor.get_latest_update_id();
          this.updateIds.watched(key, latest);
          // A stored monitor watched again at start is written at once; a new channel's first
          // monitor waits for a manager holding the channel, like any update.
          this.accept(outpoint, monitor, latest, false, !this.stored.has(key));
        });
        return inProgress;
      },
      update_persisted_channel: (outpoint: OutPoint, update: ChannelMonitorUpdate, monitor: ChannelMonitor) => {
        // A null update (pointer 0) is a chain-sync write (nothing to report), or an update the
        // monitor failed to apply, whose id LDK still waits for (MonitorUpdateIds).
        this.guarded(() => {
          const given = !isNone(update);
          const updateId = this.updateIds.toReport(monitorKey(outpoint), given ? update.get_update_id() : null, monitor.get_latest_update_id());
          // An update the monitor failed to apply is not shown to us: it may have been a claim
          // (a preimage update refused after the funding spend was seen), so it counts as one.
          const claim = given ? carriesPaymentPreimage(update.write()) : updateId !== null;
          this.accept(outpoint, monitor, updateId, claim, updateId !== null);
        });
        return inProgress;
      },
      archive_persisted_channel: (outpoint: OutPoint) => {
        const key = monitorKey(outpoint);
        this.updateIds.forget(key);
        this.completions.forget(key);
        // Not from inside this LDK call: reporting takes the ChainMonitor's lock it holds.
        setImmediate(() => this.reportReleased());
        void this.archive(key).catch((err: unknown) => this.hooks.onFatal(err));
      },
    });
  }

  /** The monitors read from the store at start, before the ChainMonitor watches them again. */
  alreadyStored(keys: readonly string[]): void {
    for (const key of keys) this.stored.add(key);
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

  /** The manager serialised after `takeWaiting` is durable: the writes taken may go now. */
  writeAfterManager(writes: readonly WaitingMonitorWrite[]): void {
    for (const w of writes) this.write(w.key, w.outpoint, w.bytes, w.updateIds);
    this.waiting.released(writes);
  }

  /** That manager write failed: the writes wait for the next one. */
  putBack(writes: readonly WaitingMonitorWrite[]): void {
    this.waiting.putBack(writes);
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

  /** Called through `guarded` only. */
  private accept(outpoint: OutPoint, monitor: ChannelMonitor, updateId: bigint | null, carriesClaim: boolean, afterManager: boolean): void {
    const key = monitorKey(outpoint);
    const at = { txid: outpoint.get_txid(), index: outpoint.get_index() };
    const bytes = monitor.write();
    this.started++;
    if (updateId !== null) this.completions.handedOut(key, at, updateId, carriesClaim);
    if (afterManager || this.waiting.has(key)) {
      this.waiting.add(key, at, bytes, updateId);
      this.hooks.onWaiting();
    } else {
      this.write(key, at, bytes, updateId === null ? [] : [updateId]);
    }
  }

  private write(key: string, at: MonitorOutpoint, bytes: Uint8Array, updateIds: readonly bigint[]): void {
    this.inFlight++;
    this.store
      .write(KV.monitors, key, bytes)
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

  private async archive(key: string): Promise<void> {
    const value = await this.store.read(KV.monitors, key);
    if (value) await this.store.write(KV.archivedMonitors, key, value);
    await this.store.delete(KV.monitors, key);
  }
}

export function monitorKey(outpoint: OutPoint): string {
  return `${internalToDisplayHex(outpoint.get_txid())}_${outpoint.get_index()}`;
}
