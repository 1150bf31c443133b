import type { TxConfirmation } from '../ports/chain-status.port';
import type { RgbUnspent } from '../ports/rgb-engine.port';
import type { RgbUtxoLock } from '../ports/rgb-wallet-store.port';
import { carrierAllocations, hasMixedAssetAllocations, spendRoles, type CarrierAllocation, type SpendRole } from './carrier-allocations';
import { confirmationOf } from './carrier-confirmations';
import { liveLocksByOutpoint } from './carrier-lock';
import { isCarrier } from './free-carriers';

export type CarrierLockView =
  | { readonly locked: false; readonly kind: 'none' }
  | { readonly locked: true; readonly kind: RgbUtxoLock['kind']; readonly operationId: string; readonly expiresAtUnixSecs: number | null };

/** One entry of GET /rgb/utxos. */
export interface CarrierUtxo {
  readonly outpoint: string;
  readonly valueSats: bigint;
  readonly confirmation: TxConfirmation;
  readonly lock: CarrierLockView;
  readonly allocations: readonly CarrierAllocation[];
  readonly hasMixedAssetAllocations: boolean;
  readonly spendRoles: readonly SpendRole[];
  /** Open blinded invoices sealed to this carrier: an incoming transfer will land on it. */
  readonly pendingBlindedReceives: number;
}

/** The carriers (colourable outputs that exist) with their confirmation as last read, live locks and allocations. */
export function carrierUtxos(
  unspents: readonly RgbUnspent[],
  confirmations: ReadonlyMap<string, TxConfirmation>,
  locks: readonly RgbUtxoLock[],
  nowUnixSecs: number,
): CarrierUtxo[] {
  const lockOf = liveLocksByOutpoint(locks, nowUnixSecs);
  return unspents
    .filter(isCarrier)
    .map((u) => {
      const confirmation = confirmationOf(confirmations, u.outpoint);
      const allocations = carrierAllocations(u.allocations, confirmation);
      return {
        outpoint: u.outpoint,
        valueSats: u.valueSats,
        confirmation,
        lock: lockView(lockOf.get(u.outpoint)),
        allocations,
        hasMixedAssetAllocations: hasMixedAssetAllocations(allocations),
        spendRoles: spendRoles(allocations),
        pendingBlindedReceives: u.pendingBlinded,
      };
    });
}

function lockView(lock: RgbUtxoLock | undefined): CarrierLockView {
  if (!lock) return { locked: false, kind: 'none' };
  return { locked: true, kind: lock.kind, operationId: lock.operationId, expiresAtUnixSecs: lock.expiresAtUnixSecs };
}
