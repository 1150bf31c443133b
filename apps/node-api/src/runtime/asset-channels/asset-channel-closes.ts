import { ConflictError, crashPoint, KvJsonRecords, type KvStore } from '@rln/core';
import {
  assetsOf,
  CannotShutDown,
  ChannelNotOpen,
  OneAtATime,
  type AssetChannelLinks,
  type AssetChannelStore,
  type AssetChannelWallet,
  type SignedClosing,
  type StoredAssetChannel,
} from '@rln/rgb-channel';
import type { TxConfirmation } from '@rln/rgb-wallet';
import type { Logger } from 'pino';

export const ASSET_CLOSINGS_NAMESPACE = 'rgb_channel_closings';
const INDEX_WAIT_MS = 250;
const INDEX_WAIT_ATTEMPTS = 40;

/** A cooperative closing this node has seen through: its assets are settled in our wallet. */
export interface SettledClosing {
  readonly peerNodeId: string;
  readonly channelId: string;
  readonly txid: string;
  readonly settledAtMs: number;
}

export interface AssetChannelClosesDeps {
  readonly store: AssetChannelStore;
  readonly links: AssetChannelLinks;
  readonly wallet: AssetChannelWallet;
  readonly kv: KvStore;
  readonly chain: () => { txConfirmation(txid: string): Promise<TxConfirmation | null>; broadcast(txHex: string): Promise<string> };
  /** rgb-lib's refresh: it settles the closing's receive once the closing confirmed. */
  readonly refreshWallet: () => Promise<void>;
  /** LDK's cooperative close of the carrier, when it is still open and usable. */
  readonly closeCarrier: (peerNodeId: string, channelId: string) => Promise<void>;
  readonly logger: Logger;
}

/**
 * Cooperative closes of asset channels (docs/design/rgb-channel-protocol.md §6 "Closing"): the
 * HTTP close starts the shutdown; once both closing signatures are held (`closed`), each side
 * drives its closing to the end from its record alone, so a kill at any point resumes here:
 * broadcast the closing, close the carrier, hand our output's consignment to our rgb-lib, and
 * follow rgb-lib until the closing confirmed and our assets are settled. Only then does the
 * channel stop counting as `offchain` (`awaitsAssets`).
 */
export class AssetChannelCloses {
  private readonly settled: KvJsonRecords<SettledClosing>;
  private readonly serial = new OneAtATime();

  constructor(private readonly deps: AssetChannelClosesDeps) {
    this.settled = new KvJsonRecords(deps.kv, ASSET_CLOSINGS_NAMESPACE);
  }

  /**
   * Starts the cooperative close of an open asset channel. A channel already closing or closed
   * is fine (the close goes on); one with an HTLC live or a round running is 409 and unchanged.
   */
  async close(peerNodeId: string, channelId: string): Promise<void> {
    try {
      await this.deps.links.shutdown(peerNodeId, channelId);
    } catch (err) {
      if (err instanceof ChannelNotOpen && (err.status === 'closing' || err.status === 'closed')) return;
      if (err instanceof CannotShutDown) throw new ConflictError(`The asset channel ${channelId} cannot shut down now: ${err.message}`, 'Wait for the payments in flight to settle, then close again.');
      if (err instanceof ChannelNotOpen) throw new ConflictError(`The asset channel ${channelId} is ${err.status}`, err.status === 'awaiting-funding' ? 'Wait until its funding confirmed, then close again.' : 'It cannot be closed cooperatively.');
      throw err;
    }
    crashPoint('rgb-close:after-shutdown');
  }

  /** True while a closed channel's assets are not yet settled in our wallet: they still count as ours off chain. */
  async awaitsAssets(peerNodeId: string, channelId: string): Promise<boolean> {
    return (await this.settled.get(key(peerNodeId, channelId))) === null;
  }

  /** Moves every closed channel's closing one step further; one channel's failure holds back no other. */
  async settleAll(): Promise<void> {
    for (const { peerNodeId, channelId } of await this.deps.store.list()) {
      try {
        await this.serial.run(key(peerNodeId, channelId), () => this.settle(peerNodeId, channelId));
      } catch (err) {
        this.deps.logger.warn({ err, peerNodeId, channelId }, 'an asset channel closing did not advance; will retry');
      }
    }
  }

  private async settle(peerNodeId: string, channelId: string): Promise<void> {
    const stored = await this.deps.store.load(peerNodeId, channelId);
    if (stored?.record.status !== 'closed' || !(await this.awaitsAssets(peerNodeId, channelId))) return;
    const closing = await this.deps.links.signedClosing(peerNodeId, channelId);
    const chain = this.deps.chain();
    let seen = await chain.txConfirmation(closing.txid);
    if (!seen) {
      try {
        await chain.broadcast(closing.signed.hex);
        this.deps.logger.info({ peerNodeId, channelId, txid: closing.txid }, 'asset channel closing broadcast');
      } catch (err) {
        // Both sides broadcast the same transaction: the peer's may have reached the node first.
        if (!(await this.indexed(closing.txid))) throw err;
      }
      crashPoint('rgb-close:after-broadcast');
      seen = await this.indexed(closing.txid);
      if (!seen) return; // the indexer has not seen it yet: the next round looks again
    }
    await this.deps.closeCarrier(peerNodeId, channelId);
    const vout = ourVout(stored, closing);
    if (vout === null) {
      // Nothing of ours in the closing: done once it confirmed.
      if (seen.status === 'confirmed') await this.markSettled(stored, closing);
      return;
    }
    const { contractId } = stored.record;
    let receipt = await this.deps.wallet.closingReceipt(contractId, closing.txid);
    if (receipt === 'none') {
      await this.deps.wallet.receiveClosing(closing, contractId, vout);
      this.deps.logger.info({ peerNodeId, channelId, txid: closing.txid, vout }, 'asset channel closing received by the RGB wallet');
      crashPoint('rgb-close:after-receive');
      receipt = await this.deps.wallet.closingReceipt(contractId, closing.txid);
    }
    if (receipt === 'receiving' && seen.status === 'confirmed') {
      await this.deps.refreshWallet();
      receipt = await this.deps.wallet.closingReceipt(contractId, closing.txid);
    }
    if (receipt === 'settled') await this.markSettled(stored, closing);
  }

  /** The indexer polls its node: a transaction just broadcast shows within a few of its rounds. */
  private async indexed(txid: string): Promise<TxConfirmation | null> {
    for (let attempt = 0; attempt < INDEX_WAIT_ATTEMPTS; attempt++) {
      const seen = await this.deps.chain().txConfirmation(txid);
      if (seen) return seen;
      await new Promise((resolve) => setTimeout(resolve, INDEX_WAIT_MS));
    }
    return null;
  }

  private async markSettled(stored: StoredAssetChannel, closing: SignedClosing): Promise<void> {
    const { peerNodeId } = stored;
    const { channelId } = stored.record;
    await this.settled.put(key(peerNodeId, channelId), { peerNodeId, channelId, txid: closing.txid, settledAtMs: Date.now() });
    this.deps.logger.info({ peerNodeId, channelId, txid: closing.txid, assets: assetsOf(stored.record.committed, stored.record.local).toString() }, 'asset channel closed: our assets are settled on chain');
  }
}

/** Our output in the closing, by the script we named at opening; null when it pays us no asset. */
function ourVout(stored: StoredAssetChannel, closing: SignedClosing): number | null {
  const { record } = stored;
  if (assetsOf(record.committed, record.local) === 0n) return null;
  const script = record.closingScripts[record.local];
  for (const [vout] of closing.assetMap) {
    if (Buffer.from(closing.signed.getOutput(vout).script ?? []).toString('hex') === script) return vout;
  }
  throw new Error(`the closing ${closing.txid} pays our assets to no output of our script`);
}

function key(peerNodeId: string, channelId: string): string {
  return `${peerNodeId}:${channelId}`;
}
