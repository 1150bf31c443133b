import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex } from '@noble/hashes/utils';
import { InvalidRequestError, utf8 } from '@rln/core';
import { bech32 } from '@scure/base';
import { bolt11SigningHash, joinBolt11, readU64Words, signedWords, splitBolt11, u64Words, U64_MAX, type Bolt11Parts, type TaggedField } from './bolt11-parts';
import { interfaceContractId, readRgbContractId, rgbLibContractId } from './rgb-contract-id';
import { InvalidRgbInvoiceError } from './rgb-invoice.error';

/**
 * RGB Lightning invoices: an ordinary BOLT 11 invoice (LDK writes it, with the BTC carrier as
 * its amount) plus two tagged fields, exactly as RGB-Tools' rust-lightning fork writes them
 * (github.com/RGB-Tools/rust-lightning, branch `rgb`, lightning-invoice 0.31 at 691a760a:
 * src/lib.rs `constants::TAG_RGB_AMOUNT`/`TAG_RGB_CONTRACT_ID` and `TaggedField::RgbAmount`/
 * `RgbContractId`; src/ser.rs `impl ToBase32 for RgbAmount`/`RgbContractId`; src/de.rs
 * `impl FromBase32` for both):
 * - tag 30 (`7`), `RgbAmount(u64)`: `encode_int_be_base32`, the amount big-endian in 5-bit
 *   words without leading zero words (the same packing as the `x` expiry); read back with
 *   `parse_u64_be`, which refuses a value past u64 (`IntegerOverflowError`);
 * - tag 31 (`l`), `RgbContractId(ContractId)`: the UTF-8 bytes of `ContractId::to_string()`
 *   (`rgb:` + chunked Baid64, see rgb-contract-id.ts) cut into 5-bit words, zero-padded like
 *   every byte field; read back with `ContractId::from_str` (`InvalidContractId` otherwise).
 * rgb-lightning-node's HEAD (6887cbf) pins a later commit of the fork (lightning-invoice 0.34) that
 * the stored snapshot lacks; its openapi.yaml example invoice shows the same layout (testdata/).
 * Both are covered by the BOLT 11 signature like any field. RGB-Tools' node also writes an
 * invoice with tag 31 and no tag 30 (the payer names the amount); we refuse that (below).
 */
export const TAG_RGB_AMOUNT = 30;
export const TAG_RGB_CONTRACT_ID = 31;

const TAG_PAYMENT_HASH = 1;
const TAG_EXPIRY = 6;
const TAG_PAYMENT_SECRET = 16;
const TAG_PAYEE = 19;
const HASH_WORDS = 52;
const PAYEE_WORDS = 53;
/** BOLT 11: "Default is 3600 (1 hour) if not specified." */
const DEFAULT_EXPIRY_SECS = 3600n;

export type InvoiceNetwork = 'bitcoin' | 'testnet' | 'signet' | 'regtest' | 'simnet';

export interface RgbInvoiceFields {
  /** `contract:<id>` (or rgb-lib's `rgb:<id>`). */
  readonly contractId: string;
  readonly assetAmount: bigint;
}

export interface DecodedRgbInvoice {
  readonly network: InvoiceNetwork;
  /** 32 bytes, hex. */
  readonly paymentHash: string;
  /** The payee's node id (compressed key, hex): the `n` field, else recovered from the signature. */
  readonly destination: string;
  readonly timestampUnixSecs: bigint;
  readonly expirySecs: bigint;
  /** The BTC carrier: the invoice's own amount, absent on an amountless invoice. */
  readonly carrierAmountMsat?: bigint;
  /** `contract:<id>`; present exactly when `assetAmount` is. */
  readonly contractId?: string;
  readonly assetAmount?: bigint;
}

/** Signs a 32-byte hash with the node key: compact r || s (low S) and the recovery id (0-3). */
export type InvoiceSigner = (hash32: Uint8Array) => { readonly signature64: Uint8Array; readonly recoveryId: number };

/**
 * `invoice` (an LDK invoice without RGB fields) with tags 30 and 31 appended and signed again
 * over the BOLT 11 preimage. The signer must be the invoice's payee, so the destination stays
 * the same; `InvalidRequestError` for a contract id or amount that could not be written.
 */
export function addRgbFields(invoice: string, fields: RgbInvoiceFields, signer: InvoiceSigner): string {
  const contract = readRgbContractId(fields.contractId, true);
  if (!contract) throw new InvalidRequestError(`contract_id "${fields.contractId.slice(0, 140)}" is not an RGB contract id`, undefined, { field: 'contract_id' });
  if (fields.assetAmount <= 0n || fields.assetAmount > U64_MAX) {
    throw new InvalidRequestError('asset_amount must be between 1 and 18446744073709551615', undefined, { field: 'asset_amount' });
  }
  const original = decodeRgbInvoice(invoice);
  if (original.contractId !== undefined) throw new InvalidRgbInvoiceError('it already carries RGB fields');

  const parts = splitBolt11(invoice);
  const words = signedWords({
    timestampWords: parts.timestampWords,
    fields: [
      ...parts.fields,
      { tag: TAG_RGB_AMOUNT, words: u64Words(fields.assetAmount) },
      { tag: TAG_RGB_CONTRACT_ID, words: bech32.toWords(utf8(rgbLibContractId(contract))) },
    ],
  });
  const hash = bolt11SigningHash(parts.hrp, words);
  const { signature64, recoveryId } = signer(hash);
  if (signature64.length !== 64 || !Number.isInteger(recoveryId) || recoveryId < 0 || recoveryId > 3) throw new Error('the signer returned a malformed signature');
  const signature = secp256k1.Signature.fromCompact(signature64);
  // LDK 0.1 refuses a high-S invoice signature; our signer (@noble/curves) writes low S.
  if (signature.hasHighS()) throw new Error('the signer returned a high-S signature');
  if (signature.addRecoveryBit(recoveryId).recoverPublicKey(hash).toHex(true) !== original.destination) {
    throw new Error("the signer is not the invoice's payee");
  }
  const signed = joinBolt11(parts.hrp, words, Uint8Array.of(...signature64, recoveryId));
  decodeRgbInvoice(signed); // what we hand out must read back
  return signed;
}

/**
 * Reads a BOLT 11 invoice and its RGB fields, checking its signature. Refuses (with
 * `InvalidRgbInvoiceError`) more than BOLT 11 itself: a duplicated payment hash, payment secret,
 * payee, tag 30 or tag 31; tag 30 without 31 or the reverse; an asset amount of zero or past
 * u64; a contract id that does not parse; text over `MAX_INVOICE_CHARS`. Unknown fields are
 * skipped; feature bits are left to LDK, which reads the invoice again before paying it.
 */
export function decodeRgbInvoice(invoice: string): DecodedRgbInvoice {
  const parts = splitBolt11(invoice);
  const { network, amountMsat } = readHrp(parts.hrp);
  const known = collectFields(parts.fields);

  const paymentHash = single(known, TAG_PAYMENT_HASH, 'payment hash (p)');
  if (!paymentHash) throw new InvalidRgbInvoiceError('no payment hash (p)');
  if (!single(known, TAG_PAYMENT_SECRET, 'payment secret (s)')) throw new InvalidRgbInvoiceError('no payment secret (s)');
  const payee = single(known, TAG_PAYEE, 'payee (n)');
  const expiryField = known.get(TAG_EXPIRY)?.[0];
  const expirySecs = expiryField ? readU64Words(expiryField.words) : DEFAULT_EXPIRY_SECS;
  if (expirySecs === undefined) throw new InvalidRgbInvoiceError('the expiry (x) overflows u64');

  const destination = checkSignature(parts, payee);
  const rgb = readRgbFields(known);
  return {
    network,
    paymentHash: bytesToHex(fieldBytes(paymentHash, 'payment hash (p)')),
    destination,
    timestampUnixSecs: readU64Words(parts.timestampWords) ?? 0n,
    expirySecs,
    ...(amountMsat === undefined ? {} : { carrierAmountMsat: amountMsat }),
    ...rgb,
  };
}

function readRgbFields(known: ReadonlyMap<number, readonly TaggedField[]>): Pick<DecodedRgbInvoice, 'contractId' | 'assetAmount'> {
  const amountField = single(known, TAG_RGB_AMOUNT, 'RGB asset amount (tag 30)');
  const contractField = single(known, TAG_RGB_CONTRACT_ID, 'RGB contract id (tag 31)');
  if (!amountField && !contractField) return {};
  if (!amountField || !contractField) throw new InvalidRgbInvoiceError('an RGB asset amount (tag 30) and contract id (tag 31) come together or not at all');
  const assetAmount = readU64Words(amountField.words);
  if (assetAmount === undefined) throw new InvalidRgbInvoiceError('the RGB asset amount (tag 30) overflows u64');
  if (assetAmount === 0n) throw new InvalidRgbInvoiceError('the RGB asset amount (tag 30) is zero');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(fieldBytes(contractField, 'RGB contract id (tag 31)'));
  } catch (error) {
    if (error instanceof InvalidRgbInvoiceError) throw error;
    throw new InvalidRgbInvoiceError('the RGB contract id (tag 31) is not UTF-8 text');
  }
  const contract = readRgbContractId(text);
  if (!contract) throw new InvalidRgbInvoiceError(`the RGB contract id (tag 31) "${text.slice(0, 140)}" does not parse`);
  return { contractId: interfaceContractId(contract), assetAmount };
}

/**
 * The fields this reader understands, by tag. BOLT 11: a `p`, `s` or `n` field of the wrong
 * length is skipped, not refused; tags 30 and 31 are kept whatever their length.
 */
function collectFields(fields: readonly TaggedField[]): Map<number, TaggedField[]> {
  const expectedWords: Readonly<Record<number, number>> = { [TAG_PAYMENT_HASH]: HASH_WORDS, [TAG_PAYMENT_SECRET]: HASH_WORDS, [TAG_PAYEE]: PAYEE_WORDS };
  const known = new Map<number, TaggedField[]>();
  for (const field of fields) {
    const expected = expectedWords[field.tag];
    if (expected !== undefined && field.words.length !== expected) continue;
    known.set(field.tag, [...(known.get(field.tag) ?? []), field]);
  }
  return known;
}

/** A byte field's bytes; the padding bits past the last byte must be zero (bech32 0.9 `from_base32`). */
export function fieldBytes(field: TaggedField, name: string): Uint8Array {
  try {
    return bech32.fromWords([...field.words]);
  } catch {
    throw new InvalidRgbInvoiceError(`the ${name} has non-zero padding bits`);
  }
}

function single(known: ReadonlyMap<number, readonly TaggedField[]>, tag: number, name: string): TaggedField | undefined {
  const found = known.get(tag) ?? [];
  if (found.length > 1) throw new InvalidRgbInvoiceError(`more than one ${name}`);
  return found[0];
}

/**
 * BOLT 11 "Requirements" for a reader: with an `n` field the signature must verify against it
 * in low-S form; without one the payee is recovered from the signature (high S accepted).
 */
function checkSignature(parts: Bolt11Parts, payee: TaggedField | undefined): string {
  const hash = bolt11SigningHash(parts.hrp, signedWords(parts));
  const compact = parts.signature.subarray(0, 64);
  const recoveryId = parts.signature[64];
  if (payee) {
    const key = fieldBytes(payee, 'payee (n)');
    let valid = false;
    try {
      valid = secp256k1.verify(compact, hash, key, { lowS: true });
    } catch {
      valid = false;
    }
    if (!valid) throw new InvalidRgbInvoiceError('the signature is not the payee’s (n field)');
    return bytesToHex(key);
  }
  try {
    if (recoveryId > 3) throw new RangeError('recovery id');
    return secp256k1.Signature.fromCompact(compact).addRecoveryBit(recoveryId).recoverPublicKey(hash).toHex(true);
  } catch {
    throw new InvalidRgbInvoiceError('the signature does not recover a public key');
  }
}

const NETWORKS: Readonly<Record<string, InvoiceNetwork>> = { bc: 'bitcoin', tb: 'testnet', tbs: 'signet', bcrt: 'regtest', sb: 'simnet' };
/** Millisatoshis per unit of the amount in the human-readable part, by multiplier. */
const MSAT_PER_UNIT: Readonly<Record<string, bigint>> = { '': 100_000_000_000n, m: 100_000_000n, u: 100_000n, n: 100n };

/** BOLT 11 "Human-Readable Part": `ln` + currency + optional amount (no leading zero) and multiplier. */
function readHrp(hrp: string): { network: InvoiceNetwork; amountMsat?: bigint } {
  const match = /^ln(bcrt|bc|tbs|tb|sb)(?:([1-9][0-9]*)([munp]?))?$/.exec(hrp);
  if (!match) throw new InvalidRgbInvoiceError(`the prefix "${hrp.slice(0, 40)}" is not ln + a currency + an amount`);
  const [, currency, digits, multiplier = ''] = match;
  const network = NETWORKS[currency];
  if (digits === undefined) return { network };
  if (digits.length > 20) throw new InvalidRgbInvoiceError('the amount is too large');
  const amount = BigInt(digits);
  let amountMsat: bigint;
  if (multiplier === 'p') {
    if (amount % 10n !== 0n) throw new InvalidRgbInvoiceError('the amount is not a whole number of millisatoshis');
    amountMsat = amount / 10n;
  } else {
    amountMsat = amount * MSAT_PER_UNIT[multiplier];
  }
  if (amountMsat > U64_MAX) throw new InvalidRgbInvoiceError('the amount is too large');
  return { network, amountMsat };
}
