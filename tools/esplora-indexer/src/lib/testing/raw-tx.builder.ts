import { bytesToHex } from '@noble/hashes/utils';
import { fromDisplayHex } from '../parse/hash';

// Serializers for fabricated test data; the parsers under test read what these write.

export interface TxInSpec {
  readonly txid: string;
  readonly vout: number;
  readonly scriptSig?: Uint8Array;
  readonly sequence?: number;
  readonly witness?: readonly Uint8Array[];
}

export interface TxOutSpec {
  readonly valueSat: number;
  readonly script: Uint8Array;
}

export interface TxSpec {
  readonly version?: number;
  readonly locktime?: number;
  readonly inputs: readonly TxInSpec[];
  readonly outputs: readonly TxOutSpec[];
}

export function varInt(n: number): number[] {
  if (n < 0xfd) return [n];
  if (n <= 0xffff) return [0xfd, n & 0xff, n >>> 8];
  return [0xfe, ...u32(n)];
}

export function u32(n: number): number[] {
  return [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
}

function u64(n: number): number[] {
  const out: number[] = [];
  let v = BigInt(n);
  for (let i = 0; i < 8; i++) {
    out.push(Number(v & 0xffn));
    v >>= 8n;
  }
  return out;
}

function bytes(data: Uint8Array): number[] {
  return [...varInt(data.length), ...data];
}

export function buildTx(spec: TxSpec): Uint8Array {
  const segwit = spec.inputs.some((input) => (input.witness?.length ?? 0) > 0);
  const out: number[] = [...u32(spec.version ?? 2)];
  if (segwit) out.push(0x00, 0x01);
  out.push(...varInt(spec.inputs.length));
  for (const input of spec.inputs) {
    out.push(...fromDisplayHex(input.txid), ...u32(input.vout), ...bytes(input.scriptSig ?? new Uint8Array()), ...u32(input.sequence ?? 0xfffffffd));
  }
  out.push(...varInt(spec.outputs.length));
  for (const output of spec.outputs) out.push(...u64(output.valueSat), ...bytes(output.script));
  if (segwit) {
    for (const input of spec.inputs) {
      const witness = input.witness ?? [];
      out.push(...varInt(witness.length));
      for (const item of witness) out.push(...bytes(item));
    }
  }
  out.push(...u32(spec.locktime ?? 0));
  return Uint8Array.from(out);
}

export function buildTxHex(spec: TxSpec): string {
  return bytesToHex(buildTx(spec));
}

/** A coinbase paying `outputs`; height (BIP34) and `tag` in the scriptSig keep txids unique across branches. */
export function buildCoinbase(height: number, outputs: readonly TxOutSpec[], tag = 0): Uint8Array {
  return buildTx({
    version: 1,
    inputs: [{ txid: '0'.repeat(64), vout: 0xffffffff, scriptSig: Uint8Array.of(0x04, ...u32(height), 0x01, tag), sequence: 0xffffffff }],
    outputs,
  });
}

/** Output scripts of the common kinds, from a one-byte seed. */
export const scripts = {
  p2wpkh: (seed: number): Uint8Array => Uint8Array.of(0x00, 20, ...new Array<number>(20).fill(seed)),
  p2tr: (seed: number): Uint8Array => Uint8Array.of(0x51, 32, ...new Array<number>(32).fill(seed)),
  p2pkh: (seed: number): Uint8Array => Uint8Array.of(0x76, 0xa9, 20, ...new Array<number>(20).fill(seed), 0x88, 0xac),
  p2sh: (seed: number): Uint8Array => Uint8Array.of(0xa9, 20, ...new Array<number>(20).fill(seed), 0x87),
  opReturn: (data: number[]): Uint8Array => Uint8Array.of(0x6a, data.length, ...data),
};
