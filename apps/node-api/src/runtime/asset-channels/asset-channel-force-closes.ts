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
  preimageIn,
  type BuiltCommitment,
  type OnChainCommitment,
  type OnChainHtlc,
  type StoredAssetChannel,
  type SweepInput,
} from '@rln/rgb-channel';
import { Transaction } from '@scure/btc-signer';
import { COMMITMENT_ON_CHAIN_TYPE, decodeCommitmentOnChain, encodeCommitmentOnChain, MalformedMessage, type CommitmentOnChain } from '@rln/rgb-channel';
import type { Logger } from 'pino';
import { COMMITMENT, type AssetChannelAnchorBumps, type BumpedParent } from './asset-channel-anchor-bumps';
import type { ClosingChain } from './asset-channel-closes';

export const ASSET_FORCE_CLOSES_NAMESPACE = 'rgb_channel_force_closes';
/** Confirmations after which a spend is final for us (LDK's ANTI_REORG_DELAY). */
export const BURIED_DEPTH = 6;
/** The peers' `rgb_commitment_on_chain` messages, one per channel: how a node on an old backup recognises the peer's commitment. */
export const COMMITMENT_HINTS_NAMESPACE = 'rgb_commitment_hints';

/** One of our sweeps of an output (of the commitment, or of our second stage): its destination is fixed before anything is built, so a restart rebuilds the same transaction. */
interface SweepProgress {
  /** `txid:vout` of the output swept. */
  readonly outpoint: string;
  /** Asset units the output holds (decimal). */
  readonly assets?: string;
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
  /** Our second stages of HTLC outputs of our commitment, written before each is broadcast (its txid is fixed). */
  readonly secondStages?: ReadonlyArray<{ readonly vout: number; readonly txid: string }>;
  /** HTLC outputs the peer took (by preimage or after the expiry), with the preimage it revealed. */
  readonly htlcsLost?: ReadonlyArray<{ readonly vout: number; readonly spender: string; readonly preimage?: string; readonly assets?: string }>;
  /** The shadow output was spent by a transaction that is neither our closing nor any commitment we know. */
  readonly foreignSpender?: string;
  readonly doneAtMs?: number;
  /** The shadow output went to the cooperative closing (AssetChannelCloses' case): nothing to do here. */
  readonly cooperative?: string;
  /** LDK was asked to force close the carrier (or it is gone); asked again every tick until then. */
  readonly carrierClosed?: boolean;
}

/** A close on chain as the recovery report shows it; amounts are asset units of the channel's contract. */
export interface ForceCloseReport {
  /** Why we closed on chain (null: the peer's commitment, or one we did not broadcast). */
  readonly requested: string | null;
  readonly commitment: { readonly txid: string; readonly kind: OnChainCommitment['kind']; readonly number: bigint } | null;
  /** A spend of the shadow output this node cannot recognise yet (waiting for the peer's rgb_commitment_on_chain). */
  readonly unrecognisedSpender: string | null;
  readonly outputs: ReadonlyArray<{ readonly outpoint: string; readonly assets: bigint; readonly sweepTxid: string | null; readonly state: 'waiting' | 'broadcast' | 'received' | 'settled' | 'lost' }>;
  readonly recovered: bigint;
  readonly pending: bigint;
  readonly lost: bigint;
  readonly done: boolean;
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
  /**
   * The preimage of an asset HTLC offered to us, only once our claim gate decided to claim that
   * HTLC (`claiming` or `fulfilled`): knowing a preimage is not enough, a refused HTLC is never
   * claimed (review F3).
   */
  readonly claimPreimage: (paymentHash: string, channelId: string, htlcId: bigint) => Promise<Uint8Array | null>;
  /** A preimage the peer revealed on chain claiming an HTLC we offered (the payer's proof; a forwarder's claim upstream). */
  readonly onPreimage: (paymentHash: string, preimage: string) => Promise<void>;
  /** Sends a message to the peer if it is connected (best effort: it is sent again at every reconnect). */
  readonly send: (peerNodeId: string, type: number, payload: Uint8Array) => void;
  /** LDK's force close of the carrier; resolves once asked or when the carrier is gone. */
  readonly forceCloseCarrier: (peerNodeId: string, channelId: string) => Promise<void>;
  /** CPFP of a commitment waiting in the mempool through our anchor. */
  readonly bumps: AssetChannelAnchorBumps;
  /** The rate a close on chain confirms at now (sat/kw): a new sweep pays it when the opening's rate is lower. */
  readonly closeFeeratePerKw: () => bigint;
  readonly logger: Logger;
}

/**
 * Asset channels closed on chain (docs/design/rgb-lightning.md "Close paths", protocol §6 "What
 * the monitor must do"): our force close broadcasts our newest commitment; any commitment that
 * spends the shadow output (ours, the peer's, or one the peer revoked) is recognised from the
 * signed-state history, taken into the stock, and every output of ours is swept into our
 * wallets once its lock allows: `to_local` after `to_self_delay`, `to_remote` after a block,
 * every output of a revoked commitment at once (justice, second stages included). HTLC outputs
 * resolve by preimage or expiry: on the peer's commitment we spend them directly, on ours through
 * the pre-signed second stage and then its delayed output. Each step is written before the one
 * it enables and is idempotent, so a kill at any point resumes at the next tick.
 */
export class AssetChannelForceCloses {
  private readonly progress: KvJsonRecords<ForceCloseProgress>;
  private readonly hints: KvJsonRecords<{ readonly payload: string }>;
  private readonly serial = new OneAtATime();

  constructor(private readonly deps: AssetChannelForceClosesDeps) {
    this.progress = new KvJsonRecords(deps.kv, ASSET_FORCE_CLOSES_NAMESPACE);
    this.hints = new KvJsonRecords(deps.kv, COMMITMENT_HINTS_NAMESPACE);
  }

  /**
   * The peer's `rgb_commitment_on_chain`: kept (the newest per channel) for when we cannot
   * recognise its commitment ourselves. Nothing in it is believed until the chain agrees
   * (AssetChannelOnChain.identify). Malformed, or for a channel not ours with this peer: ignored.
   */
  async receiveHint(peerNodeId: string, payload: Uint8Array): Promise<boolean> {
    let hint: CommitmentOnChain;
    try {
      hint = decodeCommitmentOnChain(payload);
    } catch (err) {
      if (err instanceof MalformedMessage) return false;
      throw err;
    }
    if (!(await this.deps.store.load(peerNodeId, hint.channelId))) return false;
    await this.hints.put(key(peerNodeId, hint.channelId), { payload: Buffer.from(payload).toString('hex') });
    this.deps.logger.info({ peerNodeId, channelId: hint.channelId, txid: hint.txid, number: hint.state.number.toString() }, 'the peer says its commitment is on chain');
    // Worth a look at once only while a spend waits to be recognised (review #16).
    const progress = await this.progress.get(key(peerNodeId, hint.channelId));
    return !progress?.commitment && progress?.foreignSpender !== undefined;
  }

  /** Tells a peer that reconnected which of our commitments closed its channels: it may need them to recover (an old backup). */
  async peerConnected(peerNodeId: string): Promise<void> {
    for (const { peerNodeId: peer, channelId } of await this.deps.store.list()) {
      if (peer !== peerNodeId) continue;
      const progress = await this.progress.get(key(peerNodeId, channelId));
      if (progress?.commitment?.kind === 'ours') this.announce(peerNodeId, channelId, this.found(progress));
    }
  }

  private announce(peerNodeId: string, channelId: string, found: OnChainCommitment): void {
    this.deps.send(peerNodeId, COMMITMENT_ON_CHAIN_TYPE, encodeCommitmentOnChain({ channelId, txid: found.txid, state: found.state, holderPoint: found.holderPoint }));
  }

  private async hintFor(peerNodeId: string, channelId: string): Promise<CommitmentOnChain | undefined> {
    const stored = await this.hints.get(key(peerNodeId, channelId));
    return stored ? decodeCommitmentOnChain(Buffer.from(stored.payload, 'hex')) : undefined;
  }

  /**
   * Decides to close the asset channel on chain with our newest commitment (the HTTP force
   * close, or the watchdog). Refused (409, nothing changes) only when our state is lost: our
   * commitment is revoked, and the peer would take it all.
   */
  async request(peerNodeId: string, channelId: string, reason: string): Promise<void> {
    await this.serial.run(key(peerNodeId, channelId), async () => {
      const stored = await this.deps.store.load(peerNodeId, channelId);
      if (!stored) throw new ConflictError(`No asset channel ${channelId} with ${peerNodeId}`);
      const { record } = stored;
      if (record.status === 'state-lost') throw new ConflictError(`The asset channel ${channelId} lost its state: the peer holds a newer one`, 'Ask the peer to close; broadcasting ours would hand it every asset.');
      const current = await this.progress.get(key(peerNodeId, channelId));
      if (current?.requested) return;
      // No update may run from here on, before anything can be broadcast (a kill between the two
      // writes leaves a failed channel, which the watchdog closes anyway).
      await this.deps.links.failOnChain(peerNodeId, channelId);
      await this.progress.put(key(peerNodeId, channelId), { ...(current ?? { peerNodeId, channelId, sweeps: [] }), requested: { atMs: Date.now(), reason } });
      this.deps.logger.warn({ peerNodeId, channelId, reason }, 'asset channel: closing on chain with our newest commitment');
    });
  }

  /**
   * Our assets in this channel still on the way to our wallet after a close on chain (0 once all
   * arrived or were lost), or null when no close on chain was started or seen (a cooperative
   * closing is AssetChannelCloses' to count).
   */
  async offchainShare(stored: StoredAssetChannel): Promise<bigint | null> {
    const progress = await this.progress.get(key(stored.peerNodeId, stored.record.channelId));
    if (!progress || progress.cooperative) return null;
    if (progress.doneAtMs !== undefined) return 0n;
    if (!progress.commitment) return assetsOf(stored.record.committed, stored.record.local);
    const found = this.found(progress);
    const built = buildShadowCommitment(stored.channel, found.holder, found.state, Buffer.from(found.holderPoint, 'hex'));
    const { sweeps, htlcs } = this.deps.onChain.sweepInputs(stored, found, built);
    // A sweep our wallet took in counts there; an output the peer took (justice, an HTLC) is gone.
    const pending = (outpoint: string) => {
      const sweep = progress.sweeps.find((p) => p.outpoint === outpoint);
      return sweep?.receivedAtMs === undefined && !sweep?.lostTo;
    };
    let share = sweeps.filter((s) => pending(`${s.txid}:${s.vout}`)).reduce((sum, s) => sum + s.assets, 0n);
    for (const h of htlcs) {
      if (progress.htlcsLost?.some((l) => l.vout === h.vout)) continue;
      // Ours: one we offered until the peer claims it, one offered to us once we claimed it.
      if (!h.offeredByUs && !(await this.deps.claimPreimage(h.htlc.paymentHash, stored.record.channelId, h.htlc.id))) continue;
      const second = progress.secondStages?.find((x) => x.vout === h.vout);
      if (pending(`${found.txid}:${h.vout}`) && (!second || pending(`${second.txid}:0`))) share += h.assets;
    }
    return share;
  }

  /**
   * What a close on chain of this channel has recovered so far (in our wallets), what is still on
   * its way, and what the peer took: the recovery report (`GET /rgb/channels/recovery`).
   */
  async report(stored: StoredAssetChannel): Promise<ForceCloseReport | null> {
    const progress = await this.progress.get(key(stored.peerNodeId, stored.record.channelId));
    if (!progress || progress.cooperative) return null;
    const sum = (values: ReadonlyArray<string | undefined>) => values.reduce((n, v) => n + BigInt(v ?? '0'), 0n);
    const outputs = progress.sweeps.map((s) => ({
      outpoint: s.outpoint,
      assets: BigInt(s.assets ?? '0'),
      sweepTxid: s.txid ?? null,
      state: s.lostTo ? ('lost' as const) : s.settledAtMs !== undefined ? ('settled' as const) : s.receivedAtMs !== undefined ? ('received' as const) : s.txid ? ('broadcast' as const) : ('waiting' as const),
    }));
    const lost = progress.htlcsLost ?? [];
    return {
      requested: progress.requested?.reason ?? null,
      commitment: progress.commitment ? { txid: progress.commitment.txid, kind: progress.commitment.kind, number: deserializeState(progress.commitment.state).number } : null,
      unrecognisedSpender: progress.commitment ? null : (progress.foreignSpender ?? null),
      outputs: [...outputs, ...lost.map((l) => ({ outpoint: `${progress.commitment?.txid}:${l.vout}`, assets: BigInt(l.assets ?? '0'), sweepTxid: null, state: 'lost' as const }))],
      recovered: sum(progress.sweeps.filter((s) => s.receivedAtMs !== undefined && !s.lostTo).map((s) => s.assets)),
      pending: (await this.offchainShare(stored)) ?? 0n,
      lost: sum(progress.sweeps.filter((s) => s.lostTo).map((s) => s.assets)) + sum(lost.map((l) => l.assets)),
      done: progress.doneAtMs !== undefined,
    };
  }

  /**
   * Whether our offered HTLC with `paymentHash` can no longer be paid on this channel, closed on
   * chain: the commitment that closed it is `BURIED_DEPTH` deep without it, or our timeout of its
   * output (our direct spend of the peer's commitment, our HTLC-timeout on ours) is. A forwarder
   * then fails the upstream HTLC off chain (issue 17 part 2: "once its timeout is buried").
   * False while anything is open: a revoked commitment of the peer (its HTLC-success could still
   * show the preimage), an output the peer took, or too few confirmations.
   */
  async offeredHtlcBuried(peerNodeId: string, channelId: string, paymentHash: string): Promise<boolean> {
    const progress = await this.progress.get(key(peerNodeId, channelId));
    const stored = await this.deps.store.load(peerNodeId, channelId);
    const tip = this.deps.tipHeight();
    if (!progress?.commitment || !stored || tip === null) return false;
    const found = this.found(progress);
    if (found.kind !== 'ours' && found.kind !== 'theirs') return false;
    const chain = this.deps.chain();
    const buried = async (txid: string | undefined) => {
      const seen = txid ? await chain.txConfirmation(txid) : null;
      return seen?.status === 'confirmed' && tip - seen.height + 1 >= BURIED_DEPTH;
    };
    const built = buildShadowCommitment(stored.channel, found.holder, found.state, Buffer.from(found.holderPoint, 'hex'));
    const ours = this.deps.onChain.sweepInputs(stored, found, built).htlcs.filter((h) => h.offeredByUs && h.htlc.paymentHash === paymentHash);
    if (ours.length === 0) return buried(found.txid);
    for (const h of ours) {
      if (progress.htlcsLost?.some((l) => l.vout === h.vout)) return false;
      const spend = found.kind === 'theirs' ? progress.sweeps.find((s) => s.outpoint === `${found.txid}:${h.vout}` && !s.lostTo)?.txid : progress.secondStages?.find((x) => x.vout === h.vout)?.txid;
      if (!(await buried(spend))) return false;
    }
    return true;
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
    if (progress?.doneAtMs !== undefined) return;
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
        if (progress?.requested) await this.bump(stored, await this.broadcastOurs(stored));
        return;
      }
      const closingTxid = await this.deps.links.closingTxid(peerNodeId, channelId);
      // Whatever spends the shadow output, no update may run any more.
      if (spender !== closingTxid) await this.deps.links.failOnChain(peerNodeId, channelId);
      // Both sides may close at once: only the spend that confirms counts, and the mempool's may
      // still lose (review rgb-monitor-issue17-1 #1). Nothing of ours spends it before then anyway.
      if ((await chain.txConfirmation(spender))?.status !== 'confirmed') {
        if (spender !== closingTxid) await this.bumpSpender(stored, spender);
        return;
      }
      // A cooperative closing is AssetChannelCloses' to settle: recorded, so it is not looked at again.
      if (spender === closingTxid) {
        await save({ doneAtMs: Date.now(), cooperative: spender });
        return;
      }
      const raw = await chain.txHex(spender);
      if (!raw) return;
      const tx = Transaction.fromRaw(Buffer.from(raw, 'hex'), { allowUnknownOutputs: true, allowUnknownInputs: true });
      const found = await this.deps.onChain.identify(stored, tx, await this.hintFor(peerNodeId, channelId));
      if (!found) {
        // Looked at again every tick: the peer's rgb_commitment_on_chain may still come.
        if (progress?.foreignSpender !== spender) {
          await save({ foreignSpender: spender });
          this.deps.logger.error({ peerNodeId, channelId, spender, status: stored.record.status }, 'the shadow output was spent by a transaction this node does not recognise as a commitment of the channel; waiting for the peer to describe it');
        }
        return;
      }
      await save({ commitment: { txid: found.txid, holder: found.holder, kind: found.kind, state: serializeState(found.state), holderPoint: found.holderPoint, ...(found.revocationSecret ? { revocationSecret: found.revocationSecret } : {}) } });
      this.deps.logger.warn({ peerNodeId, channelId, txid: found.txid, kind: found.kind, number: found.state.number.toString() }, 'asset channel commitment on chain');
      if (found.kind === 'ours') this.announce(peerNodeId, channelId, found);
    }
    if (!progress?.carrierClosed) {
      // The carrier follows: its asset channel is over (design "Close paths").
      try {
        await this.deps.forceCloseCarrier(peerNodeId, channelId);
        await save({ carrierClosed: true });
      } catch (err) {
        this.deps.logger.warn({ err, peerNodeId, channelId }, 'force closing the carrier failed; will retry');
      }
    }
    const found = this.found(progress as ForceCloseProgress);
    const built = await this.deps.onChain.consume(stored, found);
    if (!progress?.consumed) await save({ consumed: true });
    const seen = await chain.txConfirmation(found.txid);
    const tip = this.deps.tipHeight();
    if (!seen || seen.status !== 'confirmed' || tip === null) return;
    await this.deps.bumps.afterConfirmed(stored);
    const depth = tip - seen.height + 1;
    const current = () => progress as ForceCloseProgress;
    const { sweeps, htlcs } = this.deps.onChain.sweepInputs(stored, found, built);
    // One output's failure (a sweep the mempool refuses) must hold back no other; the ones with a
    // deadline go first: justice, then HTLCs, then the rest (review rgb-monitor-issue17-1 #3).
    const urgency = (input: SweepInput) => (input.path === 'revoked' || input.path === 'revoked-htlc' ? 0 : 2);
    const each = async (what: string, outpoint: string, work: () => Promise<unknown>) => {
      try {
        await work();
      } catch (err) {
        this.deps.logger.warn({ err, peerNodeId, channelId, outpoint, what }, 'an output of a close on chain did not advance; will retry');
      }
    };
    for (const input of [...sweeps].sort((a, b) => urgency(a) - urgency(b)).filter((i) => urgency(i) === 0)) {
      await each('justice', `${input.txid}:${input.vout}`, () => this.sweepOrChase(stored, found, input, depth, current, save));
    }
    for (const h of htlcs) await each('htlc', `${found.txid}:${h.vout}`, () => this.resolveHtlc(stored, found, built, h, tip, current, save));
    for (const input of sweeps.filter((i) => urgency(i) !== 0)) {
      await each('sweep', `${input.txid}:${input.vout}`, () => this.sweepOrChase(stored, found, input, depth, current, save));
    }
    if (this.resolved(found, sweeps, htlcs, current())) {
      await save({ doneAtMs: Date.now() });
      this.deps.logger.info({ peerNodeId, channelId, txid: found.txid, sweeps: current().sweeps.length, htlcsLost: current().htlcsLost?.length ?? 0 }, 'asset channel closed on chain: every output of ours is swept and settled');
    }
  }

  /** Sweeps one output once its lock allows; a revoked HTLC output the cheater's second stage took is chased into that stage's output. */
  private async sweepOrChase(stored: StoredAssetChannel, found: OnChainCommitment, input: SweepInput, depth: number, current: () => ForceCloseProgress, save: (patch: Partial<ForceCloseProgress>) => Promise<void>): Promise<void> {
    // BIP 68: a spend of an output confirmed at h may enter block h + csv, the next one once depth ≥ csv.
    if (depth < input.csv) return;
    const lostTo = await this.sweepOne(stored, input, current, save);
    if (lostTo && input.path === 'revoked-htlc') {
      const justice = await this.deps.onChain.revokedSecondStage(stored, found, input.vout, lostTo);
      if (justice) await this.sweepOne(stored, justice, current, save);
    }
  }

  /**
   * One HTLC output of a commitment that is not revoked: on the peer's commitment we spend it
   * directly (with the preimage, or after the expiry); on ours through our second stage, then its
   * delayed output. An output the peer spent first is recorded lost, with the preimage it revealed.
   */
  private async resolveHtlc(
    stored: StoredAssetChannel,
    found: OnChainCommitment,
    built: BuiltCommitment,
    h: OnChainHtlc,
    tip: number,
    current: () => ForceCloseProgress,
    save: (patch: Partial<ForceCloseProgress>) => Promise<void>,
  ): Promise<void> {
    const { peerNodeId } = stored;
    const { channelId } = stored.record;
    if (current().htlcsLost?.some((l) => l.vout === h.vout)) return;
    const chain = this.deps.chain();
    const preimage = h.offeredByUs ? null : await this.deps.claimPreimage(h.htlc.paymentHash, channelId, h.htlc.id);
    // An HTLC-timeout (nLockTime = expiry) enters the block after the tip once tip ≥ expiry.
    const due = h.offeredByUs ? tip >= h.htlc.cltvExpiry : preimage !== null;
    const lose = async (spender: string) => {
      const raw = await chain.txHex(spender);
      // Its preimage must be read before the loss is written: a spend not served yet waits (review rgb-cpfp L5).
      if (!raw) return;
      const revealed = preimageIn(Transaction.fromRaw(Buffer.from(raw, 'hex'), { allowUnknownOutputs: true, allowUnknownInputs: true }), h.htlc.paymentHash);
      // The preimage is used (a forward claims upstream with it) as soon as any spend shows it,
      // confirmed or not (a preimage proves itself; waiting for the confirmation could leave a
      // forwarder too little time upstream, review multihop H1), and before the loss is written,
      // so a kill between the two learns it again at the next tip.
      if (revealed && h.offeredByUs) await this.deps.onPreimage(h.htlc.paymentHash, revealed);
      // Only a confirmed spend takes the output from us: one in the mempool may still lose (review #8).
      if ((await chain.txConfirmation(spender))?.status !== 'confirmed') return;
      await save({ htlcsLost: [...(current().htlcsLost ?? []), { vout: h.vout, spender, assets: h.assets.toString(), ...(revealed ? { preimage: revealed } : {}) }] });
      this.deps.logger.warn({ peerNodeId, channelId, vout: h.vout, spender, paymentHash: h.htlc.paymentHash, offeredByUs: h.offeredByUs, preimage: revealed !== null }, 'an asset HTLC on chain was taken by the peer');
    };
    if (found.kind === 'theirs') {
      // Our spend's txid is written before it is broadcast: any other spender is the peer's.
      const spender = await chain.spender(found.txid, h.vout);
      const mine = current().sweeps.find((p) => p.outpoint === `${found.txid}:${h.vout}`)?.txid;
      if (spender && spender !== mine) return lose(spender);
      if (!due) return;
      await this.sweepOne(stored, this.deps.onChain.htlcSpend(stored, found, built, h, preimage), current, save);
      return;
    }
    let second = current().secondStages?.find((x) => x.vout === h.vout);
    if (!second) {
      const spender = await chain.spender(found.txid, h.vout);
      // Our second stage's txid is written before it is broadcast: any other spender is the peer's.
      if (spender) return lose(spender);
      if (!due) return;
      const built2 = await this.deps.onChain.ourSecondStage(stored, found, h, preimage);
      second = { vout: h.vout, txid: built2.txid };
      await save({ secondStages: [...(current().secondStages ?? []), second] });
    }
    const stage = await this.deps.onChain.ourSecondStage(stored, found, h, preimage);
    const seen = await chain.txConfirmation(stage.txid);
    // Pre-signed at the opening's rate, it carries our anchor: CPFP while it waits (review A2).
    const parent = { kind: 'second-stage' as const, vout: h.vout, inputSats: h.sats };
    if (!seen) {
      const spender = await chain.spender(found.txid, h.vout);
      if (spender && spender !== stage.txid) return lose(spender);
      await chain.broadcast(stage.signed.hex);
      this.deps.logger.info({ peerNodeId, channelId, txid: stage.txid, vout: h.vout, kind: h.offeredByUs ? 'htlc-timeout' : 'htlc-success', assets: h.assets.toString() }, 'asset channel second stage broadcast');
      crashPoint('rgb-second-stage:after-broadcast');
      await this.bump(stored, stage.signed, parent);
      return;
    }
    if (seen.status !== 'confirmed') {
      await this.bump(stored, stage.signed, parent);
      return;
    }
    await this.deps.bumps.afterConfirmed(stored, parent);
    if (tip - seen.height + 1 < stage.delayed.csv) return;
    await this.sweepOne(stored, stage.delayed, current, save);
  }

  /** Every output of ours is settled in a wallet, or was taken by the peer. */
  private resolved(found: OnChainCommitment, sweeps: readonly SweepInput[], htlcs: readonly OnChainHtlc[], progress: ForceCloseProgress): boolean {
    const done = (outpoint: string) => progress.sweeps.some((p) => p.outpoint === outpoint && (p.settledAtMs !== undefined || p.lostTo));
    // A revoked HTLC output the cheater's second stage took is done only once that stage's output is.
    const sweptAll = sweeps.every((s) => (s.path === 'revoked-htlc' && this.lostTo(progress, s) ? this.revokedSecondStageDone(progress, s) : done(`${s.txid}:${s.vout}`)));
    const htlcsAll = htlcs.every((h) => {
      if (progress.htlcsLost?.some((l) => l.vout === h.vout)) return true;
      const second = progress.secondStages?.find((x) => x.vout === h.vout);
      return second ? done(`${second.txid}:0`) : done(`${found.txid}:${h.vout}`);
    });
    return sweptAll && htlcsAll;
  }

  private lostTo(progress: ForceCloseProgress, input: SweepInput): string | undefined {
    return progress.sweeps.find((p) => p.outpoint === `${input.txid}:${input.vout}`)?.lostTo;
  }

  /** A revoked HTLC output the peer's second stage spent: done once that stage's output is swept (or lost). */
  private revokedSecondStageDone(progress: ForceCloseProgress, input: SweepInput): boolean {
    const lost = progress.sweeps.find((p) => p.outpoint === `${input.txid}:${input.vout}`)?.lostTo;
    return lost !== undefined && progress.sweeps.some((p) => p.outpoint === `${lost}:0` && (p.settledAtMs !== undefined || p.lostTo));
  }

  /** Broadcasts our newest commitment (unless the chain has it); returns it. */
  private async broadcastOurs(stored: StoredAssetChannel): Promise<Transaction> {
    const tx = await this.deps.onChain.holderCommitment(stored);
    const chain = this.deps.chain();
    if (await chain.txConfirmation(tx.id)) return tx;
    await chain.broadcast(tx.hex);
    this.deps.logger.warn({ peerNodeId: stored.peerNodeId, channelId: stored.record.channelId, txid: tx.id, number: stored.record.holder.state.number.toString() }, 'asset channel: our commitment broadcast');
    crashPoint('rgb-force-close:after-broadcast');
    return tx;
  }

  /**
   * CPFP of every commitment of an asset channel waiting in the mempool (ours or the peer's),
   * more often than the tick: a commitment is bumped within seconds of its broadcast, not at the
   * next block. Channels whose close on chain is recorded are past it.
   */
  async bumpAll(): Promise<void> {
    for (const { peerNodeId, channelId } of await this.deps.store.list()) {
      const k = key(peerNodeId, channelId);
      const progress = await this.progress.get(k);
      if (progress?.commitment || progress?.doneAtMs !== undefined) continue;
      try {
        await this.serial.run(k, async () => {
          const stored = await this.deps.store.load(peerNodeId, channelId);
          if (!stored) return;
          const spender = await this.deps.chain().spender(stored.channel.fundingTxid, stored.channel.fundingVout);
          if (!spender || spender === (await this.deps.links.closingTxid(peerNodeId, channelId))) return;
          if ((await this.deps.chain().txConfirmation(spender))?.status === 'confirmed') return;
          await this.bumpSpender(stored, spender);
        });
      } catch (err) {
        this.deps.logger.warn({ err, peerNodeId, channelId }, 'bumping an asset channel commitment failed; will retry');
      }
    }
  }

  /** CPFP of `spender` of the shadow output, unconfirmed. */
  private async bumpSpender(stored: StoredAssetChannel, spender: string): Promise<void> {
    const raw = await this.deps.chain().txHex(spender);
    if (raw) await this.bump(stored, Transaction.fromRaw(Buffer.from(raw, 'hex'), { allowUnknownOutputs: true, allowUnknownInputs: true }));
  }

  /** CPFP of `tx` (a commitment, or our second stage); a failure (no coin, a refused child) waits for the next try and holds back nothing else. */
  private async bump(stored: StoredAssetChannel, tx: Transaction, what: BumpedParent = COMMITMENT): Promise<void> {
    try {
      await this.deps.bumps.whileUnconfirmed(stored, tx, what);
    } catch (err) {
      this.deps.logger.warn({ err, peerNodeId: stored.peerNodeId, channelId: stored.record.channelId, parent: tx.id, what: what.kind }, 'asset channel CPFP did not go through; will retry');
    }
  }

  /**
   * Sweeps one output of ours into our wallets and follows it until settled; returns the spender
   * when another transaction took the output first (recorded `lostTo`), else null.
   */
  private async sweepOne(stored: StoredAssetChannel, input: SweepInput, current: () => ForceCloseProgress, save: (patch: Partial<ForceCloseProgress>) => Promise<void>): Promise<string | null> {
    const { peerNodeId } = stored;
    const { channelId, contractId } = stored.record;
    const outpoint = `${input.txid}:${input.vout}`;
    const update = (patch: Partial<SweepProgress>) => save({ sweeps: current().sweeps.map((s) => (s.outpoint === outpoint ? { ...s, ...patch } : s)) });
    let sweep = current().sweeps.find((s) => s.outpoint === outpoint);
    if (sweep?.lostTo) return sweep.lostTo;
    if (sweep?.settledAtMs !== undefined) return null;
    if (!sweep) {
      // The destination is written before the sweep exists, so every rebuild is the same transaction.
      const script = input.assets > 0n ? await this.deps.wallet.closingScript() : await this.deps.btcScript();
      // Its rate too: justice and HTLC claims have deadlines, and the opening's rate may be long stale (monitor review #10).
      const now = this.deps.closeFeeratePerKw();
      const rate = now > stored.channel.budget.feeratePerKw ? now : stored.channel.budget.feeratePerKw;
      sweep = { outpoint, assets: input.assets.toString(), script: Buffer.from(script).toString('hex'), feeratePerKw: rate.toString() };
      await save({ sweeps: [...current().sweeps, sweep] });
    }
    const signed = await this.deps.onChain.sweep(stored, input, Buffer.from(sweep.script, 'hex'), BigInt(sweep.feeratePerKw));
    // A rebuild that differs from what we broadcast (a colouring change across an upgrade) would
    // take our own sweep for the peer's: stop here instead (review rgb-monitor-issue17-1 #19).
    if (sweep.txid && sweep.txid !== signed.txid) throw new Error(`the sweep of ${outpoint} rebuilds as ${signed.txid}, not ${sweep.txid} as broadcast`);
    // Written before the broadcast: a spender with another txid is never ours.
    if (!sweep.txid) await update({ txid: signed.txid });
    const chain = this.deps.chain();
    let seen = await chain.txConfirmation(signed.txid);
    if (!seen) {
      const spender = await chain.spender(input.txid, input.vout);
      if (spender && spender !== signed.txid) {
        // Only a confirmed spend takes the output from us: one in the mempool may still lose (review #8).
        if ((await chain.txConfirmation(spender))?.status !== 'confirmed') return null;
        // The cheater's claim of an HTLC we offered, on its revoked commitment, shows the preimage:
        // used (a forward is claimed upstream) before the loss is written, so a kill learns it again.
        if (input.path === 'revoked-htlc' && input.paymentHash) {
          const raw = await chain.txHex(spender);
          if (!raw) return null; // read it before writing the loss
          const revealed = preimageIn(Transaction.fromRaw(Buffer.from(raw, 'hex'), { allowUnknownOutputs: true, allowUnknownInputs: true }), input.paymentHash);
          if (revealed) await this.deps.onPreimage(input.paymentHash, revealed);
        }
        await update({ lostTo: spender });
        this.deps.logger.error({ peerNodeId, channelId, outpoint, spender, path: input.path }, 'an output of ours on the commitment was spent by another transaction');
        return spender;
      }
      await chain.broadcast(signed.signed.hex);
      this.deps.logger.info({ peerNodeId, channelId, txid: signed.txid, outpoint, path: input.path, assets: input.assets.toString() }, 'asset channel output swept');
      crashPoint('rgb-sweep:after-broadcast');
      seen = await chain.txConfirmation(signed.txid);
    }
    if (input.assets > 0n && current().sweeps.find((s) => s.outpoint === outpoint)?.receivedAtMs === undefined) {
      if ((await this.deps.wallet.closingReceipt(contractId, signed.txid)) === 'none') {
        await this.deps.wallet.receiveClosing(signed, contractId, 1);
        crashPoint('rgb-sweep:after-receive');
      }
      await update({ receivedAtMs: Date.now() });
    }
    if (seen?.status !== 'confirmed') return null;
    if (input.assets > 0n) {
      await this.deps.refreshWallet();
      if ((await this.deps.wallet.closingReceipt(contractId, signed.txid)) !== 'settled') return null;
    }
    await update({ settledAtMs: Date.now(), ...(input.assets === 0n ? { receivedAtMs: Date.now() } : {}) });
    return null;
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
