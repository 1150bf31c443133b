import { ClaimFirstCompletions, type CompletionReport } from './claim-first-completions';

const at = { txid: new Uint8Array(32), index: 0 };
const ids = (reports: CompletionReport[]) => reports.map((r) => [r.key, [...r.updateIds]]);
/** Updates became durable; what the persister then reports. */
const durable = (c: ClaimFirstCompletions, key: string, updateIds: bigint[]) => {
  c.durable(key, at, updateIds);
  return c.release();
};

describe('ClaimFirstCompletions', () => {
  it('reports durable updates at once while no claim is outstanding', () => {
    const c = new ClaimFirstCompletions();
    c.handedOut('down', at, 1n, false);
    c.handedOut('down', at, 2n, false);
    expect(ids(durable(c, 'down', [1n]))).toEqual([['down', [1n]]]);
    expect(ids(durable(c, 'down', [2n]))).toEqual([['down', [2n]]]);
    expect(c.held).toBe(0);
  });

  it("holds other channels' completions while a claim is outstanding, then reports the claim channel first", () => {
    const c = new ClaimFirstCompletions();
    c.handedOut('up', at, 10n, true); // the upstream preimage update of a forward
    c.handedOut('down', at, 70n, false); // a downstream update in flight meanwhile
    expect(durable(c, 'down', [70n])).toEqual([]);
    expect(c.held).toBe(1);
    expect(ids(durable(c, 'up', [10n]))).toEqual([
      ['up', [10n]],
      ['down', [70n]],
    ]);
    expect(c.held).toBe(0);
  });

  it('keeps holding until the claim channel has nothing outstanding, reporting its partial completions as they come', () => {
    const c = new ClaimFirstCompletions();
    c.handedOut('up', at, 10n, true);
    c.handedOut('up', at, 11n, false);
    c.handedOut('down', at, 70n, false);
    durable(c, 'down', [70n]);
    expect(ids(durable(c, 'up', [10n]))).toEqual([['up', [10n]]]);
    expect(c.held).toBe(1);
    expect(ids(durable(c, 'up', [11n]))).toEqual([
      ['up', [11n]],
      ['down', [70n]],
    ]);
    // The claim is over: the next update of that channel is not a claim.
    c.handedOut('up', at, 12n, false);
    c.handedOut('down', at, 71n, false);
    expect(ids(durable(c, 'down', [71n]))).toEqual([['down', [71n]]]);
  });

  it('waits for every claim channel, and reports several durable ids of one channel together, oldest first', () => {
    const c = new ClaimFirstCompletions();
    c.handedOut('a', at, 1n, true);
    c.handedOut('b', at, 5n, true);
    c.handedOut('down', at, 7n, false);
    c.handedOut('down', at, 8n, false);
    expect(durable(c, 'down', [7n, 8n])).toEqual([]);
    expect(ids(durable(c, 'a', [1n]))).toEqual([['a', [1n]]]);
    expect(ids(durable(c, 'b', [5n]))).toEqual([
      ['b', [5n]],
      ['down', [7n, 8n]],
    ]);
  });

  it('an archived claim channel no longer holds the others', () => {
    const c = new ClaimFirstCompletions();
    c.handedOut('gone', at, 3n, true);
    c.handedOut('down', at, 9n, false);
    durable(c, 'down', [9n]);
    c.forget('gone');
    expect(ids(c.release())).toEqual([['down', [9n]]]);
  });

  it('reports ids it was never shown (never drops a completion)', () => {
    const c = new ClaimFirstCompletions();
    expect(ids(durable(c, 'x', [4n]))).toEqual([['x', [4n]]]);
  });

  it('says whether a claim is outstanding: from its hand-out until the claim channel has nothing outstanding', () => {
    const c = new ClaimFirstCompletions();
    expect(c.claimOutstanding).toBe(false);
    c.handedOut('down', at, 1n, false);
    expect(c.claimOutstanding).toBe(false);
    c.handedOut('up', at, 2n, true);
    c.handedOut('up', at, 3n, false);
    expect(c.claimOutstanding).toBe(true);
    durable(c, 'up', [2n]);
    expect(c.claimOutstanding).toBe(true);
    durable(c, 'up', [3n]);
    expect(c.claimOutstanding).toBe(false);
  });

  it('a claim handed out after updates became durable but before the release (LDK handling its events) holds them', () => {
    const c = new ClaimFirstCompletions();
    c.handedOut('down', at, 70n, false);
    c.durable('down', at, [70n]);
    c.handedOut('up', at, 10n, true);
    expect(c.release()).toEqual([]);
    expect(ids(durable(c, 'up', [10n]))).toEqual([
      ['up', [10n]],
      ['down', [70n]],
    ]);
  });
});
