import type { ChainSource } from '@rln/chain';
import type { BlockListener, BlockRef } from './block-listener';
import { internalToDisplayHex } from '../ldk/bytes';

/** The chain calls a follower needs (a subset of the ChainSource port). */
export type FollowerChain = Pick<ChainSource, 'getTip' | 'getBlockHeader' | 'getRawBlock'>;

/** How many recently connected headers are kept for disconnecting without a fetch. */
const HEADER_CACHE_SIZE = 200;

/**
 * Brings block listeners to a given tip, reorg-safe: it walks back from the target through
 * `previousHash` (never by height, which moves under a reorg) until it meets the listener's
 * own best block, disconnects the listener's stale blocks one by one and connects the new
 * ones in order. Each listener starts from its own best block, so a ChannelManager and
 * monitors persisted at different heights all resume correctly after a restart.
 */
export class ChainFollower {
  private readonly headers = new Map<string, Uint8Array>();

  constructor(private readonly chain: FollowerChain) {}

  tip(): Promise<BlockRef> {
    return this.chain.getTip();
  }

  /** Returns how many blocks were disconnected and connected. */
  async syncListener(listener: BlockListener, target: BlockRef): Promise<{ disconnected: number; connected: number }> {
    let best = listener.bestBlock();
    if (best.hash === target.hash) return { disconnected: 0, connected: 0 };
    const toConnect: BlockRef[] = [];
    let cursor = target;
    while (cursor.height > best.height) {
      toConnect.push(cursor);
      cursor = await this.parent(cursor);
    }
    let disconnected = 0;
    while (best.height > cursor.height) {
      await this.disconnect(listener, best);
      disconnected++;
      best = listener.bestBlock();
    }
    while (cursor.hash !== best.hash) {
      if (cursor.height === 0) throw new Error(`listener's chain at ${best.hash} shares no block with ${target.hash}`);
      toConnect.push(cursor);
      cursor = await this.parent(cursor);
      await this.disconnect(listener, best);
      disconnected++;
      best = listener.bestBlock();
    }
    toConnect.reverse();
    for (const ref of toConnect) {
      const block = await this.chain.getRawBlock(ref.hash);
      const previous = internalToDisplayHex(block.subarray(4, 36));
      const expected = listener.bestBlock().hash;
      if (previous !== expected) {
        throw new Error(`block ${ref.hash} at ${ref.height} builds on ${previous}, not on the listener's ${expected}`);
      }
      listener.connect(block, ref.height);
      this.remember(ref.hash, block.slice(0, 80));
    }
    return { disconnected, connected: toConnect.length };
  }

  private async parent(ref: BlockRef): Promise<BlockRef> {
    const header = await this.chain.getBlockHeader(ref.hash);
    if (!header.previousHash) throw new Error(`block ${ref.hash} has no parent`);
    return { hash: header.previousHash, height: ref.height - 1 };
  }

  private async disconnect(listener: BlockListener, best: BlockRef): Promise<void> {
    const header = this.headers.get(best.hash) ?? (await this.chain.getRawBlock(best.hash)).slice(0, 80);
    listener.disconnect(header, best.height);
    this.headers.delete(best.hash);
  }

  private remember(hash: string, header: Uint8Array): void {
    this.headers.set(hash, header);
    if (this.headers.size > HEADER_CACHE_SIZE) {
      const oldest = this.headers.keys().next().value;
      if (oldest !== undefined) this.headers.delete(oldest);
    }
  }
}
