import { sha256 } from '@noble/hashes/sha256';
import { concat, utf8 } from '@rln/core';
import { bech32, utils } from '@scure/base';
import { InvalidRgbInvoiceError } from './rgb-invoice.error';

/**
 * A BOLT 11 invoice taken apart at the bech32 level (https://github.com/lightning/bolts/blob/master/11-payment-encoding.md,
 * "Human-Readable Part" and "Data Part"): timestamp, tagged fields as written, signature. The
 * fields keep their words, so an invoice can be put back together with fields added and
 * nothing else changed.
 */
export interface Bolt11Parts {
  /** `ln` + currency prefix + optional amount, lower case. */
  readonly hrp: string;
  /** 35-bit timestamp, 7 words. */
  readonly timestampWords: readonly number[];
  readonly fields: readonly TaggedField[];
  /** r || s (64 bytes) and the recovery id (one byte). */
  readonly signature: Uint8Array;
}

export interface TaggedField {
  readonly tag: number;
  readonly words: readonly number[];
}

/**
 * The longest invoice read or written: 7089 characters, the alphanumeric capacity of the
 * largest QR code (and the limit LDK reads from 0.1.2 on). bech32's own 90-character limit is
 * for addresses; BOLT 11 lifts it.
 */
export const MAX_INVOICE_CHARS = 7089;
const TIMESTAMP_WORDS = 7;
const SIGNATURE_WORDS = 104;
const MAX_FIELD_WORDS = 1023;

export function splitBolt11(text: string): Bolt11Parts {
  if (text.length > MAX_INVOICE_CHARS) throw new InvalidRgbInvoiceError(`longer than ${MAX_INVOICE_CHARS} characters`);
  let decoded: { prefix: string; words: number[] };
  try {
    decoded = bech32.decode(text as `${string}1${string}`, MAX_INVOICE_CHARS);
  } catch (error) {
    throw new InvalidRgbInvoiceError(`not bech32 (${error instanceof Error ? error.message.slice(0, 80) : 'unreadable'})`);
  }
  const { prefix, words } = decoded;
  if (words.length < TIMESTAMP_WORDS + SIGNATURE_WORDS) throw new InvalidRgbInvoiceError('too short for a timestamp and a signature');
  const data = words.slice(TIMESTAMP_WORDS, -SIGNATURE_WORDS);
  const fields: TaggedField[] = [];
  for (let at = 0; at < data.length; ) {
    if (data.length - at < 3) throw new InvalidRgbInvoiceError('a tagged field is cut short');
    const length = data[at + 1] * 32 + data[at + 2];
    if (at + 3 + length > data.length) throw new InvalidRgbInvoiceError('a tagged field is cut short');
    fields.push({ tag: data[at], words: data.slice(at + 3, at + 3 + length) });
    at += 3 + length;
  }
  return {
    hrp: prefix,
    timestampWords: words.slice(0, TIMESTAMP_WORDS),
    fields,
    signature: bech32.fromWords(words.slice(-SIGNATURE_WORDS)),
  };
}

/** The data words BOLT 11 signs: timestamp and every tagged field (tag, 10-bit length, data). */
export function signedWords(parts: Pick<Bolt11Parts, 'timestampWords' | 'fields'>): number[] {
  const out = [...parts.timestampWords];
  for (const field of parts.fields) {
    if (field.words.length > MAX_FIELD_WORDS) throw new RangeError(`a tagged field holds at most ${MAX_FIELD_WORDS} words`);
    out.push(field.tag, field.words.length >> 5, field.words.length & 31, ...field.words);
  }
  return out;
}

/**
 * What the signature signs: SHA-256 of the human-readable part as UTF-8 and the data words
 * (without the signature) as bytes, zero bits appended to a byte boundary (BOLT 11 "Data Part").
 */
export function bolt11SigningHash(hrp: string, words: readonly number[]): Uint8Array {
  return sha256(concat([utf8(hrp), Uint8Array.from(utils.convertRadix2([...words], 5, 8, true))]));
}

export function joinBolt11(hrp: string, words: readonly number[], signature: Uint8Array): string {
  return bech32.encode(hrp, [...words, ...bech32.toWords(signature)], MAX_INVOICE_CHARS);
}

/** A big-endian integer of 5-bit words (BOLT 11 `x`, and RGB-Tools' tag 30), or undefined past u64. */
export function readU64Words(words: readonly number[]): bigint | undefined {
  let value = 0n;
  for (const word of words) {
    value = (value << 5n) | BigInt(word);
    if (value > U64_MAX) return undefined;
  }
  return value;
}

/** The shortest big-endian 5-bit form of a value (no leading zero words; zero is no words). */
export function u64Words(value: bigint): number[] {
  if (value < 0n || value > U64_MAX) throw new RangeError('not a u64');
  const out: number[] = [];
  for (let rest = value; rest > 0n; rest >>= 5n) out.unshift(Number(rest & 31n));
  return out;
}

export const U64_MAX = 0xffff_ffff_ffff_ffffn;
