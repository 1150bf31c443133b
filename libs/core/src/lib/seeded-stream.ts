/**
 * A small deterministic generator (mulberry32): a fuzz case or a soak run named by its seed
 * repeats exactly, on any machine, without a dependency. Subclasses add the draws they need.
 * Predictable by design: never for keys, nonces or anything secret.
 */
export class SeededStream {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
}
