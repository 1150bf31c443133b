import { RefreshLimiter } from './refresh-limiter';

/** A response's headers, and the reads a route made (true: with a refresh). */
function harness(minIntervalMs: number) {
  let now = 1_000_000;
  const limiter = new RefreshLimiter(minIntervalMs, () => now);
  const reads: boolean[] = [];
  const read = async (refresh: boolean): Promise<string> => {
    reads.push(refresh);
    return refresh ? 'fresh' : 'stored';
  };
  const request = async (route = 'rgb/utxos', wanted = true, reader: (refresh: boolean) => Promise<string> = read) => {
    const headers: Record<string, string> = {};
    const value = await limiter.read({ setHeader: (name, v) => (headers[name] = v) }, route, wanted, reader);
    return { value, headers };
  };
  return { request, reads, advance: (ms: number) => (now += ms) };
}

describe('RefreshLimiter', () => {
  it('reads without refreshing and without headers when refresh is not asked for', async () => {
    const h = harness(5_000);
    expect(await h.request('wallet/utxos', false)).toEqual({ value: 'stored', headers: {} });
    expect(h.reads).toEqual([false]);
  });

  it('refreshes once per interval and route; within it answers from the stored state with Retry-After', async () => {
    const h = harness(5_000);
    expect(await h.request()).toEqual({ value: 'fresh', headers: { 'X-Refresh': 'done' } });
    h.advance(1_200);
    expect(await h.request()).toEqual({ value: 'stored', headers: { 'X-Refresh': 'skipped', 'Retry-After': '4' } });
    // Another route has its own interval.
    expect(await h.request('rgb/utxos/summary')).toEqual({ value: 'fresh', headers: { 'X-Refresh': 'done' } });
    h.advance(3_799);
    expect((await h.request()).headers).toEqual({ 'X-Refresh': 'skipped', 'Retry-After': '1' });
    h.advance(1);
    expect(await h.request()).toEqual({ value: 'fresh', headers: { 'X-Refresh': 'done' } });
    expect(h.reads).toEqual([true, false, true, false, true]);
  });

  it('lets a request that asks while a refresh runs wait for it instead of starting another', async () => {
    const h = harness(5_000);
    let finish: () => void = () => undefined;
    const slow = async (refresh: boolean) => {
      h.reads.push(refresh);
      if (refresh) await new Promise<void>((resolve) => (finish = resolve));
      return refresh ? 'fresh' : 'after the refresh';
    };
    const first = h.request('rgb/utxos', true, slow);
    const second = h.request('rgb/utxos', true, slow);
    await new Promise((r) => setImmediate(r));
    expect(h.reads).toEqual([true]); // the second has not read yet
    finish();
    expect(await first).toEqual({ value: 'fresh', headers: { 'X-Refresh': 'done' } });
    expect(await second).toEqual({ value: 'after the refresh', headers: { 'X-Refresh': 'joined' } });
    expect(h.reads).toEqual([true, false]);
  });

  it('counts a refresh that failed: the error goes to its caller, the next request within the interval is not refreshed', async () => {
    const h = harness(5_000);
    const failing = async (refresh: boolean) => {
      h.reads.push(refresh);
      if (refresh) throw new Error('indexer down');
      return 'stored';
    };
    await expect(h.request('rgb/utxos', true, failing)).rejects.toThrow('indexer down');
    expect((await h.request('rgb/utxos', true, failing)).headers).toEqual({ 'X-Refresh': 'skipped', 'Retry-After': '5' });
    expect(h.reads).toEqual([true, false]);
  });

  it('refreshes every time with an interval of 0', async () => {
    const h = harness(0);
    for (let i = 0; i < 3; i++) expect(await h.request()).toEqual({ value: 'fresh', headers: { 'X-Refresh': 'done' } });
    expect(h.reads).toEqual([true, true, true]);
  });
});
