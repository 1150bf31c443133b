import { KvJsonRecords, type KvStore } from '@rln/core';

export const ASSET_OPEN_INTENTS_NAMESPACE = 'rgb_channel_open_intents';

/** A `/channel/open` with `rgb` whose asset opening waits for its LDK channel to be funded. */
export interface AssetOpenIntent {
  /** LDK's user channel id of the carrier, decimal. */
  readonly userChannelId: string;
  readonly peerNodeId: string;
  readonly contractId: string;
  /** Decimal asset units. */
  readonly assetAmount: string;
  readonly consignmentUrl: string;
  readonly createdAtMs: number;
  /** LDK reported the carrier funded and broadcast (`ChannelPending`): before that the asset must not move (review N1). */
  readonly carrierPending?: boolean;
}

/**
 * The asset openings the node owes: written when `/channel/open` accepts the request, removed
 * once the asset opening started (or its carrier is gone), so a restart between LDK's open and
 * its `ChannelPending` still starts it.
 */
export class AssetOpenIntents {
  private readonly records: KvJsonRecords<AssetOpenIntent>;

  constructor(kv: KvStore) {
    this.records = new KvJsonRecords(kv, ASSET_OPEN_INTENTS_NAMESPACE);
  }

  save(intent: AssetOpenIntent): Promise<void> {
    return this.records.put(intent.userChannelId, intent);
  }

  list(): Promise<AssetOpenIntent[]> {
    return this.records.list();
  }

  remove(userChannelId: string): Promise<void> {
    return this.records.remove(userChannelId);
  }
}
