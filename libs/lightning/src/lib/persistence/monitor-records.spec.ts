import { KV } from './kv-namespaces';
import { StoredMonitorUpdates, monitorUpdateKey, parseMonitorUpdateKey, storedAsUpdate, updatesToApply } from './monitor-records';

const bytes = (n: number) => Uint8Array.of(n);

describe('monitor records', () => {
  it('stores every update as a record except each fullEvery-th and the legacy closed-channel id', () => {
    expect([1n, 2n, 99n, 100n, 101n, 200n].map((id) => storedAsUpdate(id, 100))).toEqual([true, true, true, false, true, false]);
    expect(storedAsUpdate(0xffff_ffff_ffff_ffffn, 100)).toBe(false);
    expect(storedAsUpdate(7n, 1)).toBe(false); // 1: always the full monitor
  });

  it('keys update records so that key order is update order, and parses them back', () => {
    const keys = [10n, 9n, 100n].map((id) => monitorUpdateKey('ab_1', id)).sort();
    expect(keys.map((k) => parseMonitorUpdateKey(k)?.updateId)).toEqual([9n, 10n, 100n]);
    expect(parseMonitorUpdateKey(monitorUpdateKey('ab_1', 5n))).toEqual({ monitorKey: 'ab_1', updateId: 5n });
    expect(parseMonitorUpdateKey('ab_1/5')).toBeNull();
    expect(parseMonitorUpdateKey('00000000000000000005')).toBeNull();
  });

  it('writes update records write-once, and a full monitor deletes the records stored before it', () => {
    const stored = new StoredMonitorUpdates();
    stored.load([monitorUpdateKey('m', 3n), monitorUpdateKey('other', 1n)]);
    const first = stored.writesFor('m', [{ kind: 'update', updateId: 4n, bytes: bytes(4) }]);
    expect(first).toEqual([{ namespace: KV.monitorUpdates, key: monitorUpdateKey('m', 4n), value: bytes(4), versioned: false }]);
    const second = stored.writesFor('m', [
      { kind: 'full', bytes: bytes(9) },
      { kind: 'update', updateId: 6n, bytes: bytes(6) },
    ]);
    expect(second).toEqual([
      { namespace: KV.monitors, key: 'm', value: bytes(9) },
      { namespace: KV.monitorUpdates, key: monitorUpdateKey('m', 3n), value: null },
      { namespace: KV.monitorUpdates, key: monitorUpdateKey('m', 4n), value: null },
      { namespace: KV.monitorUpdates, key: monitorUpdateKey('m', 6n), value: bytes(6), versioned: false },
    ]);
    // The record written after the full monitor is the one left; the other monitor's are untouched.
    expect(stored.take('m')).toEqual([monitorUpdateKey('m', 6n)]);
    expect(stored.take('other')).toEqual([monitorUpdateKey('other', 1n)]);
  });

  it('applies the consecutive records after the full monitor, skips older ones, and names those after a gap', () => {
    const at = (...ids: bigint[]) => ids.map((updateId) => ({ updateId }));
    expect(updatesToApply(5n, at(7n, 3n, 6n, 5n))).toEqual({ apply: at(6n, 7n), stranded: [] });
    expect(updatesToApply(5n, at(6n, 8n, 9n))).toEqual({ apply: at(6n), stranded: at(8n, 9n) });
    expect(updatesToApply(5n, [])).toEqual({ apply: [], stranded: [] });
  });
});
