import type { Offer, Refund } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { toHex } from '../ldk/bytes';
import type { DecodedOffer, DecodedRefund } from '@rln/payments';
import { LightningError, type LightningErrorCode } from '../engine/lightning.error';
import { peerText } from '../ldk/optional';
import { Bolt12RecordsError, checkOfferRecords, checkRefundRecords } from './bolt12-records';
import { Bolt12StringError, readBolt12String } from './bolt12-string';
import { bech32NoChecksum } from './tlv';

/**
 * Parses a BOLT12 offer (`lno1...`); InvalidOffer for anything else. Our reading of the text
 * and of BOLT 12's offer rules comes first (bolt12-string.ts, bolt12-records.ts): LDK 0.1
 * accepts some offers the spec refuses.
 */
export function parseOffer(ldk: Ldk, offer: string): Offer {
  const text = checked(offer, 'lno', checkOfferRecords, 'InvalidOffer', 'offer (lno1...)');
  const parsed = ldk.Offer.constructor_from_str(text);
  if (!(parsed instanceof ldk.Result_OfferBolt12ParseErrorZ_OK)) throw new LightningError('InvalidOffer', 'not a valid BOLT12 offer (lno1...)');
  return parsed.res;
}

/** Parses a BOLT12 refund (`lnr1...`); InvalidRefund for anything else (our checks first, as for offers). */
export function parseRefund(ldk: Ldk, refund: string): Refund {
  const text = checked(refund, 'lnr', checkRefundRecords, 'InvalidRefund', 'refund (lnr1...)');
  const parsed = ldk.Refund.constructor_from_str(text);
  if (!(parsed instanceof ldk.Result_RefundBolt12ParseErrorZ_OK)) throw new LightningError('InvalidRefund', 'not a valid BOLT12 refund (lnr1...)');
  return parsed.res;
}

/** The plain read model of an offer; `nowSecs` decides `isExpired`. */
export function describeOffer(ldk: Ldk, offer: Offer, nowSecs: number): DecodedOffer {
  const amount = offer.amount();
  let amountMsat: bigint | null = null;
  let currencyAmount = false;
  if (amount instanceof ldk.Option_AmountZ_Some) {
    if (amount.some instanceof ldk.Amount_Bitcoin) amountMsat = amount.some.amount_msats;
    else currencyAmount = true;
  }
  const expiry = optionalU64(ldk, offer.absolute_expiry());
  const signingPubkey = offer.issuer_signing_pubkey();
  return {
    offerId: toHex(offer.id().get_a()),
    signingPubkey: signingPubkey.some((b) => b !== 0) ? toHex(signingPubkey) : null,
    description: peerText(offer.description()),
    issuer: peerText(offer.issuer()),
    amountMsat,
    currencyAmount,
    absoluteExpiryUnixSecs: expiry,
    chainHashes: offer.chains().map((c) => toHex(c)),
    pathsCount: offer.paths().length,
    expectsQuantity: Boolean(offer.expects_quantity()),
    isExpired: expiry !== null && expiry <= BigInt(nowSecs),
  };
}

/** The plain read model of a refund; `nowSecs` decides `isExpired`. */
export function describeRefund(ldk: Ldk, refund: Refund, nowSecs: number): DecodedRefund {
  const expiry = optionalU64(ldk, refund.absolute_expiry());
  return {
    description: peerText(refund.description()) ?? '',
    issuer: peerText(refund.issuer()),
    amountMsat: refund.amount_msats(),
    absoluteExpiryUnixSecs: expiry,
    chainHash: toHex(refund.chain()),
    payerSigningPubkey: toHex(refund.payer_signing_pubkey()),
    payerNote: peerText(refund.payer_note()),
    quantity: optionalU64(ldk, refund.quantity()),
    pathsCount: refund.paths().length,
    isExpired: expiry !== null && expiry <= BigInt(nowSecs),
  };
}

/**
 * A BOLT12 invoice as text: BOLT12's bech32 style (the charset, no checksum) with the `lni`
 * prefix other implementations use for invoices; BOLT12 itself only sends invoices as onion
 * messages and defines no string form.
 */
export function encodeBolt12Invoice(bytes: Uint8Array): string {
  return bech32NoChecksum('lni', bytes);
}

/**
 * The text LDK is given: what the reader made of `text` (lowercase, no `+` or whitespace),
 * after its records passed `check`. A refusal names what is wrong.
 */
function checked(text: string, hrp: string, check: (records: Uint8Array) => void, code: LightningErrorCode, what: string): string {
  try {
    const bytes = readBolt12String(text, hrp);
    check(bytes);
    return bech32NoChecksum(hrp, bytes);
  } catch (error) {
    if (error instanceof Bolt12StringError || error instanceof Bolt12RecordsError) throw new LightningError(code, `not a valid BOLT12 ${what}: ${error.message}`);
    throw error;
  }
}

function optionalU64(ldk: Ldk, value: unknown): bigint | null {
  return value instanceof ldk.Option_u64Z_Some ? value.some : null;
}
