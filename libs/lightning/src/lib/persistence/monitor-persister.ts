import type { ChainMonitor, ChannelMonitor, ChannelMonitorUpdate, OutPoint, Persist } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { internalToDisplayHex } from '../ldk/bytes';
import type { EngineStore } from './engine-store';
import { KV } from './kv-namespaces';

export interface MonitorPersisterHooks {
  /** A monitor write is durable and LDK was told; the engine should process events now. */
  onCompleted(): void;
  /** A monitor could not be made durable: the node must stop (LDK's rule for Persist). */
  onFatal(err: unknown): void;
}

/**
 * LDK's `Persist` over the KvStore, asynchronous by necessity: LDK calls it synchronously
 * from inside WASM, while every database write is a Promise. So each call serialises the
 * monitor right away (`write()` is synchronous), starts the durable write, and returns
 * `InProgress`; LDK then holds the channel's outgoing messages (commitment_signed,
 * revoke_and_ack, ...) until `ChainMonitor.channel_monitor_updated(outpoint, update_id)` is
 * called, which happens only after the KvStore write resolved. Returning `Completed` before
 * the write is durable could let a peer act on a state we could lose, which is how funds
 * are lost; blocking the event loop for a synchronous write is not possible at all.
 *
 * Full monitors are written (not individual updates), so one write covers every update
 * before it: writes of one channel are coalesced, and each coalesced update id is reported.
 */
export class MonitorPersister {
  private chainMonitor: ChainMonitor | undefined;
  private stopped = false;
  private started = 0;
  private pending = 0;
  readonly persist: Persist;

  constructor(
    private readonly ldk: Ldk,
    private readonly store: EngineStore,
    private readonly hooks: MonitorPersisterHooks,
  ) {
    const inProgress = ldk.ChannelMonitorUpdateStatus.LDKChannelMonitorUpdateStatus_InProgress;
    this.persist = ldk.Persist.new_impl({
      persist_new_channel: (outpoint: OutPoint, monitor: ChannelMonitor) => {
        this.start(outpoint, monitor, monitor.get_latest_update_id());
        return inProgress;
      },
      update_persisted_channel: (outpoint: OutPoint, update: ChannelMonitorUpdate, monitor: ChannelMonitor) => {
        // A null update (pointer 0) is a chain-sync write: the full monitor must be stored,
        // but LDK does not wait for it, so there is no update id to report.
        const updateId = isNone(update) ? null : update.get_update_id();
        this.start(outpoint, monitor, updateId);
        return inProgress;
      },
      archive_persisted_channel: (outpoint: OutPoint) => {
        const key = monitorKey(outpoint);
        void this.archive(key).catch((err: unknown) => this.hooks.onFatal(err));
      },
    });
  }

  /** The ChainMonitor is built from this persister, so it is attached afterwards. */
  attach(chainMonitor: ChainMonitor): void {
    this.chainMonitor = chainMonitor;
  }

  /** Monitor writes started so far (a counter: compare two readings to see whether any began). */
  get writesStarted(): number {
    return this.started;
  }

  /** Monitor writes started whose completion has not been handed to LDK yet. */
  get writesPending(): number {
    return this.pending;
  }

  /** After stop, completions are no longer reported to LDK (the engine is going away). */
  stop(): void {
    this.stopped = true;
  }

  /** Never throws: an exception thrown back into WASM leaves LDK's locks poisoned. */
  private start(outpoint: OutPoint, monitor: ChannelMonitor, updateId: bigint | null): void {
    try {
      this.startWrite(outpoint, monitor, updateId);
    } catch (err) {
      this.hooks.onFatal(err);
    }
  }

  private startWrite(outpoint: OutPoint, monitor: ChannelMonitor, updateId: bigint | null): void {
    const key = monitorKey(outpoint);
    const txid = outpoint.get_txid();
    const index = outpoint.get_index();
    const bytes = monitor.write();
    this.started++;
    this.pending++;
    this.store
      .write(KV.monitors, key, bytes)
      .then(
        () => {
          if (updateId === null || this.stopped || !this.chainMonitor) return;
          try {
            const result = this.chainMonitor.channel_monitor_updated(this.ldk.OutPoint.constructor_new(txid, index), updateId);
            if (!result.is_ok()) this.hooks.onFatal(new Error(`channel_monitor_updated(${key}, ${updateId}) was refused`));
            this.hooks.onCompleted();
          } catch (err) {
            this.hooks.onFatal(err); // LDK panicked
          }
        },
        (err: unknown) => this.hooks.onFatal(err),
      )
      .finally(() => this.pending--);
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

/** The bindings pass an absent optional struct as an object whose pointer is 0. */
function isNone(value: object): boolean {
  return (value as unknown as { ptr: bigint }).ptr === 0n;
}
