import { sha256 } from '@noble/hashes/sha256';

/** BOLT 3: up to 2^48 - 1 secrets per channel; the first one used has the highest index. */
export const FIRST_SECRET_INDEX = 2n ** 48n - 1n;

/**
 * The per-commitment secret index of asset commitment number `n` (counted up from 0). Indices
 * count down, as BOLT 3 requires, so the peer can store the secrets it receives compactly.
 */
export function secretIndexOf(commitmentNumber: bigint): bigint {
  if (commitmentNumber < 0n || commitmentNumber > FIRST_SECRET_INDEX) throw new RangeError(`commitment number ${commitmentNumber} out of range`);
  return FIRST_SECRET_INDEX - commitmentNumber;
}

/** BOLT 3 `generate_from_seed`: the secret at `index` of the chain rooted at `seed`. */
export function perCommitmentSecret(seed: Uint8Array, index: bigint): Uint8Array {
  return deriveSecret(seed, 48, index);
}

/**
 * BOLT 3 `derive_secret`: from the secret whose index shares bits `bits`..47 with `index`, the
 * secret at `index` (flip each set bit below `bits`, highest first, hashing after each flip).
 */
export function deriveSecret(base: Uint8Array, bits: number, index: bigint): Uint8Array {
  if (base.length !== 32) throw new RangeError('a per-commitment secret is 32 bytes');
  if (index < 0n || index > FIRST_SECRET_INDEX) throw new RangeError(`secret index ${index} out of range`);
  let p: Uint8Array = Uint8Array.from(base);
  for (let b = bits - 1; b >= 0; b--) {
    if ((index >> BigInt(b)) & 1n) {
      p[b >> 3] ^= 1 << (b & 7);
      p = sha256(p);
    }
  }
  return p;
}
