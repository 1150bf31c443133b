import { InMemoryKvStore } from '@rln/core/testing';
import { DurableKvMap, type DurableKvCodec } from './durable-kv-map';
import { EngineStore } from './engine-store';

interface Entry {
  readonly id: string;
  readonly amountMsat: bigint;
}

const codec: DurableKvCodec<string, Entry> = {
  toStored: (entry) => ({ amountMsat: entry.amountMsat.toString() }),
  fromStored: (id, stored) => ({ id, amountMsat: BigInt((stored as { amountMsat: string }).amountMsat) }),
};

describe('DurableKvMap', () => {
  it('serves changes from memory at once and reloads what became durable', async () => {
    const kv = new InMemoryKvStore();
    const store = new EngineStore(kv);
    const map = new DurableKvMap(store, 'things', codec);
    const written = map.set('a', { id: 'a', amountMsat: 5n });
    expect(map.get('a')).toEqual({ id: 'a', amountMsat: 5n });
    await written;
    await map.set('b', { id: 'b', amountMsat: 2n ** 70n });
    expect(new TextDecoder().decode((await kv.get('things', 'a'))?.value)).toBe('{"amountMsat":"5"}');

    const reloaded = new DurableKvMap(store, 'things', codec);
    await reloaded.load();
    expect(reloaded.values()).toEqual([
      { id: 'a', amountMsat: 5n },
      { id: 'b', amountMsat: 2n ** 70n },
    ]);
  });

  it('deletes in memory at once and reports whether the key was there', async () => {
    const store = new EngineStore(new InMemoryKvStore());
    const map = new DurableKvMap(store, 'things', codec);
    await map.set('a', { id: 'a', amountMsat: 1n });

    const removed = map.delete('a');
    expect(removed.deleted).toBe(true);
    expect(map.get('a')).toBeUndefined();
    await removed.durable;
    expect(map.delete('a').deleted).toBe(false);

    const reloaded = new DurableKvMap(store, 'things', codec);
    await reloaded.load();
    expect(reloaded.values()).toEqual([]);
  });

  it('keeps namespaces apart', async () => {
    const store = new EngineStore(new InMemoryKvStore());
    await new DurableKvMap(store, 'one', codec).set('a', { id: 'a', amountMsat: 1n });
    const other = new DurableKvMap(store, 'two', codec);
    await other.load();
    expect(other.get('a')).toBeUndefined();
  });
});
