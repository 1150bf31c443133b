import { InMemoryKvStore } from '@rln/core/testing';
import { checkNodeIdentity } from './node-identity';

const NODE_A = '02' + 'a'.repeat(64);
const NODE_B = '03' + 'b'.repeat(64);

async function recorded(kv: InMemoryKvStore): Promise<string | null> {
  const entry = await kv.get('node', 'node_id');
  return entry ? Buffer.from(entry.value).toString('utf8') : null;
}

/** Another replica records its node id between this one's read and its write. */
class RacingKvStore extends InMemoryKvStore {
  constructor(private readonly otherNodeId: string) {
    super();
  }

  override async put(namespace: string, key: string, value: Uint8Array, expectedVersion?: bigint): Promise<bigint> {
    await super.put(namespace, key, Buffer.from(this.otherNodeId, 'utf8'), 0n);
    return super.put(namespace, key, value, expectedVersion);
  }
}

describe('checkNodeIdentity', () => {
  it('records the node id on the first start', async () => {
    const kv = new InMemoryKvStore();
    await checkNodeIdentity(kv, NODE_A, true);
    expect(await recorded(kv)).toBe(NODE_A);
    expect(kv.puts).toBe(1);
  });

  it('passes for the recorded node id without writing again', async () => {
    const kv = new InMemoryKvStore();
    await checkNodeIdentity(kv, NODE_A, false);
    await expect(checkNodeIdentity(kv, NODE_A, false)).resolves.toBeUndefined();
    await expect(checkNodeIdentity(kv, NODE_A, true)).resolves.toBeUndefined();
    expect(kv.puts).toBe(1);
  });

  it("refuses another node's seed, naming both node ids", async () => {
    const kv = new InMemoryKvStore();
    await checkNodeIdentity(kv, NODE_A, false);
    const error = await checkNodeIdentity(kv, NODE_B, false).then(
      () => null,
      (err: unknown) => err as Error,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error?.message).toContain(`belongs to node ${NODE_A}, not ${NODE_B}`);
    expect(error?.message).toMatch(/node_seed belongs to another node/);
    expect(await recorded(kv)).toBe(NODE_A);
  });

  it('tells a replica that just created a new seed to copy the node seed instead', async () => {
    const kv = new InMemoryKvStore();
    await checkNodeIdentity(kv, NODE_A, false);
    const existing = await checkNodeIdentity(kv, NODE_B, false).catch((err: Error) => err.message);
    const created = await checkNodeIdentity(kv, NODE_B, true).catch((err: Error) => err.message);
    expect(created).toContain(NODE_A);
    expect(created).toContain(NODE_B);
    expect(created).toMatch(/had no node_seed, so a new one was just created: copy the node seed file/);
    expect(created).not.toBe(existing);
  });

  it('checks against the id another replica recorded first when both start at once', async () => {
    const kv = new RacingKvStore(NODE_A);
    await expect(checkNodeIdentity(kv, NODE_B, true)).rejects.toThrow(`belongs to node ${NODE_A}, not ${NODE_B}`);
    expect(await recorded(kv)).toBe(NODE_A);

    const same = new RacingKvStore(NODE_A);
    await expect(checkNodeIdentity(same, NODE_A, false)).resolves.toBeUndefined();
  });

  it('passes a database error through', async () => {
    const kv = new InMemoryKvStore();
    kv.failWrites = 1;
    await expect(checkNodeIdentity(kv, NODE_A, false)).rejects.toThrow('database unavailable');
  });
});
