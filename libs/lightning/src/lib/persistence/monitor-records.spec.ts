import { KV } from './kv-namespaces';
import { FullMonitorPolicy, StoredMonitorUpdates, monitorUpdateKey, parseMonitorUpdateKey, updatesToApply } from './monitor-records';

const bytes = (n: number) => Uint8Array.of(n);

describe('monitor records', () => {
  it('writes the full monitor once the records since the last one would outgrow it, and first of all', () => {
    const policy = new FullMonitorPolicy();
    expect(policy.asRecord('m', 1n, 10)).toBe(false); // no full monitor written yet
    policy.full('m', 100);
    expect([2n, 3n, 4n].map((id) => policy.asRecord('m', id, 30))).toEqual([true, true, true]);
    expect(policy.asRecord('m', 5n, 30)).toBe(false); // 120 bytes of records > the 100-byte monitor
    policy.full('m', 1_000); // the monitor grew: more records fit before the next full write
    expect(Array.from({ length: 33 }, (_, i) => policy.asRecord('m', 6n + BigInt(i), 30)).every(Boolean)).toBe(true);
    expect(policy.asRecord('m', 40n, 30)).toBe(false);
    policy.full('m', 100);
    expect(policy.asRecord('m', 0xffff_ffff_ffff_ffffn, 1)).toBe(false); // the legacy closed-channel update
    policy.forget('m');
    expect(policy.asRecord('m', 41n, 1)).toBe(false);
  });

  it('caps the number of records between two full monitors when asked', () => {
    const policy = new FullMonitorPolicy(2);
    policy.full('m', 1_000);
    expect([1n, 2n, 3n].map((id) => policy.asRecord('m', id, 1))).toEqual([true, true, false]);
    const never = new FullMonitorPolicy(0);
    never.full('m', 1_000);
    expect(never.asRecord('m', 1n, 1)).toBe(false);
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
