import { KvJsonRecords, type KvStore } from '@rln/core';
import type { BegunFunding } from '../service/asset-channel-wallet.port';

export const HELD_FUNDINGS_NAMESPACE = 'rgb_channel_held_fundings';

export interface HeldFunding {
  readonly peerNodeId: string;
  readonly channelId: string;
  readonly funding: BegunFunding;
}

/**
 * The opener's funding sends that are begun and not yet ended or released: written as soon as
 * one begins, removed once it is broadcast or failed. After a kill the node ends those whose
 * channel record was written and releases the others (review R3), so no held send, with the
 * carrier and the BTC it locks, is left without an owner.
 */
export class HeldFundings {
  private readonly records: KvJsonRecords<HeldFunding>;

  constructor(kv: KvStore) {
    this.records = new KvJsonRecords(kv, HELD_FUNDINGS_NAMESPACE);
  }

  hold(entry: HeldFunding): Promise<void> {
    return this.records.put(key(entry.peerNodeId, entry.channelId), entry);
  }

  release(peerNodeId: string, channelId: string): Promise<void> {
    return this.records.remove(key(peerNodeId, channelId));
  }

  list(): Promise<HeldFunding[]> {
    return this.records.list();
  }
}

function key(peerNodeId: string, channelId: string): string {
  return `${peerNodeId}:${channelId}`;
}
