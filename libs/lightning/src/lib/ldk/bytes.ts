/** Byte helpers shared by the adapters; LDK speaks Uint8Array, our surface speaks hex. */
export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

export function fromHex(hex: string, expectedLength?: number): Uint8Array {
  if (!/^([0-9a-f]{2})*$/i.test(hex)) throw new Error(`not hex: "${hex.slice(0, 20)}"`);
  const bytes = new Uint8Array(Buffer.from(hex, 'hex'));
  if (expectedLength !== undefined && bytes.length !== expectedLength) {
    throw new Error(`expected ${expectedLength} bytes, got ${bytes.length}`);
  }
  return bytes;
}

/**
 * Bitcoin shows txids and block hashes byte-reversed: LDK's `get_txid()`/`get_block_hash()`
 * return internal order, RPC and explorers use the reversed hex.
 */
export function internalToDisplayHex(hash: Uint8Array): string {
  return toHex(Uint8Array.from(hash).reverse());
}

export function displayHexToInternal(hex: string): Uint8Array {
  return fromHex(hex, 32).reverse();
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
