import { secp256k1 } from '@noble/curves/secp256k1';
import { decodeTlvStream, decodeTu64, type TlvRecord } from './tlv';

/**
 * BOLT 12's reader rules for offers and refunds, checked on the records before LDK reads them.
 * LDK 0.1 accepts offers that BOLT 12 says a reader must not respond to: a zero
 * `offer_amount`, unknown even `offer_features` bits, an empty `offer_chains`, a currency that
 * is not UTF-8 (see testdata/README.md). The rest is checked here too, so one place states the
 * rules (types in range, UTF-8 text, keys on the curve, well-formed blinded paths), and LDK's
 * own checks stay a second line.
 */

/** Records that break a BOLT 12 rule; the message names the rule. */
export class Bolt12RecordsError extends Error {}

const OFFER = { chains: 2n, metadata: 4n, currency: 6n, amount: 8n, description: 10n, features: 12n, absoluteExpiry: 14n, paths: 16n, issuer: 18n, quantityMax: 20n, issuerId: 22n } as const;
const INVREQ = { metadata: 0n, chain: 80n, amount: 82n, features: 84n, quantity: 86n, payerId: 88n, payerNote: 89n, paths: 90n, bip353Name: 91n } as const;
const OFFER_TYPES = new Set<bigint>(Object.values(OFFER));
const REFUND_TYPES = new Set<bigint>([...Object.values(OFFER), ...Object.values(INVREQ)]);

/** Offer fields an invoice_request without an offer must not hold (BOLT 12, writer and reader). */
const NOT_IN_REFUNDS = [
  [OFFER.chains, 'offer_chains'],
  [OFFER.metadata, 'offer_metadata'],
  [OFFER.amount, 'offer_amount'],
  [OFFER.currency, 'offer_currency'],
  [OFFER.features, 'offer_features'],
  [OFFER.paths, 'offer_paths'],
  [OFFER.quantityMax, 'offer_quantity_max'],
  [OFFER.issuerId, 'offer_issuer_id'],
] as const;

const TEXT_TYPES = [OFFER.currency, OFFER.description, OFFER.issuer, INVREQ.payerNote];
const TU64_TYPES = [OFFER.amount, OFFER.absoluteExpiry, OFFER.quantityMax, INVREQ.amount, INVREQ.quantity];

/** Checks an offer's TLV stream (`lno1...` data) against BOLT 12 "Requirements For Offers" (reader). */
export function checkOfferRecords(bytes: Uint8Array): void {
  const records = tlvRecords(bytes);
  const field = (type: bigint) => records.find((r) => r.type === type);
  for (const r of records) {
    if (!inRange(r.type, 1n, 79n) && !inRange(r.type, 1_000_000_000n, 1_999_999_999n)) throw refused(`type ${r.type} is outside the offer ranges (1-79, 1000000000-1999999999)`);
    if (r.type % 2n === 0n && !OFFER_TYPES.has(r.type)) throw refused(`unknown even type ${r.type}`);
  }
  checkCommonFields(field);
  const amount = field(OFFER.amount);
  if (amount && decodeTu64(amount.value) === 0n) throw refused('offer_amount is zero');
  if (amount && !field(OFFER.description)) throw refused('offer_amount without offer_description');
  if (field(OFFER.currency) && !amount) throw refused('offer_currency without offer_amount');
  if (!field(OFFER.issuerId) && !field(OFFER.paths)) throw refused('neither offer_issuer_id nor offer_paths');
}

/**
 * Checks a refund's TLV stream (`lnr1...` data): an invoice_request that answers no offer,
 * so BOLT 12 "Requirements for Invoice Requests" for one without an offer, and no signature.
 */
export function checkRefundRecords(bytes: Uint8Array): void {
  const records = tlvRecords(bytes);
  const field = (type: bigint) => records.find((r) => r.type === type);
  for (const r of records) {
    if (!inRange(r.type, 0n, 159n) && !inRange(r.type, 1_000_000_000n, 2_999_999_999n)) throw refused(`type ${r.type} is outside the refund ranges (0-159, 1000000000-2999999999)`);
    if (r.type % 2n === 0n && !REFUND_TYPES.has(r.type)) throw refused(`unknown even type ${r.type}`);
  }
  for (const [type, name] of NOT_IN_REFUNDS) if (field(type)) throw refused(`a refund carries no ${name}`);
  checkCommonFields(field);
  if (!field(INVREQ.metadata)) throw refused('no invreq_metadata');
  if (!field(INVREQ.amount)) throw refused('no invreq_amount');
  const chain = field(INVREQ.chain);
  if (chain && chain.value.length !== 32) throw refused('invreq_chain is not one chain hash');
  const features = field(INVREQ.features);
  if (features) checkFeatures(features.value, 'invreq_features');
  const payerId = field(INVREQ.payerId);
  if (!payerId) throw refused('no invreq_payer_id');
  checkPoint(payerId.value, 'invreq_payer_id');
  const paths = field(INVREQ.paths);
  if (paths) checkBlindedPaths(paths.value, 'invreq_paths');
}

/** The offer fields both forms carry, and the shapes of their values. */
function checkCommonFields(field: (type: bigint) => TlvRecord | undefined): void {
  for (const type of TEXT_TYPES) {
    const r = field(type);
    if (r && !isUtf8(r.value)) throw refused(`type ${type} is not valid UTF-8`);
  }
  for (const type of TU64_TYPES) {
    const r = field(type);
    if (r && (r.value.length > 8 || r.value[0] === 0)) throw refused(`type ${type} is not a minimal tu64`);
  }
  const chains = field(OFFER.chains);
  if (chains && (chains.value.length === 0 || chains.value.length % 32 !== 0)) throw refused('offer_chains is not one or more chain hashes');
  const features = field(OFFER.features);
  if (features) checkFeatures(features.value, 'offer_features');
  const paths = field(OFFER.paths);
  if (paths) checkBlindedPaths(paths.value, 'offer_paths');
  const issuerId = field(OFFER.issuerId);
  if (issuerId) checkPoint(issuerId.value, 'offer_issuer_id');
}

/** BOLT 9 defines no offer or invoice_request features yet: any even bit is unknown and required. */
function checkFeatures(bitmap: Uint8Array, name: string): void {
  for (let i = 0; i < bitmap.length; i++) {
    const byte = bitmap[bitmap.length - 1 - i];
    for (let bit = 0; bit < 8; bit += 2) {
      if (byte & (1 << bit)) throw refused(`${name} requires unknown feature ${i * 8 + bit}`);
    }
  }
}

/**
 * One or more BOLT 4 `blinded_path`s: first_node_id (a point, or a 9-byte sciddir), the
 * first path key, num_hops > 0, then each hop's blinded node id and its u16-length data.
 */
function checkBlindedPaths(bytes: Uint8Array, name: string): void {
  if (bytes.length === 0) throw refused(`${name} holds no path`);
  let at = 0;
  const take = (n: number, what: string): Uint8Array => {
    if (at + n > bytes.length) throw refused(`${name}: truncated ${what}`);
    at += n;
    return bytes.subarray(at - n, at);
  };
  while (at < bytes.length) {
    const lead = bytes[at];
    if (lead === 0 || lead === 1) take(9, 'first_node_id');
    else checkPoint(take(33, 'first_node_id'), `${name} first_node_id`);
    checkPoint(take(33, 'path_key'), `${name} path_key`);
    const hops = take(1, 'num_hops')[0];
    if (hops === 0) throw refused(`${name} has a path with no hops`);
    for (let i = 0; i < hops; i++) {
      checkPoint(take(33, 'blinded_node_id'), `${name} blinded_node_id`);
      const length = take(2, 'enclen');
      take((length[0] << 8) | length[1], 'encrypted_recipient_data');
    }
  }
}

function checkPoint(bytes: Uint8Array, name: string): void {
  if (bytes.length !== 33 || (bytes[0] !== 2 && bytes[0] !== 3)) throw refused(`${name} is not a compressed public key`);
  try {
    secp256k1.ProjectivePoint.fromHex(bytes);
  } catch {
    throw refused(`${name} is not a point on secp256k1`);
  }
}

function tlvRecords(bytes: Uint8Array): TlvRecord[] {
  try {
    return decodeTlvStream(bytes);
  } catch (error) {
    throw refused(error instanceof Error ? error.message : String(error));
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isUtf8(bytes: Uint8Array): boolean {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function inRange(type: bigint, low: bigint, high: bigint): boolean {
  return type >= low && type <= high;
}

function refused(reason: string): Bolt12RecordsError {
  return new Bolt12RecordsError(reason);
}
