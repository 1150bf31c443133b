import { utf8, VersionConflictError, type KvStore } from '@rln/core';
import { deriveChannelSecrets, type ChannelSecrets } from '../keys/channel-keys';
import type { ChannelKeySource } from '../service/channel-key-source.port';

export const CHANNEL_KEYS_NAMESPACE = 'rgb_channel_keys';
const LAST_INDEX = 'last-index';

/**
 * Channel key sets from the node's asset-channel root, each index written as taken before it is
 * used (a compare-and-set on the last index), so neither a crash nor a second writer hands one
 * commitment seed to two channels (review F4, O5).
 */
export class StoredChannelKeys implements ChannelKeySource {
  constructor(
    private readonly kv: KvStore,
    private readonly root: Uint8Array,
  ) {}

  async next(): Promise<{ keyIndex: bigint; secrets: ChannelSecrets }> {
    for (;;) {
      const entry = await this.kv.get(CHANNEL_KEYS_NAMESPACE, LAST_INDEX);
      const last = entry ? BigInt(new TextDecoder().decode(entry.value)) : 0n;
      const keyIndex = last + 1n;
      try {
        await this.kv.put(CHANNEL_KEYS_NAMESPACE, LAST_INDEX, utf8(keyIndex.toString()), entry?.version ?? 0n);
      } catch (err) {
        if (err instanceof VersionConflictError) continue; // another opening took it first
        throw err;
      }
      return { keyIndex, secrets: deriveChannelSecrets(this.root, keyIndex) };
    }
  }
}
