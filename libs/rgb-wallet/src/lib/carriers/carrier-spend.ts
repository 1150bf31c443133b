import { ConflictError } from '@rln/core';
import { RgbUtxoNotFoundError } from '../errors/rgb-wallet.errors';
import type { CarrierUtxo } from './carrier-utxo';

/** An input of a carrier transaction plan, with the value its fee and change are counted from. */
export interface PlannedInput {
  readonly outpoint: string;
  readonly valueSats: bigint;
  /** `carrier`: a P2TR key-path spend of rgb-lib's coloured keychain; `plain`: a P2WPKH coin of the plain wallet. */
  readonly source: 'carrier' | 'plain';
}

export interface PlannedOutput {
  readonly address: string;
  readonly scriptHex: string;
  readonly valueSats: bigint;
  readonly vout: number;
}

/**
 * A carrier an operation spends: one of the wallet's, and not held by a reservation or by
 * another operation (top_up and sweep lock their inputs while they run).
 */
export function spendableCarrier(carriers: readonly CarrierUtxo[], outpoint: string): CarrierUtxo {
  const carrier = carriers.find((c) => c.outpoint === outpoint);
  if (!carrier) throw new RgbUtxoNotFoundError(outpoint);
  if (carrier.lock.locked) {
    throw new ConflictError(`RGB UTXO ${outpoint} is held by ${carrier.lock.kind} ${carrier.lock.operationId}`, 'Release the reservation or wait for the operation to finish', {
      outpoint,
      operation_id: carrier.lock.operationId,
    });
  }
  return carrier;
}

export function sumSats(values: readonly { readonly valueSats: bigint }[]): bigint {
  return values.reduce((acc, v) => acc + v.valueSats, 0n);
}
