import { LightningError } from '../engine/lightning.error';
import { KEYSEND_PREIMAGE_TLV_TYPE, parseHex32, requirePositiveMsat, validateCustomTlvs } from './payment-inputs';

const code = (call: () => unknown): string | undefined => {
  try {
    call();
  } catch (err) {
    return err instanceof LightningError ? err.code : 'other';
  }
  return undefined;
};

describe('payment inputs', () => {
  it('sorts valid custom TLVs by type', () => {
    const v = Uint8Array.of(1);
    expect(validateCustomTlvs([{ type: 70_000n, value: v }, { type: 65_536n, value: v }]).map((t) => t.type)).toEqual([65_536n, 70_000n]);
    expect(validateCustomTlvs([])).toEqual([]);
  });

  it.each([
    ['below the custom range', [{ type: 65_535n, value: Uint8Array.of(1) }]],
    ['the keysend preimage type', [{ type: KEYSEND_PREIMAGE_TLV_TYPE, value: Uint8Array.of(1) }]],
    ['a duplicate', [{ type: 65_537n, value: Uint8Array.of(1) }, { type: 65_537n, value: Uint8Array.of(2) }]],
    ['above u64', [{ type: 2n ** 64n, value: Uint8Array.of(1) }]],
  ])('refuses %s with InvalidRequest', (_what, tlvs) => {
    expect(code(() => validateCustomTlvs(tlvs))).toBe('InvalidRequest');
  });

  it('parses 32-byte hex and positive amounts', () => {
    expect(parseHex32('AB'.repeat(32), 'x')).toBe('ab'.repeat(32));
    expect(code(() => parseHex32('ab', 'x'))).toBe('InvalidRequest');
    expect(code(() => requirePositiveMsat(0n))).toBe('InvalidRequest');
    expect(code(() => requirePositiveMsat(1n))).toBeUndefined();
  });
});
