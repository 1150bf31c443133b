import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';

export function sha256d(bytes: Uint8Array): Uint8Array {
  return sha256(sha256(bytes));
}

/** Bitcoin shows txids and block hashes byte-reversed ("display order"). */
export function toDisplayHex(internal: Uint8Array): string {
  return bytesToHex(Uint8Array.from(internal).reverse());
}

export function fromDisplayHex(display: string): Uint8Array {
  return hexToBytes(display).reverse();
}

/** Esplora's script hash: sha256(scriptPubKey) in forward hex (Electrum reverses it; Esplora does not). */
export function scriptHashOf(scriptPubKey: Uint8Array): string {
  return bytesToHex(sha256(scriptPubKey));
}

const HEX_64 = /^[0-9a-f]{64}$/;

export function isHash256Hex(value: string): boolean {
  return HEX_64.test(value);
}
