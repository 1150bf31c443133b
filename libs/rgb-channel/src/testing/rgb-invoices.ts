import { secp256k1 } from '@noble/curves/secp256k1';
import { utf8 } from '@rln/core';
import { bech32 } from '@scure/base';
import { bolt11SigningHash, joinBolt11, signedWords, u64Words, type TaggedField } from '../lib/invoice/bolt11-parts';
import { addRgbFields } from '../lib/invoice/rgb-invoice';

/**
 * A regtest RGB invoice signed by `payeeSecret`, for tests that need one without an LDK node:
 * payment hash, secret, description and a final CLTV delta of 72, then the RGB fields as the
 * node adds them. `carrierMsat` must be a multiple of 100 (BOLT 11's `n` multiplier).
 */
export function testRgbInvoice(request: { payeeSecret: Uint8Array; paymentHash: string; contractId: string; assetAmount: bigint; carrierMsat: bigint; timestampUnixSecs?: number }): string {
  const hrp = `lnbcrt${request.carrierMsat / 100n}n`;
  const timestamp = u64Words(BigInt(request.timestampUnixSecs ?? Math.floor(Date.now() / 1000)));
  const fields: TaggedField[] = [
    { tag: 1, words: bech32.toWords(Buffer.from(request.paymentHash, 'hex')) },
    { tag: 16, words: bech32.toWords(new Uint8Array(32).fill(0x11)) },
    { tag: 13, words: bech32.toWords(utf8('test')) },
    { tag: 24, words: u64Words(72n) },
  ];
  const words = signedWords({ timestampWords: [...Array(7 - timestamp.length).fill(0), ...timestamp], fields });
  const sign = (hash: Uint8Array) => {
    const s = secp256k1.sign(hash, request.payeeSecret, { lowS: true });
    return { signature64: s.toCompactRawBytes(), recoveryId: s.recovery };
  };
  const signed = sign(bolt11SigningHash(hrp, words));
  const plain = joinBolt11(hrp, words, Uint8Array.of(...signed.signature64, signed.recoveryId));
  return addRgbFields(plain, { contractId: request.contractId, assetAmount: request.assetAmount }, sign);
}
