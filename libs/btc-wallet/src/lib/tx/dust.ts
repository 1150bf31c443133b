/**
 * Bitcoin Core's dust threshold at its default dust relay fee (3 sat/vB): an output is dust
 * when spending it would cost more than it is worth. The size counted is the output plus
 * a typical input spending it: 67 vB for a witness program, 148 vB otherwise. P2WPKH:
 * (31 + 67) x 3 = 294 sats; P2PKH: (34 + 148) x 3 = 546; P2WSH, P2TR: 330.
 * OP_RETURN outputs are unspendable and never dust.
 */
const DUST_RELAY_FEE_SAT_PER_VB = 3;
const OP_RETURN = 0x6a;

export function isWitnessProgram(script: Uint8Array): boolean {
  if (script.length < 4 || script.length > 42) return false;
  const version = script[0];
  if (version !== 0x00 && (version < 0x51 || version > 0x60)) return false;
  return script[1] + 2 === script.length;
}

export function dustThresholdSats(script: Uint8Array): bigint {
  if (script.length > 0 && script[0] === OP_RETURN) return 0n;
  const outputSize = 8 + 1 + script.length;
  const spendSize = isWitnessProgram(script) ? 32 + 4 + 1 + Math.floor(107 / 4) + 4 : 32 + 4 + 1 + 107 + 4;
  return BigInt((outputSize + spendSize) * DUST_RELAY_FEE_SAT_PER_VB);
}

export function isDust(script: Uint8Array, valueSats: bigint): boolean {
  return valueSats < dustThresholdSats(script);
}
