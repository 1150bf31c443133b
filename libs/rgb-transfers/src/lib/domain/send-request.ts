import { InvalidRequestError } from '@rln/core';
import { parseBindingAmount } from '@rln/contracts';
import { normalizeContractId, toContractId, toRgbLibId } from '@rln/rgb-wallet';
import { InvalidRgbInvoiceError } from '../errors/rgb-transfer.errors';

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
  /**
   * Extension: the contract to pay when the invoice names none. An rgb-lib wallet can only name
   * assets it already knows, so its invoice for a first receive is open; rgb-lib's own send
   * takes the asset from the caller then.
   */
  readonly contractId?: string;
  /** Extension: the amount to pay when the invoice names none. */
  readonly amount?: string;
}

/** What a send pays: the invoice's terms, with what an open invoice leaves out from the request. */
export interface SendTerms {
  /** rgb-lib's form (`rgb:<id>`). */
  readonly assetId: string;
  readonly amount: bigint;
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

/**
 * The contract and amount of a send: the invoice's, or the request's where the invoice names
 * none. A request field that contradicts the invoice is refused (400 naming it), never preferred.
 */
export function resolveSendTerms(invoice: { readonly assetId: string | null; readonly amount: bigint | null }, options: SendOptions): SendTerms {
  let assetId = invoice.assetId;
  if (options.contractId !== undefined) {
    const requested = toRgbLibId(options.contractId);
    if (assetId !== null && assetId !== requested) {
      throw new InvalidRequestError(`contract_id ${normalizeContractId(options.contractId)} is not the invoice's contract ${toContractId(assetId)}`, 'Omit contract_id: the invoice names its contract', { field: 'contract_id' });
    }
    assetId = requested;
  }
  if (assetId === null) throw new InvalidRgbInvoiceError('it names no contract', 'Give contract_id, or ask the payee for an invoice of one contract');

  let amount = invoice.amount !== null && invoice.amount > 0n ? invoice.amount : null;
  if (options.amount !== undefined) {
    const requested = parseBindingAmount(options.amount, 'amount');
    if (amount !== null && amount !== requested) {
      throw new InvalidRequestError(`amount ${requested} is not the invoice's amount ${amount}`, 'Omit amount: the invoice names its amount', { field: 'amount' });
    }
    amount = requested;
  }
  if (amount === null) throw new InvalidRgbInvoiceError('it names no amount', 'Give amount, or ask the payee for an invoice with one');
  return { assetId, amount };
}
