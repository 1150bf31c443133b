import type { Transaction } from '@scure/btc-signer';
import type { AssetState, Side } from '../protocol/asset-state';

/**
 * A shadow commitment the chain shows (it spent the shadow funding output), and what it means
 * for us:
 * - `ours`: our own commitment, not revoked: our `to_local` is ours after `to_self_delay`;
 * - `theirs`: the peer's, not revoked: our `to_remote` is ours after one block;
 * - `theirs-revoked`: the peer broadcast a commitment it revoked: justice, every output is ours;
 * - `ours-revoked`: one we revoked (an old backup of ours broadcast it): the peer may take it all.
 */
export interface OnChainCommitment {
  readonly txid: string;
  readonly holder: Side;
  readonly kind: 'ours' | 'theirs' | 'theirs-revoked' | 'ours-revoked';
  readonly state: AssetState;
  /** The holder's per-commitment point for `state.number`, hex. */
  readonly holderPoint: string;
  /** `theirs-revoked` only: the per-commitment secret the peer revealed, hex. */
  readonly revocationSecret?: string;
}

/**
 * The commitment number a shadow commitment carries, un-obscured (BOLT 3: the low 24 bits in
 * nLockTime under 0x20, the high 24 in the input's nSequence under 0x80), or null when the
 * transaction has not that form: a closing or anything else.
 */
export function commitmentNumberOf(tx: Transaction, obscuringFactor: bigint): bigint | null {
  if (tx.inputsLength !== 1) return null;
  const lock = BigInt(tx.lockTime);
  const sequence = BigInt(tx.getInput(0).sequence ?? 0);
  if (lock >> 24n !== 0x20n || sequence >> 24n !== 0x80n) return null;
  return (((sequence & 0xff_ffffn) << 24n) | (lock & 0xff_ffffn)) ^ obscuringFactor;
}
