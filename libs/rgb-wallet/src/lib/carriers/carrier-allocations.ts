import { toContractId } from '../domain/contract-id';
import type { TxConfirmation } from '../ports/chain-status.port';
import type { RgbAllocation } from '../ports/rgb-engine.port';

/**
 * The RGB state layer of an allocation: `pending` until rgb-lib settles its transfer;
 * once settled, `active` while the carrier's transaction is unconfirmed and `base` once it
 * is mined.
 */
export type AllocationLayer = 'base' | 'active' | 'pending';

/**
 * What a carrier may be spent for: every carrier can take RGB state; only one without
 * allocations can also pay fees (spending it as plain BTC would burn nothing).
 */
export type SpendRole = 'rgb-state' | 'fee-support';

export interface CarrierAllocation {
  readonly contractId: string;
  readonly amount: bigint;
  readonly layer: AllocationLayer;
}

export function allocationLayer(settled: boolean, carrierConfirmation: TxConfirmation): AllocationLayer {
  if (!settled) return 'pending';
  return carrierConfirmation.status === 'confirmed' ? 'base' : 'active';
}

export function carrierAllocations(allocations: readonly RgbAllocation[], carrierConfirmation: TxConfirmation): CarrierAllocation[] {
  return allocations.map((a) => ({ contractId: toContractId(a.assetId), amount: a.amount, layer: allocationLayer(a.settled, carrierConfirmation) }));
}

/** True when allocations of more than one contract sit on the carrier. */
export function hasMixedAssetAllocations(allocations: readonly { readonly contractId: string }[]): boolean {
  return new Set(allocations.map((a) => a.contractId)).size > 1;
}

export function spendRoles(allocations: readonly unknown[]): SpendRole[] {
  return allocations.length > 0 ? ['rgb-state'] : ['rgb-state', 'fee-support'];
}

/** Amount per contract on one carrier, contracts in the order they first appear. */
export function assetTotals(allocations: readonly RgbAllocation[]): { contractId: string; amount: bigint }[] {
  const totals = new Map<string, bigint>();
  for (const a of allocations) {
    const id = toContractId(a.assetId);
    totals.set(id, (totals.get(id) ?? 0n) + a.amount);
  }
  return [...totals].map(([contractId, amount]) => ({ contractId, amount }));
}
