import { ConcurrencyGate } from './concurrency-gate';

describe('ConcurrencyGate', () => {
  it('lets `limit` holders in, refuses the next, and frees a place once per release', () => {
    const gate = new ConcurrencyGate(2);
    const a = gate.tryEnter();
    const b = gate.tryEnter();
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    expect(gate.tryEnter()).toBeNull();
    a?.();
    a?.();
    expect(gate.inUse).toBe(1);
    expect(gate.tryEnter()).not.toBeNull();
    expect(gate.tryEnter()).toBeNull();
  });
});
