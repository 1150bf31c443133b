import type { CustomTlvBytes } from '@rln/payments';
import { LightningError } from '../engine/lightning.error';

/** The first custom TLV type (BOLT4: types >= 2^16 are for applications). */
export const MIN_CUSTOM_TLV_TYPE = 65536n;
/** Where keysend carries its preimage; LDK writes it and refuses it as a custom TLV. */
export const KEYSEND_PREIMAGE_TLV_TYPE = 5482373484n;
const MAX_U64 = 2n ** 64n - 1n;

/** A 32-byte hex value (payment hash, preimage, payment id, channel id), lowercased. */
export function parseHex32(value: string, what: string): string {
  if (typeof value !== 'string' || !/^[0-9a-fA-F]{64}$/.test(value)) {
    throw new LightningError('InvalidRequest', `${what} must be 32 bytes of hex, got "${String(value).slice(0, 80)}"`);
  }
  return value.toLowerCase();
}

export function requirePositiveMsat(amountMsat: bigint, what = 'amountMsat'): void {
  if (typeof amountMsat !== 'bigint' || amountMsat <= 0n || amountMsat > MAX_U64) {
    throw new LightningError('InvalidRequest', `${what} must be a positive msat amount`);
  }
}

/** Checks custom TLVs for a keysend and returns them sorted by type (LDK's requirement). */
export function validateCustomTlvs(tlvs: readonly CustomTlvBytes[]): CustomTlvBytes[] {
  const seen = new Set<bigint>();
  for (const tlv of tlvs) {
    if (typeof tlv.type !== 'bigint' || tlv.type > MAX_U64) throw new LightningError('InvalidRequest', 'a custom TLV type must be a u64');
    if (tlv.type < MIN_CUSTOM_TLV_TYPE) {
      throw new LightningError('InvalidRequest', `custom TLV type ${tlv.type} is below ${MIN_CUSTOM_TLV_TYPE} (the custom range)`);
    }
    if (tlv.type === KEYSEND_PREIMAGE_TLV_TYPE) throw new LightningError('InvalidRequest', `custom TLV type ${tlv.type} is the keysend preimage`);
    if (seen.has(tlv.type)) throw new LightningError('InvalidRequest', `custom TLV type ${tlv.type} appears twice`);
    if (!(tlv.value instanceof Uint8Array)) throw new LightningError('InvalidRequest', `custom TLV ${tlv.type} has no byte value`);
    seen.add(tlv.type);
  }
  return [...tlvs].sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
}
