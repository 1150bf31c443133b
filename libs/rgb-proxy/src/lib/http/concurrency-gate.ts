/** At most `limit` holders at once; `tryEnter` answers a release (safe to call twice) or null when full. */
export class ConcurrencyGate {
  private held = 0;

  constructor(private readonly limit: number) {}

  tryEnter(): (() => void) | null {
    if (this.held >= this.limit) return null;
    this.held += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.held -= 1;
    };
  }

  get inUse(): number {
    return this.held;
  }
}
