import type { BroadcasterInterface, ChannelMonitor, EntropySource, FeeEstimator, Logger, SignerProvider } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import type { EngineStore } from './engine-store';
import { KV } from './kv-namespaces';
import { parseMonitorUpdateKey, updatesToApply } from './monitor-records';

export interface StoredMonitorsInputs {
  readonly ldk: Ldk;
  readonly store: EngineStore;
  readonly entropy: EntropySource;
  readonly signer: SignerProvider;
  /** What LDK's update_monitor needs: applying an update may broadcast (a force-close update). */
  readonly broadcaster: BroadcasterInterface;
  readonly fees: FeeEstimator;
  readonly logger: Logger;
}

/**
 * Reads every stored ChannelMonitor and brings it to its newest state by applying the update
 * records stored after it (monitor-records.ts). Refuses, rather than starting with a monitor
 * behind what was stored, when a monitor or an update cannot be read or applied, or an update
 * record lies beyond a missing one.
 */
export async function readStoredMonitors(input: StoredMonitorsInputs): Promise<{ monitors: ChannelMonitor[]; updateKeys: string[] }> {
  const { ldk, store } = input;
  const updates = new Map<string, Array<{ updateId: bigint; key: string; bytes: Uint8Array }>>();
  const updateKeys: string[] = [];
  for (const { key, value } of await store.readAll(KV.monitorUpdates)) {
    const parsed = parseMonitorUpdateKey(key);
    if (!parsed) throw new Error(`monitor update record ${key} has a key this version does not know: refusing to start`);
    updateKeys.push(key);
    const list = updates.get(parsed.monitorKey) ?? [];
    list.push({ updateId: parsed.updateId, key, bytes: value });
    updates.set(parsed.monitorKey, list);
  }
  const monitors: ChannelMonitor[] = [];
  for (const { key, value } of await store.readAll(KV.monitors)) {
    const result = ldk.UtilMethods.constructor_C2Tuple_ThirtyTwoBytesChannelMonitorZ_read(value, input.entropy, input.signer);
    if (!(result instanceof ldk.Result_C2Tuple_ThirtyTwoBytesChannelMonitorZDecodeErrorZ_OK)) {
      throw new Error(`channel monitor ${key} could not be read: refusing to start without it`);
    }
    const monitor = result.res.get_b();
    const { apply, stranded } = updatesToApply(monitor.get_latest_update_id(), updates.get(key) ?? []);
    if (stranded.length > 0) {
      throw new Error(`channel monitor ${key} has update records after a missing one (${stranded.map((s) => s.updateId).join(', ')}): refusing to start with it behind them`);
    }
    for (const u of apply) {
      const update = ldk.ChannelMonitorUpdate.constructor_read(u.bytes);
      if (!(update instanceof ldk.Result_ChannelMonitorUpdateDecodeErrorZ_OK)) throw new Error(`monitor update ${u.key} could not be read: refusing to start without it`);
      if (!monitor.update_monitor(update.res, input.broadcaster, input.fees, input.logger).is_ok()) {
        throw new Error(`monitor update ${u.key} could not be applied to its monitor: refusing to start without it`);
      }
    }
    monitors.push(monitor);
  }
  return { monitors, updateKeys };
}
