import { SeededStream } from '@rln/core';

/**
 * A small deterministic PRNG for the fuzz tests (SeededStream's mulberry32): a failing case is named by its seed
 * and replays exactly, on any machine, without a new dependency.
 */
export class SeededRandom extends SeededStream {
  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('nothing to pick from');
    return items[this.int(items.length)];
  }

  bytes(n: number): Uint8Array {
    return Uint8Array.from({ length: n }, () => this.int(256));
  }

  /** Biased towards the values that break codecs: 0, 1, the ends of each width, and then anything. */
  interestingU64(): bigint {
    const edges = [0n, 1n, 2n, 0x7fn, 0xffn, 0x100n, 0xffffn, 0x1_0000n, 0xffff_ffffn, 0x1_0000_0000n, 2n ** 48n - 1n, 2n ** 48n, 2n ** 63n, 2n ** 64n - 1n];
    if (this.chance(0.7)) return this.pick(edges);
    return BigInt.asUintN(64, BigInt(`0x${Buffer.from(this.bytes(8)).toString('hex')}`));
  }
}
