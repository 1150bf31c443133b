import { concat, decodeTlvStream, encodeBigSize, encodeTu64 } from '@rln/core';
import type { SeededRandom } from './seeded-random';

/**
 * Mutations of a valid TLV payload for the codec fuzz tests. Each targets one rule a decoder
 * must hold (BOLT 1's stream rules, then each field's own), so that a mutated input gets past
 * the stream parser often enough to reach the field checks behind it.
 */

/** A TLV record whose type and length prefixes may be written wrongly on purpose. */
interface RawRecord {
  readonly type: bigint;
  readonly value: Uint8Array;
  /** Overrides the minimal BigSize of the type. */
  readonly typeBytes?: Uint8Array;
  /** Overrides the length prefix (a length that disagrees with the value, or a non-minimal one). */
  readonly lengthBytes?: Uint8Array;
}

function records(payload: Uint8Array): RawRecord[] {
  return decodeTlvStream(payload).map((r) => ({ type: r.type, value: r.value }));
}

function write(recs: readonly RawRecord[]): Uint8Array {
  return concat(recs.flatMap((r) => [r.typeBytes ?? encodeBigSize(r.type), r.lengthBytes ?? encodeBigSize(BigInt(r.value.length)), r.value]));
}

/** A BigSize that decodes to `n` but is one width too wide (BOLT 1 requires the minimal one). */
function nonMinimal(n: bigint): Uint8Array {
  if (n < 0xfdn) return Uint8Array.of(0xfd, 0, Number(n));
  if (n <= 0xffffn) return Uint8Array.of(0xfe, 0, 0, Number(n >> 8n), Number(n & 0xffn));
  return Uint8Array.of(0xff, ...new Uint8Array(4), ...encodeBigSize(n).subarray(1));
}

export type Mutation = (rng: SeededRandom, payload: Uint8Array, donor: Uint8Array) => Uint8Array;

/** Applies `f` to a parsed copy of the stream; falls back to the input when it has no records. */
function onRecords(payload: Uint8Array, f: (recs: RawRecord[]) => RawRecord[]): Uint8Array {
  const recs = records(payload);
  return recs.length === 0 ? payload : write(f(recs));
}

function replaceAt<T>(items: readonly T[], i: number, item: T): T[] {
  return items.map((x, j) => (j === i ? item : x));
}

const TYPE_CHOICES = (rng: SeededRandom, recs: readonly RawRecord[]): bigint =>
  rng.pick([rng.pick(recs).type, BigInt(rng.int(80)), BigInt(rng.int(0x1_0000)), 2n ** 32n, 2n ** 64n - 1n, 2n ** 64n - 2n]);

export const MUTATIONS: Readonly<Record<string, Mutation>> = {
  flipBits: (rng, p) => {
    const out = Uint8Array.from(p);
    for (let i = 1 + rng.int(4); i > 0 && out.length > 0; i--) out[rng.int(out.length)] ^= 1 << rng.int(8);
    return out;
  },
  interestingByte: (rng, p) => {
    const out = Uint8Array.from(p);
    if (out.length > 0) out[rng.int(out.length)] = rng.pick([0x00, 0x01, 0x7f, 0x80, 0xfc, 0xfd, 0xfe, 0xff]);
    return out;
  },
  truncate: (rng, p) => p.slice(0, rng.int(p.length + 1)),
  extendRandom: (rng, p) => concat([p, rng.bytes(1 + rng.int(64))]),
  /** BOLT 1: an unknown odd type after the others must be skipped. */
  appendOddTlv: (rng, p) => {
    const last = records(p).at(-1)?.type ?? 0n;
    const type = (last + 1n + BigInt(rng.int(1_000))) | 1n;
    const value = rng.bytes(rng.int(40));
    return concat([p, encodeBigSize(type), encodeBigSize(BigInt(value.length)), value]);
  },
  /** ...and an unknown even one refused. */
  appendEvenTlv: (rng, p) => {
    const last = records(p).at(-1)?.type ?? 0n;
    const type = (last + 2n + BigInt(rng.int(1_000))) & ~1n;
    const value = rng.bytes(rng.int(40));
    return concat([p, encodeBigSize(type), encodeBigSize(BigInt(value.length)), value]);
  },
  retype: (rng, p) => onRecords(p, (recs) => {
    const i = rng.int(recs.length);
    return replaceAt(recs, i, { ...recs[i], type: TYPE_CHOICES(rng, recs) });
  }),
  /** A length prefix that disagrees with the bytes that follow. */
  relength: (rng, p) => onRecords(p, (recs) => {
    const i = rng.int(recs.length);
    const n = BigInt(Math.max(0, recs[i].value.length + rng.pick([-2, -1, 1, 2, 64, 300])));
    return replaceAt(recs, i, { ...recs[i], lengthBytes: encodeBigSize(n) });
  }),
  hugeLength: (rng, p) => onRecords(p, (recs) => {
    const i = rng.int(recs.length);
    const n = rng.pick([0xffff_ffffn, 2n ** 63n, 2n ** 64n - 1n, 0x1_0000n]);
    return replaceAt(recs, i, { ...recs[i], lengthBytes: encodeBigSize(n) });
  }),
  nonMinimalBigSize: (rng, p) => onRecords(p, (recs) => {
    const i = rng.int(recs.length);
    const r = recs[i];
    return replaceAt(recs, i, rng.chance(0.5) ? { ...r, typeBytes: nonMinimal(r.type) } : { ...r, lengthBytes: nonMinimal(BigInt(r.value.length)) });
  }),
  /** A field's value of another size, properly framed: the field checks, not the stream's, must refuse it. */
  resizeValue: (rng, p) => onRecords(p, (recs) => {
    const i = rng.int(recs.length);
    const len = Math.max(0, recs[i].value.length + rng.pick([-33, -32, -1, 1, 31, 32, 64, 65]));
    const value = rng.chance(0.5) ? concat([recs[i].value, rng.bytes(64)]).slice(0, len) : rng.bytes(len);
    return replaceAt(recs, i, { ...recs[i], value });
  }),
  /** Same size, other bytes: sides, change tags, curve points, URLs. */
  randomValue: (rng, p) => onRecords(p, (recs) => {
    const i = rng.int(recs.length);
    return replaceAt(recs, i, { ...recs[i], value: rng.bytes(recs[i].value.length) });
  }),
  /** An integer field set to a width edge, minimal or not. */
  interestingInteger: (rng, p) => onRecords(p, (recs) => {
    const i = rng.int(recs.length);
    const tu64 = encodeTu64(rng.interestingU64());
    const value = rng.chance(0.8) ? tu64 : concat([Uint8Array.of(0), tu64]);
    return replaceAt(recs, i, { ...recs[i], value });
  }),
  swapAdjacent: (rng, p) => onRecords(p, (recs) => {
    if (recs.length < 2) return recs;
    const i = rng.int(recs.length - 1);
    const out = [...recs];
    [out[i], out[i + 1]] = [out[i + 1], out[i]];
    return out;
  }),
  duplicate: (rng, p) => onRecords(p, (recs) => {
    const i = rng.int(recs.length);
    return [...recs.slice(0, i + 1), recs[i], ...recs.slice(i + 1)];
  }),
  dropRecord: (rng, p) => onRecords(p, (recs) => {
    const i = rng.int(recs.length);
    return recs.filter((_, j) => j !== i);
  }),
  /** Records of another message put in, in type order: a field from the wrong message. */
  splice: (rng, p, donor) => {
    const mine = records(p);
    const theirs = records(donor).filter((r) => !mine.some((m) => m.type === r.type));
    const taken = theirs.filter(() => rng.chance(0.5));
    return write([...mine, ...taken].sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0)));
  },
  randomBytes: (rng) => rng.bytes(rng.int(300)),
};

export const MUTATION_NAMES = Object.keys(MUTATIONS);

/** One to three mutations in a row; returns the bytes and what was done, for the failure message. */
export function mutate(rng: SeededRandom, payload: Uint8Array, donor: Uint8Array): { bytes: Uint8Array; steps: string[] } {
  let bytes = payload;
  const steps: string[] = [];
  for (let i = 1 + rng.int(3); i > 0; i--) {
    const name = rng.pick(MUTATION_NAMES);
    // A stream the previous step broke cannot be re-parsed: only byte-level mutations go on.
    try {
      bytes = MUTATIONS[name](rng, bytes, donor);
      steps.push(name);
    } catch {
      bytes = MUTATIONS['flipBits'](rng, bytes, donor);
      steps.push('flipBits');
    }
  }
  return { bytes, steps };
}
