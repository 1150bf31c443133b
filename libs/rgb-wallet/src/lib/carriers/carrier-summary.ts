import type { TxConfirmation } from '../ports/chain-status.port';
import type { RgbUnspent } from '../ports/rgb-engine.port';
import type { RgbUtxoLock } from '../ports/rgb-wallet-store.port';
import { assetTotals } from './carrier-allocations';
import { liveLocksByOutpoint } from './carrier-lock';
import { isCarrier } from './free-carriers';

/** One entry of GET /rgb/utxos/summary. */
export interface CarrierSummary {
  readonly outpoint: string;
  readonly valueSats: bigint;
  /** 0 while the carrier is unconfirmed (or was never read from the indexer). */
  readonly confirmedHeight: number;
  /** Any live lock, a running operation's as well as a manual reservation. */
  readonly reserved: boolean;
  readonly reservedUntilUnixSecs: number | null;
  readonly assets: readonly { readonly contractId: string; readonly amount: bigint }[];
}

export function carrierSummaries(
  unspents: readonly RgbUnspent[],
  confirmations: ReadonlyMap<string, TxConfirmation>,
  locks: readonly RgbUtxoLock[],
  nowUnixSecs: number,
): CarrierSummary[] {
  const lockOf = liveLocksByOutpoint(locks, nowUnixSecs);
  return unspents
    .filter(isCarrier)
    .map((u) => {
      const confirmation = confirmations.get(u.outpoint);
      const lock = lockOf.get(u.outpoint);
      return {
        outpoint: u.outpoint,
        valueSats: u.valueSats,
        confirmedHeight: confirmation?.status === 'confirmed' ? confirmation.height : 0,
        reserved: lock !== undefined,
        reservedUntilUnixSecs: lock?.expiresAtUnixSecs ?? null,
        assets: assetTotals(u.allocations),
      };
    });
}
