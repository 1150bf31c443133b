import { InMemoryKvStore } from '../../testing/in-memory-kv-store';
import { KvJsonRecords } from './kv-json-records';

describe('KvJsonRecords', () => {
  it('puts, overwrites, lists and removes JSON records of one namespace only', async () => {
    const kv = new InMemoryKvStore();
    const records = new KvJsonRecords<{ n: number }>(kv, 'a');
    await records.put('x', { n: 1 });
    await records.put('y', { n: 2 });
    await records.put('x', { n: 3 });
    await new KvJsonRecords<{ n: number }>(kv, 'b').put('z', { n: 9 });
    expect((await records.list()).map((r) => r.n).sort()).toEqual([2, 3]);
    await records.remove('x');
    await records.remove('missing');
    expect(await records.list()).toEqual([{ n: 2 }]);
  });
});
