import type { BlockRecord } from '../index/index-records';
import type { BlockView } from './esplora-views';

export function toBlockView(block: BlockRecord): BlockView {
  const { header } = block;
  return {
    id: header.hash,
    height: block.height,
    version: header.version,
    timestamp: header.timestamp,
    tx_count: block.txids.length,
    size: block.sizeBytes,
    weight: block.weight,
    merkle_root: header.merkleRoot,
    previousblockhash: block.height === 0 ? null : header.prevHash,
    mediantime: block.medianTime,
    nonce: header.nonce,
    bits: header.bits,
    difficulty: difficultyOf(header.bits),
  };
}

/** Difficulty 1 target (0x1d00ffff) divided by the block's target, as a float. */
export function difficultyOf(bits: number): number {
  const exponent = bits >>> 24;
  const mantissa = bits & 0x00ffffff;
  if (mantissa === 0) return 0;
  return (0xffff / mantissa) * 2 ** (8 * (0x1d - exponent));
}
