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
