import { InvalidRequestError } from '@rln/core';

/** A fee rate rgb-lib takes when the client names none (sat/vB). */
export const DEFAULT_SEND_FEE_RATE_SATS_PER_VB = 2;
/** A guard against a mistyped fee rate draining carriers. */
export const MAX_SEND_FEE_RATE_SATS_PER_VB = 1_000;
/** BTC the payee's new output gets on a witness invoice when the client names none. */
export const DEFAULT_WITNESS_OUTPUT_SATS = 1_000n;
/** Below this a taproot output is dust and will not relay. */
export const MIN_WITNESS_OUTPUT_SATS = 330n;

export interface SendOptions {
  /** Decimal string (sats): the BTC value of the payee's new output on a witness invoice. */
  readonly satsForFeeAndOutputs?: string;
  readonly feeRateSatsPerVb?: number;
}

export interface ParsedSendOptions {
  /** Whole sat/vB (rgb-lib's unit), rounded up from the request. */
  readonly feeRateSatPerVb: number;
  readonly witnessOutputSats: bigint | null;
}

/** Checks POST /rgb/onchain/send's optional fields against the invoice's kind (400 naming the field). */
export function parseSendOptions(options: SendOptions, recipientKind: 'blinded' | 'witness'): ParsedSendOptions {
  const rate = options.feeRateSatsPerVb ?? DEFAULT_SEND_FEE_RATE_SATS_PER_VB;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0 || rate > MAX_SEND_FEE_RATE_SATS_PER_VB) {
    throw new InvalidRequestError(`fee_rate_sats_per_vb must be a positive number up to ${MAX_SEND_FEE_RATE_SATS_PER_VB}`, undefined, { field: 'fee_rate_sats_per_vb' });
  }
  let witnessOutputSats: bigint | null = null;
  if (options.satsForFeeAndOutputs !== undefined) {
    if (recipientKind === 'blinded') {
      throw new InvalidRequestError('sats_for_fee_and_outputs sets the BTC of the payee output a witness invoice asks for; this invoice is blinded (the payee brings its own carrier)', undefined, { field: 'sats_for_fee_and_outputs' });
    }
    if (!/^[1-9][0-9]{0,15}$/.test(options.satsForFeeAndOutputs)) {
      throw new InvalidRequestError('sats_for_fee_and_outputs must be a decimal string of sats', undefined, { field: 'sats_for_fee_and_outputs' });
    }
    witnessOutputSats = BigInt(options.satsForFeeAndOutputs);
    if (witnessOutputSats < MIN_WITNESS_OUTPUT_SATS) {
      throw new InvalidRequestError(`sats_for_fee_and_outputs must be at least ${MIN_WITNESS_OUTPUT_SATS} (the dust limit of the payee's output)`, undefined, { field: 'sats_for_fee_and_outputs' });
    }
  } else if (recipientKind === 'witness') {
    witnessOutputSats = DEFAULT_WITNESS_OUTPUT_SATS;
  }
  return { feeRateSatPerVb: Math.ceil(rate), witnessOutputSats };
}
