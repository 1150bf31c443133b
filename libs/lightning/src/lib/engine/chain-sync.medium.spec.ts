import { randomBytes } from 'node:crypto';
import { FakeChain } from '../../testing/fake-chain';
import { InMemoryKvStore } from '@rln/core/testing';
import { LightningEngine } from './lightning-engine';
import { KV } from '../persistence/kv-namespaces';

jest.setTimeout(30_000);

// The real LDK ChannelManager + ChainMonitor following a chain that reorganises, and resuming
// from the stored manager after a restart on a chain that moved (and reorganised) meanwhile.
// LDK panics on any block connected or disconnected out of order, so passing means the order
// was right.
describe('LightningEngine chain sync (LDK on an in-memory chain)', () => {
  const seed = randomBytes(32);
  const chain = new FakeChain();
  const kv = new InMemoryKvStore();
  let engine: LightningEngine | undefined;
  const start = () => LightningEngine.start({ network: 'regtest', lightningSeed: seed, kv, chain, chainPollMs: 60_000 });

  afterAll(() => engine?.stop());

  it('starts at the tip, follows new blocks and reorgs', async () => {
    chain.mine(10);
    engine = await start();
    expect(engine.bestBlock()).toEqual(chain.tip);
    chain.mine(3);
    await engine.syncChain();
    expect(engine.bestBlock()).toEqual(chain.tip);
    chain.reorg(2, 4);
    await engine.syncChain();
    expect(engine.bestBlock()).toEqual({ hash: chain.tip.hash, height: 15 });
    chain.reorg(5, 1); // the winning branch is shorter
    await engine.syncChain();
    expect(engine.bestBlock()).toEqual({ hash: chain.tip.hash, height: 11 });
  });

  it('resumes from the stored manager after a restart, across a reorg that happened while down', async () => {
    const nodeId = engine!.nodeId();
    await engine!.stop();
    expect(await kv.get(KV.manager.namespace, KV.manager.key)).not.toBeNull();
    chain.reorg(2, 5);
    engine = await start();
    expect(engine.nodeId()).toBe(nodeId);
    expect(engine.bestBlock()).toEqual(chain.tip);
  });

  it('refuses to start when a stored channel monitor cannot be read', async () => {
    await engine!.stop();
    engine = undefined;
    const orphan = new InMemoryKvStore();
    await orphan.put(KV.monitors, 'aa'.repeat(32) + '_0', new Uint8Array([1, 2, 3]));
    await expect(LightningEngine.start({ network: 'regtest', lightningSeed: seed, kv: orphan, chain })).rejects.toThrow(/channel monitor .* could not be read/);
  });
});
