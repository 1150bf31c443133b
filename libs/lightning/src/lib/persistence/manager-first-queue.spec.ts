import { ManagerFirstQueue } from './manager-first-queue';
import type { MonitorRecord } from './monitor-records';

const at = { txid: new Uint8Array(32), index: 0 };
const full = (n: number): MonitorRecord => ({ kind: 'full', bytes: Uint8Array.of(n) });
const update = (id: bigint): MonitorRecord => ({ kind: 'update', updateId: id, bytes: Uint8Array.of(Number(id)) });

describe('ManagerFirstQueue', () => {
  it('adds up update records of a monitor with every update id they cover, oldest first', () => {
    const q = new ManagerFirstQueue();
    q.add('a', at, update(5n), 5n);
    q.add('a', at, update(6n), 6n);
    q.add('b', at, update(1n), 1n);
    expect(q.size).toBe(2);
    expect(q.take()).toEqual([
      { key: 'a', outpoint: at, records: [update(5n), update(6n)], updateIds: [5n, 6n] },
      { key: 'b', outpoint: at, records: [update(1n)], updateIds: [1n] },
    ]);
    expect(q.size).toBe(0);
  });

  it('lets a full monitor replace the records before it, keeping their update ids', () => {
    const q = new ManagerFirstQueue();
    q.add('a', at, update(5n), 5n);
    q.add('a', at, full(2), null); // a chain-sync write of the same monitor: no id of its own
    q.add('a', at, update(6n), 6n);
    expect(q.take()).toEqual([{ key: 'a', outpoint: at, records: [full(2), update(6n)], updateIds: [5n, 6n] }]);
  });

  it('holds back a write of a monitor taken for a manager write until that write is released (a chain-sync write must not overtake the manager)', () => {
    const q = new ManagerFirstQueue();
    q.add('a', at, update(5n), 5n);
    const taken = q.take();
    expect(q.has('a')).toBe(true);
    expect(q.releasingCount).toBe(1);
    q.add('a', at, full(2), null); // the chain-sync write arriving meanwhile waits
    expect(q.size).toBe(1);
    q.released(taken);
    expect(q.releasingCount).toBe(0);
    const next = q.take();
    expect(next).toEqual([{ key: 'a', outpoint: at, records: [full(2)], updateIds: [] }]);
    q.released(next);
    expect(q.has('a')).toBe(false);
  });

  it('puts back writes of a failed manager write ahead of newer ones; a newer full monitor still replaces them', () => {
    const q = new ManagerFirstQueue();
    q.add('a', at, update(5n), 5n);
    q.add('b', at, update(1n), 1n);
    q.add('c', at, update(3n), 3n);
    const taken = q.take();
    q.add('a', at, update(6n), 6n);
    q.add('c', at, full(9), 4n);
    q.putBack(taken);
    expect(q.take()).toEqual([
      { key: 'a', outpoint: at, records: [update(5n), update(6n)], updateIds: [5n, 6n] },
      { key: 'c', outpoint: at, records: [full(9)], updateIds: [3n, 4n] },
      { key: 'b', outpoint: at, records: [update(1n)], updateIds: [1n] },
    ]);
  });
});
