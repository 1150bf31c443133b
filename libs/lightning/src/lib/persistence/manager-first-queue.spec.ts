import { ManagerFirstQueue } from './manager-first-queue';

const at = { txid: new Uint8Array(32), index: 0 };
const bytes = (n: number) => Uint8Array.of(n);

describe('ManagerFirstQueue', () => {
  it('keeps the newest bytes of a monitor with every update id they cover, oldest first', () => {
    const q = new ManagerFirstQueue();
    q.add('a', at, bytes(1), 5n);
    q.add('a', at, bytes(2), null); // a chain-sync write of the same monitor: no id of its own
    q.add('a', at, bytes(3), 6n);
    q.add('b', at, bytes(9), 1n);
    expect(q.size).toBe(2);
    expect(q.take()).toEqual([
      { key: 'a', outpoint: at, bytes: bytes(3), updateIds: [5n, 6n] },
      { key: 'b', outpoint: at, bytes: bytes(9), updateIds: [1n] },
    ]);
    expect(q.size).toBe(0);
  });

  it('holds back a write of a monitor taken for a manager write until that write is released (a chain-sync write must not overtake the manager)', () => {
    const q = new ManagerFirstQueue();
    q.add('a', at, bytes(1), 5n);
    const taken = q.take();
    expect(q.has('a')).toBe(true);
    expect(q.releasingCount).toBe(1);
    q.add('a', at, bytes(2), null); // the chain-sync write arriving meanwhile waits
    expect(q.size).toBe(1);
    q.released(taken);
    expect(q.releasingCount).toBe(0);
    expect(q.take()).toEqual([{ key: 'a', outpoint: at, bytes: bytes(2), updateIds: [] }]);
    q.released([{ key: 'a', outpoint: at, bytes: bytes(2), updateIds: [] }]);
    expect(q.has('a')).toBe(false);
  });

  it('puts back writes of a failed manager write ahead of newer ones, keeping the newer bytes', () => {
    const q = new ManagerFirstQueue();
    q.add('a', at, bytes(1), 5n);
    q.add('b', at, bytes(2), 1n);
    const taken = q.take();
    q.add('a', at, bytes(3), 6n);
    q.putBack(taken);
    expect(q.take()).toEqual([
      { key: 'a', outpoint: at, bytes: bytes(3), updateIds: [5n, 6n] },
      { key: 'b', outpoint: at, bytes: bytes(2), updateIds: [1n] },
    ]);
  });
});
