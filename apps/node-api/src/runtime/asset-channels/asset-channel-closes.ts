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
import { Transaction } from '@scure/btc-signer';
import type { Logger } from 'pino';

export const ASSET_CLOSINGS_NAMESPACE = 'rgb_channel_closings';
const INDEX_WAIT_MS = 250;
const INDEX_WAIT_ATTEMPTS = 40;

/** How far this node has seen a cooperative closing through (one record per channel). */
export interface ClosingProgress {
  readonly peerNodeId: string;
  readonly channelId: string;
  readonly txid: string;
  /** Our wallet took the closing's consignment (or it pays us nothing and confirmed): the share no longer counts as `offchain`. */
  readonly receivedAtMs?: number;
  /** rgb-lib's receive is settled: nothing more to refresh. */
  readonly settledAtMs?: number;
  /** LDK was asked to close the carrier (or it is gone). */
  readonly carrierClosed?: boolean;
  /** The shadow output was spent by another transaction than the closing (a commitment): the monitor's case. */
  readonly supersededBy?: string;
}

export interface ClosingChain {
  txConfirmation(txid: string): Promise<TxConfirmation | null>;
  txHex(txid: string): Promise<string | null>;
  spender(txid: string, vout: number): Promise<string | null>;
  broadcast(txHex: string): Promise<string>;
}

export interface AssetChannelClosesDeps {
  readonly store: AssetChannelStore;
  readonly links: AssetChannelLinks;
  readonly wallet: AssetChannelWallet;
  readonly kv: KvStore;
  readonly chain: () => ClosingChain;
  /** rgb-lib's refresh: it settles the closing's receive once the closing confirmed. */
  readonly refreshWallet: () => Promise<void>;
  /** LDK's cooperative close of the carrier; true once asked (or the carrier is gone), false when it cannot be asked yet. */
  readonly closeCarrier: (peerNodeId: string, channelId: string) => Promise<boolean>;
  readonly logger: Logger;
}

/**
 * Cooperative closes of asset channels (docs/design/rgb-channel-protocol.md §6 "Closing"): the
 * HTTP close starts the shutdown; once the closing is signed, each side drives it to the end
 * from its record alone, so a kill at any point resumes here: broadcast the closing, hand our
 * output's consignment to our rgb-lib, follow rgb-lib until the closing confirmed and our
 * assets are settled, and close the carrier. The channel stops counting as `offchain` once our
 * wallet took the consignment (`awaitsAssets`), when rgb-lib starts counting it.
 */
export class AssetChannelCloses {
  private readonly progress: KvJsonRecords<ClosingProgress>;
  private readonly serial = new OneAtATime();

  constructor(private readonly deps: AssetChannelClosesDeps) {
    this.progress = new KvJsonRecords(deps.kv, ASSET_CLOSINGS_NAMESPACE);
  }

  /**
   * Starts the cooperative close of an open asset channel. A channel already closing or closed
   * is fine (the close goes on); one with an HTLC live or a round running is 409 and unchanged.
   */
  async close(peerNodeId: string, channelId: string): Promise<void> {
    const stored = await this.deps.store.load(peerNodeId, channelId);
    // Channels opened before closing scripts were rgb-lib receives (review CL-9): our wallet could
    // never take their closing in, and a plain-wallet spend of that output would burn the assets.
    if (stored && stored.record.status === 'open' && !stored.record.closingScripts[stored.record.local].startsWith('5120')) {
      throw new ConflictError(`The asset channel ${channelId} names a closing script the RGB wallet does not receive on`, 'It was opened by an older build; it cannot be closed cooperatively.');
    }
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

  /** True while a closed channel's assets are not yet in our wallet: they still count as ours off chain. */
  async awaitsAssets(peerNodeId: string, channelId: string): Promise<boolean> {
    return (await this.progress.get(key(peerNodeId, channelId)))?.receivedAtMs === undefined;
  }

  /** Moves every signed closing one step further; one channel's failure holds back no other. */
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
    // A channel that failed after we signed its closing may still see that closing confirm (review rgb-monitor-issue17-1 #6).
    const signed = stored?.record.status === 'closed' || stored?.record.status === 'closing' || (stored?.record.status === 'failed' && stored.record.closing?.localSigned === true);
    if (!stored || !signed) return;
    let progress = await this.progress.get(key(peerNodeId, channelId));
    if (progress?.supersededBy || (progress?.settledAtMs !== undefined && progress.carrierClosed)) return;
    const closing = await this.signedClosing(stored);
    if (!closing) return;
    const save = async (patch: Partial<ClosingProgress>) => {
      progress = { ...(progress ?? { peerNodeId, channelId, txid: closing.txid }), ...patch };
      await this.progress.put(key(peerNodeId, channelId), progress);
    };
    const seen = await this.onChain(stored, closing, save);
    if (!seen) return;

    const { record } = stored;
    const vout = closing.vouts[record.local];
    const ours = vout === null ? 0n : (closing.assetMap.get(vout) ?? 0n);
    if (ours !== assetsOf(record.committed, record.local)) throw new Error(`the closing ${closing.txid} pays us ${ours}, not ${assetsOf(record.committed, record.local)}`);
    if (progress?.receivedAtMs === undefined) {
      if (vout === null || ours === 0n) {
        if (seen.status === 'confirmed') await save({ receivedAtMs: Date.now(), settledAtMs: Date.now() });
      } else {
        if ((await this.deps.wallet.closingReceipt(record.contractId, closing.txid)) === 'none') {
          await this.deps.wallet.receiveClosing(closing, record.contractId, vout);
          this.deps.logger.info({ peerNodeId, channelId, txid: closing.txid, vout }, 'asset channel closing received by the RGB wallet');
          crashPoint('rgb-close:after-receive');
        }
        if ((await this.deps.wallet.closingReceipt(record.contractId, closing.txid)) !== 'none') await save({ receivedAtMs: Date.now() });
      }
    }
    if (progress?.receivedAtMs !== undefined && progress.settledAtMs === undefined && seen.status === 'confirmed') {
      await this.deps.refreshWallet();
      if ((await this.deps.wallet.closingReceipt(record.contractId, closing.txid)) === 'settled') {
        await save({ settledAtMs: Date.now() });
        this.deps.logger.info({ peerNodeId, channelId, txid: closing.txid, assets: ours.toString() }, 'asset channel closed: our assets are settled on chain');
      }
    }
    // The carrier last: an LDK refusal must not hold back our assets (review CL-11).
    if (!progress?.carrierClosed) {
      try {
        if (await this.deps.closeCarrier(peerNodeId, channelId)) await save({ carrierClosed: true });
      } catch (err) {
        this.deps.logger.warn({ err, peerNodeId, channelId }, 'closing the carrier of a closed asset channel failed; will retry');
      }
    }
  }

  /**
   * The closing with both signatures: from the record once `closed`; while we are still
   * `closing` after signing, only from the chain, where the peer may have put it without ever
   * sending us its signature (review CL-1). Null when there is none yet.
   */
  private async signedClosing(stored: StoredAssetChannel): Promise<SignedClosing | null> {
    const { peerNodeId, record } = stored;
    if (record.status === 'closed') return this.deps.links.signedClosing(peerNodeId, record.channelId);
    const txid = await this.deps.links.closingTxid(peerNodeId, record.channelId);
    if (!txid) return null;
    const raw = await this.deps.chain().txHex(txid);
    if (!raw) return null;
    const onChain = Transaction.fromRaw(Buffer.from(raw, 'hex'), { allowUnknownOutputs: true, allowUnknownInputs: true });
    this.deps.logger.warn({ peerNodeId, channelId: record.channelId, txid }, 'the peer broadcast the closing without sending us its signature: taken from the chain');
    return this.deps.links.closingFromChain(peerNodeId, record.channelId, onChain);
  }

  /**
   * The closing's place on chain, broadcasting it when the indexer does not know it. Null when
   * it is not there (yet), or never will be: a shadow output spent by another transaction (a
   * commitment, the monitor's case) is recorded and reported once (review CL-6).
   */
  private async onChain(stored: StoredAssetChannel, closing: SignedClosing, save: (patch: Partial<ClosingProgress>) => Promise<void>): Promise<TxConfirmation | null> {
    const { peerNodeId } = stored;
    const { channelId } = stored.record;
    const chain = this.deps.chain();
    const seen = await chain.txConfirmation(closing.txid);
    if (seen) return seen;
    const spender = await chain.spender(stored.channel.fundingTxid, stored.channel.fundingVout);
    if (spender && spender !== closing.txid) {
      // Only a confirmed spend supersedes the closing: a commitment in the mempool may still lose to it.
      if ((await chain.txConfirmation(spender))?.status !== 'confirmed') return null;
      await save({ supersededBy: spender });
      this.deps.logger.error({ peerNodeId, channelId, closing: closing.txid, spender }, 'the asset channel\'s shadow output was spent by another transaction than its closing: the on-chain monitor takes it from here');
      return null;
    }
    try {
      await chain.broadcast(closing.signed.hex);
      this.deps.logger.info({ peerNodeId, channelId, txid: closing.txid }, 'asset channel closing broadcast');
    } catch (err) {
      // Both sides broadcast the same transaction: the peer's may have reached the node first.
      if (!(await this.indexed(closing.txid))) throw err;
    }
    crashPoint('rgb-close:after-broadcast');
    return this.indexed(closing.txid);
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
}

function key(peerNodeId: string, channelId: string): string {
  return `${peerNodeId}:${channelId}`;
}
