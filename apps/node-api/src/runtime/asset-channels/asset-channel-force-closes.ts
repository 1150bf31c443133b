import { ConflictError, crashPoint, KvJsonRecords, type KvStore } from '@rln/core';
import {
  assetsOf,
  buildShadowCommitment,
  deserializeState,
  OneAtATime,
  serializeState,
  type AssetChannelLinks,
  type AssetChannelOnChain,
  type AssetChannelStore,
  type AssetChannelWallet,
  type OnChainCommitment,
  type StoredAssetChannel,
  type SweepInput,
} from '@rln/rgb-channel';
import { Transaction } from '@scure/btc-signer';
import type { Logger } from 'pino';
import type { ClosingChain } from './asset-channel-closes';

export const ASSET_FORCE_CLOSES_NAMESPACE = 'rgb_channel_force_closes';

/** One of our sweeps of a commitment output: its destination is fixed before anything is built, so a restart rebuilds the same transaction. */
interface SweepProgress {
  readonly vout: number;
  /** hex: an rgb-lib receive script when the output holds assets, a BTC wallet script when not. */
  readonly script: string;
  readonly feeratePerKw: string;
  readonly txid?: string;
  /** Our wallet took the sweep's consignment: the assets count in rgb-lib from now on. */
  readonly receivedAtMs?: number;
  readonly settledAtMs?: number;
  /** The output was spent by another transaction than our sweep (the peer's justice, or a race we lost). */
  readonly lostTo?: string;
}

/** How far a close on chain of one asset channel has come (one record per channel, written before each step it enables). */
export interface ForceCloseProgress {
  readonly peerNodeId: string;
  readonly channelId: string;
  /** We decided to close on chain: our newest commitment is broadcast until the shadow output is spent. */
  readonly requested?: { readonly atMs: number; readonly reason: string };
  /** The commitment the chain shows, once recognised. */
  readonly commitment?: { readonly txid: string; readonly holder: string; readonly kind: OnChainCommitment['kind']; readonly state: string; readonly holderPoint: string; readonly revocationSecret?: string };
  /** The commitment is in our stock: spends of its outputs colour over it. */
  readonly consumed?: boolean;
  readonly sweeps: readonly SweepProgress[];
  /** Outputs of ours this build cannot spend yet (HTLC outputs), reported once. */
  readonly unhandled?: ReadonlyArray<{ readonly vout: number; readonly kind: string; readonly assets: string }>;
  /** The shadow output was spent by a transaction that is neither our closing nor any commitment we know. */
  readonly foreignSpender?: string;
  readonly doneAtMs?: number;
  /** The shadow output went to the cooperative closing (AssetChannelCloses' case): nothing to do here. */
  readonly cooperative?: string;
}

export interface AssetChannelForceClosesDeps {
  readonly store: AssetChannelStore;
  readonly links: AssetChannelLinks;
  readonly onChain: AssetChannelOnChain;
  readonly wallet: AssetChannelWallet;
  readonly kv: KvStore;
  readonly chain: () => ClosingChain;
  readonly tipHeight: () => number | null;
  readonly refreshWallet: () => Promise<void>;
  /** A script of the node's BTC wallet, for outputs that hold no assets. */
  readonly btcScript: () => Promise<Uint8Array>;
  /** LDK's force close of the carrier; resolves once asked or when the carrier is gone. */
  readonly forceCloseCarrier: (peerNodeId: string, channelId: string) => Promise<void>;
  readonly logger: Logger;
}

/**
 * Asset channels closed on chain (docs/design/rgb-lightning.md "Close paths", protocol §6 "What
 * the monitor must do"): our force close broadcasts our newest commitment; any commitment that
 * spends the shadow output (ours, the peer's, or one the peer revoked) is recognised from the
 * signed-state history, taken into the stock, and every output of ours is swept into our
 * wallets once its lock allows: `to_local` after `to_self_delay`, `to_remote` after a block,
 * a revoked commitment's `to_local` at once (justice). Each step is written before the one it
 * enables and is idempotent, so a kill at any point resumes at the next tick.
 */
export class AssetChannelForceCloses {
  private readonly progress: KvJsonRecords<ForceCloseProgress>;
  private readonly serial = new OneAtATime();

  constructor(private readonly deps: AssetChannelForceClosesDeps) {
    this.progress = new KvJsonRecords(deps.kv, ASSET_FORCE_CLOSES_NAMESPACE);
  }

  /**
   * Decides to close the asset channel on chain with our newest commitment (the HTTP force
   * close, or the watchdog). Refused (409, nothing changes) while an asset HTLC is live: its
   * on-chain resolution is not built yet, and a broadcast would strand it on its HTLC output.
   */
  async request(peerNodeId: string, channelId: string, reason: string): Promise<void> {
    await this.serial.run(key(peerNodeId, channelId), async () => {
      const stored = await this.deps.store.load(peerNodeId, channelId);
      if (!stored) throw new ConflictError(`No asset channel ${channelId} with ${peerNodeId}`);
      const { record } = stored;
      if (record.status === 'state-lost') throw new ConflictError(`The asset channel ${channelId} lost its state: the peer holds a newer one`, 'Ask the peer to close; broadcasting ours would hand it every asset.');
      if (record.holder.state.htlcs.length > 0 || record.committed.htlcs.length > 0 || record.round) {
        throw new ConflictError(`The asset channel ${channelId} has an asset HTLC or an update in flight`, 'Wait for the payments in flight to settle; closing on chain with asset HTLCs comes in a later build.');
      }
      const current = await this.progress.get(key(peerNodeId, channelId));
      if (current?.requested) return;
      await this.progress.put(key(peerNodeId, channelId), { ...(current ?? { peerNodeId, channelId, sweeps: [] }), requested: { atMs: Date.now(), reason } });
      await this.deps.links.failOnChain(peerNodeId, channelId);
      this.deps.logger.warn({ peerNodeId, channelId, reason }, 'asset channel: closing on chain with our newest commitment');
    });
  }

  /** Our assets in this channel still on the way to our wallet (null once there, or when no close on chain is under way). */
  async offchainShare(stored: StoredAssetChannel): Promise<bigint | null> {
    const progress = await this.progress.get(key(stored.peerNodeId, stored.record.channelId));
    if (!progress || progress.doneAtMs !== undefined || progress.cooperative) return null;
    if (!progress.commitment) return assetsOf(stored.record.committed, stored.record.local);
    const found = this.found(progress);
    const built = buildShadowCommitment(stored.channel, found.holder, found.state, Buffer.from(found.holderPoint, 'hex'));
    const { sweeps } = this.deps.onChain.sweepInputs(stored, found, built);
    // A sweep our wallet took in counts there; an output the peer took (justice) is gone.
    const pending = sweeps.filter((s) => {
      const sweep = progress.sweeps.find((p) => p.vout === s.vout);
      return sweep?.receivedAtMs === undefined && !sweep?.lostTo;
    });
    return pending.reduce((sum, s) => sum + s.assets, 0n);
  }

  /** Every receive script our sweeps use: only their own consignments may land there (review CL-3). */
  async sweepScripts(): Promise<string[]> {
    const scripts: string[] = [];
    for (const k of await this.deps.kv.list(ASSET_FORCE_CLOSES_NAMESPACE)) {
      const progress = await this.progress.get(k);
      for (const sweep of progress?.sweeps ?? []) scripts.push(sweep.script);
    }
    return scripts;
  }

  /** Moves every channel's close on chain one step further; one channel's failure holds back no other. */
  async tickAll(): Promise<void> {
    for (const { peerNodeId, channelId } of await this.deps.store.list()) {
      try {
        await this.serial.run(key(peerNodeId, channelId), () => this.tick(peerNodeId, channelId));
      } catch (err) {
        this.deps.logger.warn({ err, peerNodeId, channelId }, 'an asset channel close on chain did not advance; will retry');
      }
    }
  }

  private async tick(peerNodeId: string, channelId: string): Promise<void> {
    const k = key(peerNodeId, channelId);
    let progress = await this.progress.get(k);
    if (progress?.doneAtMs !== undefined || progress?.foreignSpender) return;
    const stored = await this.deps.store.load(peerNodeId, channelId);
    if (!stored) return;
    const save = async (patch: Partial<ForceCloseProgress>) => {
      progress = { ...(progress ?? { peerNodeId, channelId, sweeps: [] }), ...patch };
      await this.progress.put(k, progress);
    };
    const chain = this.deps.chain();
    const { fundingTxid, fundingVout } = stored.channel;
    if (!progress?.commitment) {
      const spender = await chain.spender(fundingTxid, fundingVout);
      if (!spender) {
        if (progress?.requested) await this.broadcastOurs(stored);
        return;
      }
      // A cooperative closing is AssetChannelCloses' to settle: recorded, so it is not looked at again.
      if (spender === (await this.deps.links.closingTxid(peerNodeId, channelId))) {
        await save({ doneAtMs: Date.now(), cooperative: spender });
        return;
      }
      const raw = await chain.txHex(spender);
      if (!raw) return;
      const found = await this.deps.onChain.identify(stored, Transaction.fromRaw(Buffer.from(raw, 'hex'), { allowUnknownOutputs: true, allowUnknownInputs: true }));
      if (!found) {
        await save({ foreignSpender: spender });
        this.deps.logger.error({ peerNodeId, channelId, spender }, 'the shadow output was spent by a transaction that is no commitment of this channel');
        return;
      }
      await save({ commitment: { txid: found.txid, holder: found.holder, kind: found.kind, state: serializeState(found.state), holderPoint: found.holderPoint, ...(found.revocationSecret ? { revocationSecret: found.revocationSecret } : {}) } });
      this.deps.logger.warn({ peerNodeId, channelId, txid: found.txid, kind: found.kind, number: found.state.number.toString() }, 'asset channel commitment on chain');
      await this.deps.links.failOnChain(peerNodeId, channelId);
      // The carrier follows: its asset channel is over (design "Close paths").
      await this.deps.forceCloseCarrier(peerNodeId, channelId).catch((err: unknown) => this.deps.logger.warn({ err, peerNodeId, channelId }, 'force closing the carrier failed; will retry'));
    }
    const found = this.found(progress as ForceCloseProgress);
    const built = await this.deps.onChain.consume(stored, found);
    if (!progress?.consumed) await save({ consumed: true });
    const { sweeps, unhandled } = this.deps.onChain.sweepInputs(stored, found, built);
    if (unhandled.length > 0 && !progress?.unhandled) {
      await save({ unhandled: unhandled.map((u) => ({ vout: u.vout, kind: u.kind, assets: u.assets.toString() })) });
      this.deps.logger.error({ peerNodeId, channelId, txid: found.txid, unhandled }, 'asset channel outputs this build cannot sweep yet (HTLC outputs): they stay on chain, recorded');
    }
    const seen = await chain.txConfirmation(found.txid);
    const tip = this.deps.tipHeight();
    if (!seen || seen.status !== 'confirmed' || tip === null) return;
    const depth = tip - seen.height + 1;
    for (const input of sweeps) {
      // BIP 68: a spend of an output confirmed at h may enter block h + csv, the next one once depth ≥ csv.
      if (depth < input.csv) continue;
      await this.sweepOne(stored, found, input, () => progress as ForceCloseProgress, save);
    }
    const done = (progress as ForceCloseProgress).sweeps;
    if (sweeps.every((s) => done.find((p) => p.vout === s.vout && (p.settledAtMs !== undefined || p.lostTo)))) {
      await save({ doneAtMs: Date.now() });
      this.deps.logger.info({ peerNodeId, channelId, txid: found.txid, sweeps: done.length, unhandled: unhandled.length }, 'asset channel closed on chain: our outputs are swept and settled');
    }
  }

  private async broadcastOurs(stored: StoredAssetChannel): Promise<void> {
    const tx = await this.deps.onChain.holderCommitment(stored);
    const chain = this.deps.chain();
    if (await chain.txConfirmation(tx.id)) return;
    await chain.broadcast(tx.hex);
    this.deps.logger.warn({ peerNodeId: stored.peerNodeId, channelId: stored.record.channelId, txid: tx.id, number: stored.record.holder.state.number.toString() }, 'asset channel: our commitment broadcast');
    crashPoint('rgb-force-close:after-broadcast');
  }

  private async sweepOne(
    stored: StoredAssetChannel,
    found: OnChainCommitment,
    input: SweepInput,
    current: () => ForceCloseProgress,
    save: (patch: Partial<ForceCloseProgress>) => Promise<void>,
  ): Promise<void> {
    const { peerNodeId } = stored;
    const { channelId, contractId } = stored.record;
    const update = (vout: number, patch: Partial<SweepProgress>) => save({ sweeps: current().sweeps.map((s) => (s.vout === vout ? { ...s, ...patch } : s)) });
    let sweep = current().sweeps.find((s) => s.vout === input.vout);
    if (sweep?.settledAtMs !== undefined || sweep?.lostTo) return;
    if (!sweep) {
      // The destination is written before the sweep exists, so every rebuild is the same transaction.
      const script = input.assets > 0n ? await this.deps.wallet.closingScript() : await this.deps.btcScript();
      sweep = { vout: input.vout, script: Buffer.from(script).toString('hex'), feeratePerKw: stored.channel.budget.feeratePerKw.toString() };
      await save({ sweeps: [...current().sweeps, sweep] });
    }
    const signed = await this.deps.onChain.sweep(stored, found, input, Buffer.from(sweep.script, 'hex'), BigInt(sweep.feeratePerKw));
    if (!sweep.txid) await update(input.vout, { txid: signed.txid });
    const chain = this.deps.chain();
    let seen = await chain.txConfirmation(signed.txid);
    if (!seen) {
      const spender = await chain.spender(found.txid, input.vout);
      if (spender && spender !== signed.txid) {
        await update(input.vout, { lostTo: spender });
        this.deps.logger.error({ peerNodeId, channelId, vout: input.vout, spender, path: input.path }, 'an output of ours on the commitment was spent by another transaction');
        return;
      }
      await chain.broadcast(signed.signed.hex);
      this.deps.logger.info({ peerNodeId, channelId, txid: signed.txid, vout: input.vout, path: input.path, assets: input.assets.toString() }, 'asset channel output swept');
      crashPoint('rgb-sweep:after-broadcast');
      seen = await chain.txConfirmation(signed.txid);
    }
    const progress = current().sweeps.find((s) => s.vout === input.vout);
    if (input.assets > 0n && progress?.receivedAtMs === undefined) {
      if ((await this.deps.wallet.closingReceipt(contractId, signed.txid)) === 'none') {
        await this.deps.wallet.receiveClosing(signed, contractId, 1);
        crashPoint('rgb-sweep:after-receive');
      }
      await update(input.vout, { receivedAtMs: Date.now() });
    }
    if (seen?.status !== 'confirmed') return;
    if (input.assets > 0n) {
      await this.deps.refreshWallet();
      if ((await this.deps.wallet.closingReceipt(contractId, signed.txid)) !== 'settled') return;
    }
    await update(input.vout, { settledAtMs: Date.now(), ...(input.assets === 0n ? { receivedAtMs: Date.now() } : {}) });
  }

  private found(progress: ForceCloseProgress): OnChainCommitment {
    const c = progress.commitment;
    if (!c) throw new Error('no commitment recorded');
    return { txid: c.txid, holder: c.holder as OnChainCommitment['holder'], kind: c.kind, state: deserializeState(c.state), holderPoint: c.holderPoint, ...(c.revocationSecret ? { revocationSecret: c.revocationSecret } : {}) };
  }
}

function key(peerNodeId: string, channelId: string): string {
  return `${peerNodeId}:${channelId}`;
}
