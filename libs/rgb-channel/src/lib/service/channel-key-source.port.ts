import type { ChannelSecrets } from '../keys/channel-keys';

/**
 * Fresh channel key sets: each call durably takes the next key index before returning, so a
 * crash can never hand the same commitment seed to two channels (review O5, F4).
 */
export interface ChannelKeySource {
  next(): Promise<{ readonly keyIndex: bigint; readonly secrets: ChannelSecrets }>;
}
