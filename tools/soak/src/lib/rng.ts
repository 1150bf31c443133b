import { SeededStream } from '@rln/core';

/**
 * A seeded generator (SeededStream's mulberry32) so that a soak's choices (operations, amounts, victims,
 * pauses) repeat for the same seed. Each actor takes its own stream (`fork`), so one actor's
 * draws never shift another's however their calls interleave in time.
 */
export class Rng extends SeededStream {
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A bigint in [min, max] (small ranges: amounts in sat or asset units). */
  bigint(min: bigint, max: bigint): bigint {
    return min + BigInt(Math.floor(this.next() * Number(max - min + 1n)));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** One of `weights`' keys, each with its weight's share of the draws. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [key, weight] of entries) {
      r -= weight;
      if (r < 0) return key;
    }
    return entries[entries.length - 1][0];
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** 32 random bytes as hex (preimages, keys), from this stream. */
  hex32(): string {
    let out = '';
    for (let i = 0; i < 8; i++) out += Math.floor(this.next() * 2 ** 32).toString(16).padStart(8, '0');
    return out;
  }

  /** An independent stream for one actor, named so that adding actors keeps the others' draws. */
  fork(name: string): Rng {
    let h = this.seed ^ 0x9e3779b9;
    for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
    return new Rng(h >>> 0);
  }
}

/** A fresh seed when none is given (printed, so the run can be repeated). */
export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}
