import { secp256k1 } from '@noble/curves/secp256k1';
import { ConflictError, InvalidRequestError, NodeNotReadyError } from '@rln/core';
import type { CustomMessageHandler, LightningEngine } from '@rln/lightning';
import type { NodeSeed } from '@rln/node-keys';
import type { Payment } from '@rln/payments';
import { type Database, TypeormKvStore } from '@rln/persistence';
import {
  type AnchorFeeWallet,
  AssetChannelLinks,
  AssetChannelOnChain,
  AssetChannelOpenings,
  AssetChannelStore,
  assetsOf,
  ClaimStateStore,
  ForwardStore,
  otherSide,
  MIN_CLAIM_MARGIN_BLOCKS,
  FundingConsignmentOffers,
  OpeningRefused,
  RgbLnInvoices,
  HeldFundings,
  MESSAGE_TYPES,
  OPEN_MESSAGE_TYPES,
  COMMITMENT_ON_CHAIN_TYPE,
  RGB_CHANNEL_FEATURE_BIT,
  StoredChannelKeys,
  type AcceptorLimits,
  type ChannelPolicy,
  type OpenAssetChannelRequest,
  type ShadowBudget,
  type OpeningOutcome,
  type ChannelEvent,
  type StoredAssetChannel,
  type InvoiceSigner,
} from '@rln/rgb-channel';
import { RgbLibAssetChannelWallet } from '@rln/rgb-lib-adapter';
import type { Logger } from 'pino';
import type { RgbRuntime } from '../rgb-runtime';
import { AssetOpenIntents, type AssetOpenIntent } from './asset-open-intents';
import { RgbLnPayments, addInFlightOnAnyChannel, type LightningPaymentServices } from './rgb-ln-payments';
import { HttpFundingConsignments } from './http-funding-consignments';
import { AssetChannelCloses } from './asset-channel-closes';
import { AssetChannelWatchdog } from './asset-channel-watchdog';
import { AssetChannelForceCloses, type ForceCloseReport } from './asset-channel-force-closes';
import { AssetChannelAnchorBumps, clampFeeratePerKw } from './asset-channel-anchor-bumps';

/** The shadow output this node proposes as opener: room for MAX_HTLCS HTLCs at 1,000 sat/kw (checkShadowBudget). */
export const OPENER_BUDGET: ShadowBudget = { fundingSats: 50_000n, assetOutputSats: 1_000n, htlcOutputSats: 3_000n, feeratePerKw: 1_000n, toSelfDelay: 144 };
const OPENER_MAX_HTLCS = 10;

/**
 * The policy this node proposes for `assetAmount`: a reserve of 1 % (at least 1) so cheating is
 * never free, which an acceptor allows up to a tenth (protocol §5a): so at least 10 units.
 */
export function openerPolicy(assetAmount: bigint): ChannelPolicy {
  const assetReserve = assetAmount / 100n > 1n ? assetAmount / 100n : 1n;
  if (assetReserve * 10n > assetAmount) throw new InvalidRequestError(`an asset channel carries at least 10 units, not ${assetAmount}`, undefined, { field: 'rgb.asset_amount' });
  return { assetReserve, maxHtlcs: OPENER_MAX_HTLCS, minExpiryDelta: 48, maxExpiryDelta: 2016 };
}

/** Terms this node accepts from an opener (protocol §5a); the claim window is the timing policy's (§7). */
export const DEFAULT_ACCEPTOR_LIMITS: AcceptorLimits = { minAssetReserve: 1n, maxHtlcs: 30, minToSelfDelay: 144, maxExpiryDelta: 2016, onchainClaimBlocks: 40 };
const EXPIRE_EVERY_MS = 60_000;
const WATCHDOG_EVERY_MS = 10_000;
/** A round the peer leaves unanswered this long while connected is a stall (protocol §7); rounds take milliseconds. */
const STALL_MS = 60_000;
const MAX_STALLED_RECONNECTS = 3;
const TIP_POLL_MS = 2_000;
/** Messages kept while the RGB engine starts: a reconnect's worth for many channels. */
const MAX_EARLY_MESSAGES = 256;
/**
 * The watchdog closes on chain by itself only once the peer had time to prove, at reestablish,
 * that our state is older than its (a node restored from a backup must never broadcast a revoked
 * commitment; review rgb-monitor-issue17-1 #2), or, for a peer that never connects, after this.
 */
const AUTO_CLOSE_AFTER_CONNECT_MS = 30_000;
const AUTO_CLOSE_WITHOUT_PEER_MS = 10 * 60_000;
/** A reconcile running longer than this is reported: every later one waits for it. */
const RECONCILE_SLOW_MS = 120_000;
/** Asset channels whose assets are ours to count: opened (the funding may still confirm), not closed or failed. */
export const LIVE_STATUSES: ReadonlySet<string> = new Set(['awaiting-funding', 'open', 'closing']);
/**
 * Blocks on the shadow funding before the asset channel takes updates: LDK's own default for the
 * carrier (`user-config.ts`), so neither output of the pair is trusted at a shallower depth.
 */
export const SHADOW_FUNDING_MIN_DEPTH = 3;
/** An intent whose LDK channel never appeared by then is dropped (the open failed before LDK kept it). */
const INTENT_TIMEOUT_MS = 60 * 60_000;

export interface AssetChannelRuntimeDeps {
  readonly seed: NodeSeed;
  readonly db: Database;
  readonly lightning: () => LightningEngine | null;
  readonly rgb: () => RgbRuntime | null;
  /** The best block height the node's chain watcher knows, or null before its first block. */
  readonly tipHeight: () => number | null;
  /** Asset channels allowed at all (`RLN_RGB_CHANNELS`; off by default but on regtest until the monitor lands). */
  readonly enabled: boolean;
  /** Blocks an acceptor waits for a funding the indexer never saw before it fails the channel (`RLN_RGB_CHANNEL_FUNDING_TIMEOUT_BLOCKS`). */
  readonly fundingTimeoutBlocks: number;
  /** A new script of the node's BTC wallet: where a close on chain sweeps outputs that hold no assets. */
  readonly btcScript: () => Promise<Uint8Array>;
  /** The BTC wallet paying CPFP children of commitments waiting in the mempool. */
  readonly anchorFeeWallet: AnchorFeeWallet;
  /** sat/vB the operator asks a close on chain to confirm at, at least (`RLN_RGB_CLOSE_FEERATE_FLOOR_SAT_PER_VB`); 0: the chain's estimate alone. */
  readonly closeFeerateFloorSatPerVb: number;
  /** The most one CPFP child pays, in sat (`RLN_RGB_CPFP_MAX_FEE_SATS`). */
  readonly cpfpMaxFeeSats: number;
  /** The node's payment records and BOLT11 service (the carrier side of RGB payments), once built. */
  readonly payments: () => LightningPaymentServices | null;
  readonly logger: Logger;
}

interface AssetChannelServices {
  readonly wallet: RgbLibAssetChannelWallet;
  readonly watchdog: AssetChannelWatchdog;
  readonly openings: AssetChannelOpenings;
  readonly links: AssetChannelLinks;
  readonly rgbLn: RgbLnPayments;
  readonly closes: AssetChannelCloses;
  readonly forceCloses: AssetChannelForceCloses;
}

/**
 * The node's asset channels (docs/design/rgb-channel-protocol.md): the LDK custom-message
 * handler for their messages, and the services over the node's rgb-lib, database and peer
 * connections, built once both engines run: openings, the update protocol of opened channels
 * (it opens for updates once both fundings are deep enough, and resumes on every reconnect),
 * RGB Lightning payments over them, cooperative closes, and closes on chain (the monitor,
 * AssetChannelForceCloses; HTLC outputs on chain are issue 17's next step).
 */
export class AssetChannelRuntime implements CustomMessageHandler {
  readonly messageTypes: readonly number[] = [...Object.values(OPEN_MESSAGE_TYPES), ...Object.values(MESSAGE_TYPES), COMMITMENT_ON_CHAIN_TYPE];
  /**
   * Advertised in init when asset channels are on; the bridge then drops our message types from a
   * peer that did not set it (issue 17, fuzzing). Off, nothing is advertised and nothing handled.
   */
  readonly featureBit: number | undefined;
  readonly offers: FundingConsignmentOffers;
  readonly store: AssetChannelStore;
  /** This node's RGB Lightning invoices: what its claim gate checks a payment against. */
  readonly invoices: RgbLnInvoices;
  private readonly kv: TypeormKvStore;
  private readonly intents: AssetOpenIntents;
  private services: AssetChannelServices | null = null;
  private timer: NodeJS.Timeout | null = null;
  private watchdogTimer: NodeJS.Timeout | null = null;
  private tipTimer: NodeJS.Timeout | null = null;
  private reconciling: Promise<void> | null = null;
  private bumping: Promise<void> | null = null;
  /** Acceptor channels whose funding the indexer has not seen: the tip when this process first noticed. */
  private readonly unfundedSince = new Map<string, number>();
  private reconcileStartedAt = 0;
  /** Outbound RGB payments with their asset HTLC in flight and no carrier sent: a fail-back of the HTLC fails them (RgbLnPayments). */
  private readonly givenUp = new Set<string>();
  /** Peer messages that came before the services could run, in arrival order. */
  private early: Array<{ peerNodeId: string; messageType: number; payload: Uint8Array }> = [];
  /** When each peer last connected in this process (the watchdog waits for its reestablish before closing on chain). */
  private readonly connectedAt = new Map<string, number>();
  private readonly startedAtMs = Date.now();

  constructor(private readonly deps: AssetChannelRuntimeDeps) {
    this.featureBit = deps.enabled ? RGB_CHANNEL_FEATURE_BIT : undefined;
    this.kv = new TypeormKvStore(deps.db);
    this.offers = new FundingConsignmentOffers(this.kv);
    this.store = new AssetChannelStore(this.kv);
    this.intents = new AssetOpenIntents(this.kv);
    this.invoices = new RgbLnInvoices(this.kv);
  }

  /** Signs RGB invoices as the node (the key LDK signs its invoices with), so the payee stays the same. */
  invoiceSigner(): InvoiceSigner {
    const secret = this.deps.seed.nodeSecretKey();
    return (hash32) => {
      const signature = secp256k1.sign(hash32, secret, { lowS: true });
      return { signature64: signature.toCompactRawBytes(), recoveryId: signature.recovery };
    };
  }

  start(): void {
    // Our channels' closing receives take only their closings (review CL-3), from the first
    // consignment the wallet is handed on, not only once these services are built.
    this.deps.rgb()?.rgbLib?.reserveScripts(() => this.ourClosingScripts());
    // A new block may confirm a shadow funding: look again as soon as the tip moves, not only
    // on LDK's ChannelReady (which may come first) or the minute timer.
    let lastTip: number | null = null;
    this.tipTimer = setInterval(() => {
      const tip = this.deps.tipHeight();
      if (tip !== null && tip !== lastTip) {
        lastTip = tip;
        this.kick();
      }
    }, TIP_POLL_MS);
    this.tipTimer.unref();
    this.timer = setInterval(() => {
      void this.services?.openings.expireStale().catch((err: unknown) => this.deps.logger.error({ err }, 'expiring stale asset channel openings failed'));
      void this.services?.openings.resume().catch((err: unknown) => this.deps.logger.error({ err }, 'resuming held asset channel fundings failed'));
      void this.services?.rgbLn.settleAll().catch((err: unknown) => this.deps.logger.error({ err }, 'settling RGB payments failed'));
      this.kick();
    }, EXPIRE_EVERY_MS);
    this.timer.unref();
    this.watchdogTimer = setInterval(() => {
      void this.services?.watchdog.tick().catch((err: unknown) => this.deps.logger.error({ err }, 'the asset channel watchdog failed'));
      this.bumpPending();
    }, WATCHDOG_EVERY_MS);
    this.watchdogTimer.unref();
    this.kick();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.tipTimer) clearInterval(this.tipTimer);
    if (this.watchdogTimer) clearInterval(this.watchdogTimer);
    this.watchdogTimer = null;
    this.timer = null;
    this.tipTimer = null;
  }

  /**
   * At start-up, for an outbound payment LDK does not track (its carrier was never sent): true
   * when it is an RGB payment whose asset HTLC is in a round, signed or committed on a channel
   * with its payee, so it may yet be paid. It then stays Pending and follows that HTLC: a fulfil
   * succeeds it, a fail-back fails it (review t2c PAY-1; before, it was failed at start-up while
   * the payee could still take the asset).
   */
  async outboundAssetHtlcInFlight(payment: Payment): Promise<boolean> {
    if (payment.kind !== 'RgbLightning' || !payment.paymentHash) return false;
    // On any channel: over two hops the asset HTLC is on the channel with the forwarder, not the payee.
    if (!(await addInFlightOnAnyChannel(this.store, payment.paymentHash))) return false;
    this.givenUp.add(payment.paymentHash);
    return true;
  }

  /** Throws NodeNotReady unless asset channels can run now (checked before LDK opens the carrier). */
  ensureReady(): void {
    this.service();
  }

  /**
   * Our side of every live asset channel (opened, not closed or failed): the committed split,
   * HTLCs in flight in neither side, as `/channels` shows it. A cooperatively closed channel
   * counts until our wallet settled its assets, so they never vanish from the balance between.
   */
  async channelBalances(): Promise<Array<{ channelId: string; contractId: string; localAmount: bigint; remoteAmount: bigint }>> {
    const out = [];
    for (const { peerNodeId, channelId } of await this.store.list()) {
      const stored = await this.store.load(peerNodeId, channelId);
      if (!stored) continue;
      // A closing our wallet already took in counts there, not here (review CL-5); until then, here.
      const signedClosing = stored.record.status === 'closed' || stored.record.status === 'closing';
      if (signedClosing && this.services !== null && !(await this.services.closes.awaitsAssets(peerNodeId, channelId))) continue;
      const { committed, local, contractId } = stored.record;
      // Closing on chain (whatever the status: a signed cooperative closing may have lost the
      // race): our share counts here until our wallet took its sweep in, never twice.
      const share = this.services !== null ? await this.services.forceCloses.offchainShare(stored) : null;
      if (share !== null) {
        if (share > 0n) out.push({ channelId, contractId, localAmount: share, remoteAmount: 0n });
        continue;
      }
      if (stored.record.status === 'state-lost') continue; // our share is unknown until the peer's commitment is on chain
      if (stored.record.status === 'failed') {
        // Failed, the close on chain not started yet (the watchdog's next tick): still ours.
        const local = assetsOf(stored.record.committed, stored.record.local);
        if (local > 0n) out.push({ channelId, contractId, localAmount: local, remoteAmount: 0n });
        continue;
      }
      if (!LIVE_STATUSES.has(stored.record.status) && stored.record.status !== 'closed') continue;
      out.push({ channelId, contractId, localAmount: assetsOf(committed, local), remoteAmount: assetsOf(committed, otherSide(local)) });
    }
    return out;
  }

  private async ourClosingScripts(): Promise<string[]> {
    const scripts = [];
    for (const { peerNodeId, channelId } of await this.store.list()) {
      const stored = await this.store.load(peerNodeId, channelId);
      if (stored) scripts.push(stored.record.closingScripts[stored.record.local]);
    }
    if (this.services) scripts.push(...(await this.services.forceCloses.sweepScripts()));
    return scripts;
  }

  /** Our units of rgb-lib asset `assetId` in live asset channels. */
  async offchainAssets(assetId: string): Promise<bigint> {
    return (await this.channelBalances()).filter((c) => c.contractId === assetId).reduce((sum, c) => sum + c.localAmount, 0n);
  }

  /**
   * Starts the cooperative close of the asset channel on carrier `channelId`; the carrier closes
   * once both closing signatures are held (AssetChannelCloses). 409 while an HTLC is live.
   */
  closeAssetChannel(peerNodeId: string, channelId: string): Promise<void> {
    return this.service().closes.close(peerNodeId, channelId);
  }

  /**
   * Closes the asset channel on carrier `channelId` on chain with our newest commitment; the
   * monitor sweeps our outputs once their locks allow (AssetChannelForceCloses). 409 while an
   * asset HTLC or an update is in flight, or when our state is lost.
   */
  forceCloseAssetChannel(peerNodeId: string, channelId: string): Promise<void> {
    const forceCloses = this.service().forceCloses;
    return forceCloses.request(peerNodeId, channelId, 'force close requested over HTTP').then(() => this.kick());
  }

  /**
   * Every asset channel's recovery report: where it stands, and for a channel closed on chain
   * what is back in our wallets, what is on its way and what the peer took.
   */
  async recoveryReport(): Promise<Array<{ peerNodeId: string; channelId: string; contractId: string; status: string; localAmount: bigint; closeOnChain: ForceCloseReport | null; cooperativeCloseReceived: boolean | null }>> {
    const { forceCloses, closes } = this.service();
    const out = [];
    for (const { peerNodeId, channelId } of await this.store.list()) {
      const stored = await this.store.load(peerNodeId, channelId);
      if (!stored) continue;
      const { record } = stored;
      const cooperative = record.status === 'closed' ? !(await closes.awaitsAssets(peerNodeId, channelId)) : null;
      out.push({ peerNodeId, channelId, contractId: record.contractId, status: record.status, localAmount: assetsOf(record.committed, record.local), closeOnChain: await forceCloses.report(stored), cooperativeCloseReceived: cooperative });
    }
    return out;
  }

  /** RGB Lightning payments (pay, and the payee's claim gate); throws NodeNotReady until both engines run. */
  rgbLn(): RgbLnPayments {
    return this.service().rgbLn;
  }

  /**
   * Records that the LDK channel `userChannelId` carries an asset channel: its opening starts
   * once LDK has funded the carrier (`ChannelPending`), whose channel id the asset channel takes.
   */
  async requestOpen(request: { userChannelId: bigint; peerNodeId: string; contractId: string; assetAmount: bigint; consignmentUrl: string }): Promise<void> {
    await this.intents.save({ ...request, userChannelId: request.userChannelId.toString(), assetAmount: request.assetAmount.toString(), createdAtMs: Date.now() });
    this.kick();
  }

  /**
   * LDK's events, after the node stored them: a carrier LDK has broadcast starts its asset
   * opening; a carrier that became ready may open its asset channel for updates.
   */
  onLightningEvent(event: { type: string; userChannelId?: bigint; paymentHash?: string | null; channelId?: string | null; counterpartyNodeId?: string | null }): void {
    if (event.type === 'ChannelReady') this.kick();
    if (event.type === 'ChannelClosed' && typeof event.channelId === 'string' && typeof event.counterpartyNodeId === 'string' && this.canRun()) {
      this.carrierClosed(event.counterpartyNodeId, event.channelId);
    }
    if (event.type === 'PaymentClaimable' && typeof event.paymentHash === 'string' && this.canRun()) {
      const hash = event.paymentHash;
      void this.service()
        .rgbLn.settle(hash)
        .catch((err: unknown) => this.deps.logger.error({ err, paymentHash: hash }, 'settling an RGB payment failed'));
    }
    if (event.type !== 'ChannelPending' || event.userChannelId === undefined) return;
    const id = event.userChannelId.toString();
    void this.intents
      .list()
      .then(async (intents) => {
        const intent = intents.find((i) => i.userChannelId === id);
        if (intent && !intent.carrierPending) await this.intents.save({ ...intent, carrierPending: true });
        this.kick();
      })
      .catch((err: unknown) => this.deps.logger.error({ err }, 'recording a broadcast carrier failed'));
  }

  /**
   * LDK closed a carrier: an asset channel still open on it can take no carrier any more, so it
   * fails and the watchdog closes it on chain (design "Close paths"). A carrier closed after its
   * asset channel's cooperative close, or with none, changes nothing.
   */
  private carrierClosed(peerNodeId: string, channelId: string): void {
    void (async () => {
      const stored = await this.store.load(peerNodeId, channelId);
      if (!stored || (stored.record.status !== 'open' && stored.record.status !== 'closing')) return;
      if (stored.record.closing?.localSigned) return; // the cooperative closing is on its way
      // Failed now (no update runs any more); the watchdog closes it on chain, once the peer had
      // time to prove we run on an old backup, whose carriers the peer may have closed (review #2).
      await this.service().links.failOnChain(peerNodeId, channelId);
      this.kick();
    })().catch((err: unknown) => this.deps.logger.warn({ err, peerNodeId, channelId }, 'closing the asset channel of a closed carrier on chain failed; the watchdog retries'));
  }

  /** CPFP of commitments waiting in the mempool, at the watchdog's pace rather than the next block's; skipped while one runs. */
  private bumpPending(): void {
    const services = this.services;
    if (this.bumping || !services || !this.deps.lightning() || !this.canRun()) return;
    this.bumping = services.forceCloses
      .bumpAll()
      .catch((err: unknown) => this.deps.logger.error({ err }, 'bumping asset channel commitments failed'))
      .finally(() => {
        this.bumping = null;
      });
  }

  /** Runs one reconcile of the intents, unless one runs. */
  private kick(): void {
    if (this.reconciling) {
      if (Date.now() - this.reconcileStartedAt > RECONCILE_SLOW_MS) this.deps.logger.warn({ runningMs: Date.now() - this.reconcileStartedAt }, 'an asset channel reconcile is still running; later ones wait for it');
      return;
    }
    this.reconcileStartedAt = Date.now();
    this.reconciling = this.reconcile()
      .catch((err: unknown) => this.deps.logger.error({ err }, 'starting asset channel openings failed'))
      .finally(() => {
        this.reconciling = null;
      });
  }

  private async reconcile(): Promise<void> {
    const engine = this.deps.lightning();
    if (!engine || !this.canRun()) return;
    await this.confirmFundings(engine);
    await this.service().closes.settleAll();
    await this.service().forceCloses.tickAll();
    for (const intent of await this.intents.list()) {
      const carrier = engine.listChannels().find((c) => c.userChannelId.toString() === intent.userChannelId && c.counterpartyNodeId === intent.peerNodeId);
      if (!carrier || Date.now() - intent.createdAtMs > INTENT_TIMEOUT_MS) {
        if (Date.now() - intent.createdAtMs > INTENT_TIMEOUT_MS) {
          this.deps.logger.warn({ ...intent, carrier: carrier?.channelId ?? null }, 'asset channel not opened in time: its intent is dropped');
          await this.intents.remove(intent.userChannelId);
        }
        continue;
      }
      // Only a carrier LDK has broadcast (ChannelPending, or seen on chain after a restart lost
      // the event): a carrier whose peer withholds funding_signed must not draw the asset (N1).
      const broadcast = intent.carrierPending === true || carrier.isChannelReady || (carrier.confirmations ?? 0) > 0;
      if (!broadcast || !engine.isPeerConnected(intent.peerNodeId)) continue;
      await this.startOpening(intent, carrier.channelId);
    }
  }

  /**
   * Opens for updates each asset channel whose carrier LDK calls ready and whose shadow funding
   * is SHADOW_FUNDING_MIN_DEPTH deep (review O2). The funding's txid was fixed before either side
   * signed commitment 0, and commits to its outputs, so its depth is all that is left to check.
   */
  private async confirmFundings(engine: LightningEngine): Promise<void> {
    const { links } = this.service();
    const indexer = this.deps.rgb()?.indexer;
    const tip = this.deps.tipHeight();
    if (!indexer || tip === null) return;
    for (const { peerNodeId, channelId } of await this.store.list()) {
      try {
        const stored = await this.store.load(peerNodeId, channelId);
        if (stored?.record.status !== 'awaiting-funding') continue;
        const { fundingTxid, fundingVout } = stored.channel;
        const seen = await indexer.txConfirmation(fundingTxid);
        if (!seen) {
          await this.abandonIfNeverFunded(stored, tip);
          continue;
        }
        this.unfundedSince.delete(channelId);
        const carrier = engine.listChannels().find((c) => c.channelId === channelId && c.counterpartyNodeId === peerNodeId);
        if (!carrier?.isChannelReady) continue;
        if (seen.status !== 'confirmed' || tip - seen.height + 1 < SHADOW_FUNDING_MIN_DEPTH) continue;
        // A shadow output already spent (a commitment 0 broadcast) opens nothing (review T4).
        if (await indexer.outputSpent(fundingTxid, fundingVout)) {
          this.deps.logger.warn({ peerNodeId, channelId, fundingTxid }, 'the shadow funding output is spent before the asset channel opened: left for the monitor');
          continue;
        }
        await links.fundingConfirmed(peerNodeId, channelId);
        this.deps.logger.info({ peerNodeId, channelId, fundingTxid }, 'asset channel open for updates');
        // The opener's funding send is an rgb-lib transfer no other loop follows: settle it (its change becomes mined).
        if (stored.record.local === 'opener') await this.deps.rgb()?.rgbLib?.refresh();
      } catch (err) {
        // One channel (or an indexer hiccup) must not hold back the others, nor the openings (review T5).
        this.deps.logger.warn({ err, peerNodeId, channelId }, 'checking an asset channel funding failed; will retry');
      }
    }
  }

  /**
   * An acceptor's record written just before the opener gave the opening up (a kill or a
   * disconnect between our record and its funding_signed) waits for a funding that will never
   * come: after `fundingTimeoutBlocks` blocks without it, counted from when this process first
   * looked, it is failed (it holds nothing of ours; protocol §5a).
   */
  private async abandonIfNeverFunded(stored: StoredAssetChannel, tip: number): Promise<void> {
    const { record } = stored;
    if (record.local !== 'acceptor' || assetsOf(record.committed, 'acceptor') !== 0n) return;
    const since = this.unfundedSince.get(record.channelId) ?? tip;
    this.unfundedSince.set(record.channelId, since);
    if (tip - since < this.deps.fundingTimeoutBlocks) return;
    await this.service().links.fundingAbandoned(stored.peerNodeId, record.channelId);
    this.unfundedSince.delete(record.channelId);
    this.deps.logger.warn({ peerNodeId: stored.peerNodeId, channelId: record.channelId, fundingTxid: stored.channel.fundingTxid, blocks: tip - since }, 'asset channel abandoned: its funding never appeared');
  }

  private async startOpening(intent: AssetOpenIntent, carrierChannelId: string): Promise<void> {
    const assetAmount = BigInt(intent.assetAmount);
    const request = { peerNodeId: intent.peerNodeId, carrierChannelId, contractId: intent.contractId, assetAmount, consignmentUrl: intent.consignmentUrl };
    const terms: Omit<OpenAssetChannelRequest, keyof typeof request | 'closingScript'> = { policy: openerPolicy(assetAmount), budget: OPENER_BUDGET };
    let closingScript: Uint8Array | null = null;
    try {
      const { openings, wallet } = this.service();
      closingScript = await wallet.closingScript();
      await openings.open({ ...request, ...terms, closingScript });
    } catch (err) {
      if (closingScript) await this.services?.wallet.releaseClosingScript(closingScript).catch(() => undefined);
      // Refused for good (our own terms, a channel that has one): dropped. Anything else (the
      // wallet or database not ready) keeps the intent for the next round, until it expires (N2).
      if (!(err instanceof OpeningRefused) && !(err instanceof InvalidRequestError)) {
        this.deps.logger.warn({ err, ...intent, carrierChannelId }, 'asset channel opening not started yet; will retry');
        return;
      }
      this.deps.logger.warn({ err, ...intent, carrierChannelId }, 'asset channel opening refused');
    }
    await this.intents.remove(intent.userChannelId);
  }

  /** See AUTO_CLOSE_AFTER_CONNECT_MS: the watchdog's own closes wait for the peer's word on our state. */
  private mayCloseOnChainByItself(peerNodeId: string): boolean {
    const now = Date.now();
    const connected = this.connectedAt.get(peerNodeId);
    if (connected !== undefined) return now - connected >= AUTO_CLOSE_AFTER_CONNECT_MS;
    return now - this.startedAtMs >= AUTO_CLOSE_WITHOUT_PEER_MS;
  }

  private canRun(): boolean {
    try {
      this.service();
      return true;
    } catch {
      return false;
    }
  }

  // ---- CustomMessageHandler: called inside LDK's message processing, so nothing here blocks or throws.

  onMessage(peerNodeId: string, messageType: number, payload: Uint8Array): void {
    if (!this.deps.enabled) return; // asset channels are off on this node: nothing to keep
    let services: AssetChannelServices;
    try {
      services = this.service();
    } catch {
      // At start the peer's reestablish and rgb_commitment_on_chain come as soon as it connects,
      // often before rgb-lib is online: kept (bounded) and handled once the services run. Anything
      // dropped is resent at the next reconnect (protocol §5).
      if (this.early.length >= MAX_EARLY_MESSAGES) this.early.shift();
      this.early.push({ peerNodeId, messageType, payload: Uint8Array.from(payload) });
      this.deps.logger.info({ peerNodeId, messageType }, 'asset channel message kept until the RGB engine runs');
      return;
    }
    this.handle(services, peerNodeId, messageType, payload);
  }

  private handle(services: AssetChannelServices, peerNodeId: string, messageType: number, payload: Uint8Array): void {
    const started = performance.now();
    const handled =
      messageType === COMMITMENT_ON_CHAIN_TYPE
        ? services.forceCloses.receiveHint(peerNodeId, payload).then((useful) => {
            if (useful) this.kick();
          })
        : AssetChannelLinks.handles(messageType)
          ? services.links.receive(peerNodeId, messageType, payload)
          : services.openings.receive(peerNodeId, messageType, payload);
    void handled.then(
      // Where a round's time goes (docs/benchmarks.md): each step's colouring, signing and write.
      () => this.deps.logger.debug({ peerNodeId, messageType, bytes: payload.length, ms: Math.round(performance.now() - started) }, 'asset channel message handled'),
      (err: unknown) => this.deps.logger.error({ err, peerNodeId, messageType }, 'asset channel message failed'),
    );
  }

  /** Openings in progress with this peer are given up (they do not survive a connection, §5a). */
  onPeerDisconnected(peerNodeId: string): void {
    setImmediate(() => {
      if (!this.services) return;
      void this.services.openings.peerDisconnected(peerNodeId).catch((err: unknown) => this.deps.logger.error({ err, peerNodeId }, 'giving up asset channel openings with a peer failed'));
    });
  }

  /** Each live asset channel with this peer tells it where we are; it resends what we lack (protocol §5). */
  onPeerConnected(peerNodeId: string): void {
    this.connectedAt.set(peerNodeId, Date.now());
    // LDK calls this holding the peer's lock: nothing may reach back into LDK (building the
    // services lists its peers) before this returns, or the WASM bindings panic (review T1).
    setImmediate(() => {
      if (!this.canRun()) return;
      void this.service()
        .links.reconnected(peerNodeId)
        .catch((err: unknown) => this.deps.logger.error({ err, peerNodeId }, 'resuming asset channels with a peer failed'));
      void this.service()
        .forceCloses.peerConnected(peerNodeId)
        .catch((err: unknown) => this.deps.logger.error({ err, peerNodeId }, 'telling a peer about our commitments on chain failed'));
    });
  }

  private service(): AssetChannelServices {
    if (this.services) return this.services;
    if (!this.deps.enabled) {
      throw new NodeNotReadyError(
        'Asset channels are off on this node: their on-chain monitor cannot bump fees yet (issue 17), so in a fee spike a hostile peer could win a race on chain',
        'Set RLN_RGB_CHANNELS=1 to use them anyway (they are on by default on regtest only).',
      );
    }
    const rgb = this.deps.rgb();
    const rgbLib = rgb?.rgbLib;
    if (!rgb || !rgbLib || !rgb.engine.isConfigured()) throw new NodeNotReadyError('Asset channels need the RGB engine', 'Set RLN_ESPLORA_URL and wait for /readyz.');
    rgb.engine.ready();
    const { seed, logger } = this.deps;
    const { kv } = this;
    const engine = () => {
      const e = this.deps.lightning();
      if (!e) throw new NodeNotReadyError('The Lightning engine is not running yet');
      return e;
    };
    const wallet = new RgbLibAssetChannelWallet(rgbLib, { feeRateSatPerVb: 2, fundingExpirySecs: 3_600 });

    const peers = {
      send: (peerNodeId: string, type: number, payload: Uint8Array) => {
        try {
          engine().sendCustomMessage(peerNodeId, type, payload);
        } catch (err) {
          // An opening times out on its own, and is not resumed (protocol §5a); an update is
          // resent after the reestablish of the next connection (§5).
          logger.warn({ err, peerNodeId, type }, 'asset channel message not sent');
        }
      },
    };
    const openings = new AssetChannelOpenings({
      wallet,
      peers,
      consignments: new HttpFundingConsignments({
        offers: this.offers,
        nodeSecret: () => seed.nodeSecretKey(),
        peerHost: (peerNodeId) => hostOf(engine().listPeers().find((p) => p.nodeId === peerNodeId)?.address ?? null),
      }),
      store: this.store,
      held: new HeldFundings(kv),
      keys: new StoredChannelKeys(kv, seed.rgbChannelRoot()),
      limits: DEFAULT_ACCEPTOR_LIMITS,
      hasCarrier: (peerNodeId, channelId) => engine().listChannels().some((c) => c.channelId === channelId && c.counterpartyNodeId === peerNodeId),
      acceptorClosingScript: () => wallet.closingScript(),
      onOutcome: (outcome) => logOutcome(logger, outcome),
    });
    const links = new AssetChannelLinks({
      wallet,
      peers,
      store: this.store,
      root: seed.rgbChannelRoot(),
      tipHeight: () => {
        const tip = this.deps.tipHeight();
        // Review N11: an expiry judged against a made-up height could accept an HTLC too close to its timeout.
        if (tip === null) throw new NodeNotReadyError('The chain tip is not known yet');
        return tip;
      },
      beforePeerChanges: (peerNodeId, record, changes) => rgbLn.beforePeerChanges(peerNodeId, record, changes),
      onEvents: (peerNodeId, channelId, events) => {
        logEvents(logger, peerNodeId, channelId, events);
        rgbLn.onChannelEvents(peerNodeId, channelId, events);
        if (events.some((e) => e.type === 'closing-signed')) {
          void closes.settleAll().catch((err: unknown) => logger.error({ err, peerNodeId, channelId }, 'settling an asset channel closing failed'));
        }
      },
    });
    const claims = new ClaimStateStore(kv);
    const forwards = new ForwardStore(kv);
    const timing = { onchainClaimBlocks: DEFAULT_ACCEPTOR_LIMITS.onchainClaimBlocks, claimMarginBlocks: MIN_CLAIM_MARGIN_BLOCKS };
    const rgbLn: RgbLnPayments = new RgbLnPayments({
      links,
      store: this.store,
      invoices: this.invoices,
      claims,
      forwards,
      lightning: engine,
      payments: () => {
        const services = this.deps.payments();
        if (!services) throw new NodeNotReadyError('The payment services are not running yet');
        return services;
      },
      tipHeight: this.deps.tipHeight,
      fundingSpent: async (channel) => {
        const indexer = this.deps.rgb()?.indexer;
        if (!indexer) throw new NodeNotReadyError('The RGB indexer is not configured');
        return indexer.outputSpent(channel.channel.fundingTxid, channel.channel.fundingVout);
      },
      // The monitor is built below; a forward asks it only once channels run.
      offeredHtlcBuried: (peerNodeId, channelId, paymentHash) => forceCloses.offeredHtlcBuried(peerNodeId, channelId, paymentHash),
      timing,
      logger: logger.child({ component: 'rgb-ln' }),
      givenUp: this.givenUp,
    });
    // The closes' view of the chain (the RGB indexer) and rgb-lib's refresh, which settles their receives.
    const chain = () => {
      const indexer = this.deps.rgb()?.indexer;
      if (!indexer) throw new NodeNotReadyError('The RGB indexer is not configured');
      return indexer;
    };
    const refreshWallet = async () => {
      await rgbLib.refresh();
    };
    const closes: AssetChannelCloses = new AssetChannelCloses({
      store: this.store,
      links,
      wallet,
      kv,
      chain,
      refreshWallet,
      closeCarrier: async (peerNodeId, channelId) => {
        const carrier = engine().listChannels().find((c) => c.channelId === channelId && c.counterpartyNodeId === peerNodeId);
        if (!carrier) return true;
        if (!carrier.isUsable) {
          // Ready and connected but not usable: LDK is shutting it down already (either side asked).
          return carrier.isChannelReady && engine().isPeerConnected(peerNodeId);
        }
        await engine().closeChannel(channelId, peerNodeId, { force: false });
        logger.info({ peerNodeId, channelId }, 'carrier of a closed asset channel: cooperative close requested');
        return true;
      },
      logger: logger.child({ component: 'rgb-close' }),
    });
    const onChain = new AssetChannelOnChain({ store: this.store, wallet, root: seed.rgbChannelRoot() });
    // The urgent estimate (LDK's own target for claims with a deadline), never under the operator's
    // floor, and within the relay floor and the wallet's ceiling (10,000 sat/vB: a unit mistake above).
    const closeFeeratePerKw = () => {
      const estimate = BigInt(engine().feeratePerKw('UrgentOnChainSweep'));
      const floor = BigInt(this.deps.closeFeerateFloorSatPerVb) * 250n;
      return clampFeeratePerKw(estimate > floor ? estimate : floor);
    };
    const bumps = new AssetChannelAnchorBumps({
      kv,
      chain,
      onChain,
      wallet: this.deps.anchorFeeWallet,
      targetFeeratePerKw: closeFeeratePerKw,
      maxChildFeeSats: BigInt(this.deps.cpfpMaxFeeSats),
      logger: logger.child({ component: 'rgb-cpfp' }),
    });
    const forceCloses = new AssetChannelForceCloses({
      store: this.store,
      links,
      onChain,
      bumps,
      closeFeeratePerKw,
      wallet,
      kv,
      chain,
      tipHeight: this.deps.tipHeight,
      refreshWallet,
      btcScript: this.deps.btcScript,
      send: (peerNodeId, type, payload) => peers.send(peerNodeId, type, payload),
      claimPreimage: async (paymentHash, channelId, htlcId) => {
        const claim = await claims.get(paymentHash);
        const decided = claim.state === 'claiming' || claim.state === 'fulfilled';
        if (!decided || !claim.preimage || claim.htlc?.channelId !== channelId || claim.htlc.id !== htlcId) return null;
        return Uint8Array.from(Buffer.from(claim.preimage, 'hex'));
      },
      onPreimage: async (paymentHash, preimage) => {
        logger.info({ paymentHash, preimage }, 'an asset HTLC we offered was claimed on chain: its preimage is the proof of payment');
        // A forward whose downstream HTLC this was is claimed upstream with it (review A1).
        await rgbLn.preimageLearnedOnChain(paymentHash, preimage);
      },
      forceCloseCarrier: async (peerNodeId, channelId) => {
        const carrier = engine().listChannels().find((c) => c.channelId === channelId && c.counterpartyNodeId === peerNodeId);
        if (!carrier) return;
        await engine().closeChannel(channelId, peerNodeId, { force: true });
        logger.warn({ peerNodeId, channelId }, 'carrier of an asset channel closed on chain: force closed');
      },
      logger: logger.child({ component: 'rgb-force-close' }),
    });
    const watchdog = new AssetChannelWatchdog({
      channels: async () => {
        const out = [];
        for (const { peerNodeId, channelId } of await this.store.list()) {
          const stored = await this.store.load(peerNodeId, channelId);
          if (stored) out.push(stored);
        }
        return out;
      },
      claim: (paymentHash) => claims.get(paymentHash),
      tipHeight: this.deps.tipHeight,
      isPeerConnected: (peerNodeId) => engine().isPeerConnected(peerNodeId),
      dropConnection: (peerNodeId) => engine().dropConnection(peerNodeId),
      closeOnChain: async (peerNodeId, channelId, reason) => {
        if (!this.mayCloseOnChainByItself(peerNodeId)) throw new ConflictError('waiting for the peer\'s reestablish before closing on chain');
        await forceCloses.request(peerNodeId, channelId, reason);
        this.kick();
      },
      policy: { timing, stallMs: STALL_MS, maxStalledReconnects: MAX_STALLED_RECONNECTS },
      logger: logger.child({ component: 'rgb-watchdog' }),
    });
    this.services = { wallet, watchdog, openings, links, rgbLn, closes, forceCloses };
    const early = this.early;
    this.early = [];
    const services = this.services;
    if (early.length > 0) setImmediate(() => early.forEach((m) => this.handle(services, m.peerNodeId, m.messageType, m.payload)));
    void rgbLn.settleAll().catch((err: unknown) => this.deps.logger.error({ err }, 'settling RGB payments failed'));
    // Held funding sends a kill left behind: ended when their record was written, else released.
    void openings.resume().catch((err: unknown) => this.deps.logger.error({ err }, 'resuming held asset channel fundings failed'));
    // Peers already connected before the services existed get their reestablish, outside any
    // LDK callback this build may run in (review T1).
    setImmediate(() => {
      try {
        for (const peer of engine().listPeers()) {
          void links.reconnected(peer.nodeId).catch((err: unknown) => this.deps.logger.error({ err, peerNodeId: peer.nodeId }, 'resuming asset channels with a peer failed'));
        }
      } catch (err) {
        this.deps.logger.warn({ err }, 'asset channels not resumed with connected peers: the Lightning engine is not running');
      }
    });
    return this.services;
  }
}

function hostOf(address: string | null): string | null {
  if (!address) return null;
  const at = address.lastIndexOf(':');
  return at > 0 ? address.slice(0, at) : address;
}

function logEvents(logger: Logger, peerNodeId: string, channelId: string, events: readonly ChannelEvent[]): void {
  for (const event of events) logger.info({ peerNodeId, channelId, event }, 'asset channel event');
}

function logOutcome(logger: Logger, outcome: OpeningOutcome): void {
  if (outcome.type === 'opened') logger.info({ peerNodeId: outcome.peerNodeId, channelId: outcome.record.channelId, fundingTxid: outcome.fundingTxid, local: outcome.record.local }, 'asset channel opened (awaiting funding)');
  else if (outcome.type === 'refused') logger.warn({ peerNodeId: outcome.peerNodeId, channelId: outcome.channelId, reason: outcome.reason }, 'asset channel opening given up');
  else logger.info({ peerNodeId: outcome.peerNodeId, channelId: outcome.channelId, reason: outcome.reason }, 'asset channel message ignored');
}
