import { InMemoryKvStore } from '@rln/core/testing';
import { EngineStore } from './engine-store';

const bytes = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array | null) => (b ? new TextDecoder().decode(b) : null);

describe('EngineStore', () => {
  it('writes with versions and reads back', async () => {
    const kv = new InMemoryKvStore();
    const store = new EngineStore(kv);
    await store.write('ns', 'k', bytes('one'));
    await store.write('ns', 'k', bytes('two'));
    expect(text(await store.read('ns', 'k'))).toBe('two');
    expect((await kv.get('ns', 'k'))?.version).toBe(2n);
  });

  it('coalesces writes queued behind a running one; every caller resolves', async () => {
    const kv = new InMemoryKvStore();
    const store = new EngineStore(kv);
    const writes = ['a', 'b', 'c', 'd'].map((v) => store.write('ns', 'k', bytes(v)));
    await Promise.all(writes);
    expect(text(await store.read('ns', 'k'))).toBe('d');
    expect(kv.puts).toBe(2); // 'a' ran at once; 'b'..'d' became one write of 'd'
  });

  it('refuses to overwrite state another writer changed (version conflict)', async () => {
    const kv = new InMemoryKvStore();
    const mine = new EngineStore(kv);
    await mine.write('ns', 'k', bytes('mine'));
    const other = new EngineStore(kv);
    await other.read('ns', 'k');
    await other.write('ns', 'k', bytes('theirs'));
    await expect(mine.write('ns', 'k', bytes('again'))).rejects.toMatchObject({ name: 'VersionConflictError' });
    expect(text((await kv.get('ns', 'k'))?.value ?? null)).toBe('theirs');
  });

  it('retries transient failures before reporting', async () => {
    const kv = new InMemoryKvStore();
    const store = new EngineStore(kv, { attempts: 3, backoffMs: 1 });
    kv.failWrites = 2;
    await store.write('ns', 'k', bytes('x'));
    kv.failWrites = 3;
    await expect(store.write('ns', 'k', bytes('y'))).rejects.toThrow('database unavailable');
  });

  it('deletes after earlier writes of the same key', async () => {
    const kv = new InMemoryKvStore();
    const store = new EngineStore(kv);
    void store.write('ns', 'k', bytes('x'));
    await store.delete('ns', 'k');
    expect(await kv.get('ns', 'k')).toBeNull();
    await store.write('ns', 'k', bytes('back'));
    expect(text(await store.read('ns', 'k'))).toBe('back');
  });
});

describe('EngineStore.writeTogether', () => {
  it('writes a group in one transaction, versioned unless told otherwise', async () => {
    const kv = new InMemoryKvStore();
    const store = new EngineStore(kv);
    await store.writeTogether([
      { namespace: 'm', key: 'manager', value: bytes('m1') },
      { namespace: 'u', key: 'u1', value: bytes('x'), versioned: false },
    ]);
    expect(kv.puts).toBe(1);
    // A write-once record written again (a retry after an ambiguous commit) is no conflict.
    await store.writeTogether([
      { namespace: 'm', key: 'manager', value: bytes('m2') },
      { namespace: 'u', key: 'u1', value: bytes('x'), versioned: false },
    ]);
    expect(text(await store.read('m', 'manager'))).toBe('m2');
    expect((await kv.get('m', 'manager'))?.version).toBe(2n);
  });

  it('merges groups queued behind a running one, the last write of each key winning', async () => {
    const kv = new InMemoryKvStore();
    const store = new EngineStore(kv);
    const groups = [
      store.writeTogether([{ namespace: 'n', key: 'a', value: bytes('a1') }, { namespace: 'n', key: 'u1', value: bytes('u1') }]),
      store.writeTogether([{ namespace: 'n', key: 'a', value: bytes('a2') }, { namespace: 'n', key: 'u2', value: bytes('u2') }]),
      store.writeTogether([{ namespace: 'n', key: 'a', value: bytes('a3') }, { namespace: 'n', key: 'u1', value: null }]),
    ];
    await Promise.all(groups);
    expect(kv.puts).toBe(2); // the first ran at once; the other two became one transaction
    expect(await kv.list('n')).toEqual(['a', 'u2']);
    expect(text(await store.read('n', 'a'))).toBe('a3');
  });

  it('resolves an empty group once the groups queued before it are durable', async () => {
    const kv = new InMemoryKvStore();
    const store = new EngineStore(kv);
    const order: string[] = [];
    const first = store.writeTogether([{ namespace: 'n', key: 'a', value: bytes('a') }]).then(() => order.push('a'));
    const second = store.writeTogether([{ namespace: 'n', key: 'b', value: bytes('b') }]).then(() => order.push('b'));
    await store.writeTogether([]).then(() => order.push('empty'));
    await Promise.all([first, second]);
    expect(order).toEqual(['a', 'b', 'empty']);
    expect(await kv.list('n')).toEqual(['a', 'b']);
  });

  it('takes a retried group whose first commit landed unanswered as written, and still refuses another writer', async () => {
    const kv = new InMemoryKvStore();
    const store = new EngineStore(kv, { backoffMs: 1 });
    await store.writeTogether([{ namespace: 'n', key: 'm', value: bytes('m1') }, { namespace: 'n', key: 'r1', value: bytes('r'), versioned: false }]);
    // The next commit reaches the store, but its answer is lost.
    const commit = kv.writeAll.bind(kv);
    let lost = 1;
    kv.writeAll = async (writes) => {
      const versions = await commit(writes);
      if (lost-- > 0) throw new Error('connection reset after COMMIT');
      return versions;
    };
    await store.writeTogether([{ namespace: 'n', key: 'm', value: bytes('m2') }, { namespace: 'n', key: 'r2', value: bytes('r'), versioned: false }]);
    await store.writeTogether([{ namespace: 'n', key: 'm', value: bytes('m3') }, { namespace: 'n', key: 'r3', value: bytes('r'), versioned: false }]);
    expect(text(await store.read('n', 'm'))).toBe('m3');
    // A conflict with different bytes stored is another writer's: refused.
    const other = new EngineStore(kv);
    await other.read('n', 'm');
    await other.write('n', 'm', bytes('theirs'));
    lost = 1;
    await expect(store.writeTogether([{ namespace: 'n', key: 'm', value: bytes('m4') }, { namespace: 'n', key: 'r4', value: bytes('r'), versioned: false }])).rejects.toMatchObject({ name: 'VersionConflictError' });
  });

  it('keeps versions only of keys that exist and are versioned (a peer driving updates cannot grow it)', async () => {
    const kv = new InMemoryKvStore();
    const store = new EngineStore(kv);
    for (let i = 0; i < 50; i++) {
      await store.writeTogether([{ namespace: 'n', key: 'm', value: bytes(`m${i}`) }, { namespace: 'u', key: `r${i}`, value: bytes('r'), versioned: false }]);
      if (i % 10 === 9) await store.writeTogether([{ namespace: 'n', key: 'full', value: bytes('f') }, ...Array.from({ length: 10 }, (_, j) => ({ namespace: 'u', key: `r${i - j}`, value: null }))]);
    }
    expect((store as unknown as { versions: Map<string, bigint> }).versions.size).toBe(2);
  });

  it('refuses a whole group when one versioned key was changed by another writer', async () => {
    const kv = new InMemoryKvStore();
    const mine = new EngineStore(kv);
    await mine.writeTogether([{ namespace: 'n', key: 'a', value: bytes('mine') }, { namespace: 'n', key: 'b', value: bytes('b') }]);
    const other = new EngineStore(kv);
    await other.read('n', 'a');
    await other.write('n', 'a', bytes('theirs'));
    await expect(mine.writeTogether([{ namespace: 'n', key: 'c', value: bytes('c') }, { namespace: 'n', key: 'a', value: bytes('again') }])).rejects.toMatchObject({ name: 'VersionConflictError' });
    expect(await kv.list('n')).toEqual(['a', 'b']);
  });
});
