/** Field helpers shared by the asset channel's message codecs: fixed-size byte fields, hex, text. */

export class MalformedMessage extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedMessage';
  }
}

/** Longest text field (a reject's explanation). */
export const MAX_TEXT = 512;

export function text(bytes: Uint8Array): string {
  if (bytes.length > MAX_TEXT) throw new MalformedMessage('text too long');
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

export function hex32(hex: string, what: string): Uint8Array {
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new RangeError(`${what} must be 32 bytes of lowercase hex`);
  return Uint8Array.from(Buffer.from(hex, 'hex'));
}

export function fixed(bytes: Uint8Array, length: number, what: string): Uint8Array {
  if (bytes.length !== length) throw new RangeError(`${what} must be ${length} bytes`);
  return bytes;
}

export function exact(bytes: Uint8Array, length: number, what: string): Uint8Array {
  if (bytes.length !== length) throw new MalformedMessage(`${what} must be ${length} bytes, got ${bytes.length}`);
  return bytes;
}

export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}
