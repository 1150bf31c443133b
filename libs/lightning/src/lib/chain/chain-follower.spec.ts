import { FakeChain } from '../../testing/fake-chain';
import type { BlockListener, BlockRef } from './block-listener';
import { ChainFollower } from './chain-follower';
import { internalToDisplayHex } from '../ldk/bytes';
import { createHash } from 'node:crypto';

/** Behaves like LDK's listeners: refuses blocks out of chain order. */
class StrictListener implements BlockListener {
  readonly log: string[] = [];
  constructor(private chain: BlockRef[]) {}

  bestBlock(): BlockRef {
    return this.chain[this.chain.length - 1]!;
  }

  connect(block: Uint8Array, height: number): void {
    const previous = internalToDisplayHex(block.subarray(4, 36));
    if (previous !== this.bestBlock().hash || height !== this.bestBlock().height + 1) throw new Error('connected out of order');
    const hash = internalToDisplayHex(createHash('sha256').update(createHash('sha256').update(block.subarray(0, 80)).digest()).digest());
    this.chain.push({ hash, height });
    this.log.push(`+${height}`);
  }

  disconnect(header: Uint8Array, height: number): void {
    const hash = internalToDisplayHex(createHash('sha256').update(createHash('sha256').update(header).digest()).digest());
    if (hash !== this.bestBlock().hash || height !== this.bestBlock().height) throw new Error('disconnected the wrong block');
    this.chain.pop();
    this.log.push(`-${height}`);
  }
}

/** The listener's own view: every block of the chain's current best branch. */
async function history(chain: FakeChain): Promise<BlockRef[]> {
  const out: BlockRef[] = [];
  for (let h = 0; h <= chain.tip.height; h++) out.push({ hash: await chain.getBlockHash(h), height: h });
  return out;
}

describe('ChainFollower', () => {
  it('connects new blocks in order', async () => {
    const chain = new FakeChain();
    const listener = new StrictListener(await history(chain));
    chain.mine(3);
    expect(await new ChainFollower(chain).syncListener(listener, chain.tip)).toEqual({ disconnected: 0, connected: 3 });
    expect(listener.bestBlock()).toEqual(chain.tip);
    expect(listener.log).toEqual(['+1', '+2', '+3']);
  });

  it('disconnects a reorged branch down to the fork point, then connects the new one', async () => {
    const chain = new FakeChain();
    chain.mine(5);
    const listener = new StrictListener(await history(chain));
    const follower = new ChainFollower(chain);
    // The follower never saw the listener's blocks: it fetches the stale headers from the chain.
    chain.reorg(2, 3);
    expect(await follower.syncListener(listener, chain.tip)).toEqual({ disconnected: 2, connected: 3 });
    expect(listener.log).toEqual(['-5', '-4', '+4', '+5', '+6']);
    expect(listener.bestBlock()).toEqual(chain.tip);
  });

  it('handles a target lower than the listener (a shorter winning branch)', async () => {
    const chain = new FakeChain();
    chain.mine(4);
    const listener = new StrictListener(await history(chain));
    chain.reorg(3, 2);
    await new ChainFollower(chain).syncListener(listener, chain.tip);
    expect(listener.log).toEqual(['-4', '-3', '-2', '+2', '+3']);
    expect(listener.bestBlock()).toEqual(chain.tip);
  });

  it('resumes a listener that was behind and on a stale branch (restart)', async () => {
    const chain = new FakeChain();
    chain.mine(3);
    const stale = new StrictListener(await history(chain));
    chain.reorg(1, 4);
    const follower = new ChainFollower(chain);
    await follower.syncListener(stale, chain.tip);
    expect(stale.bestBlock()).toEqual(chain.tip);
    expect(stale.log[0]).toBe('-3');
  });

  it('does nothing when already at the target', async () => {
    const chain = new FakeChain();
    const listener = new StrictListener(await history(chain));
    expect(await new ChainFollower(chain).syncListener(listener, chain.tip)).toEqual({ disconnected: 0, connected: 0 });
  });
});
