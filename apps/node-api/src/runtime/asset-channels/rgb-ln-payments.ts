import { createHash } from 'node:crypto';
import { crashPoint, InvalidRequestError, NodeNotReadyError, VersionConflictError } from '@rln/core';
import type { LightningEngine } from '@rln/lightning';
import {
  Bolt11PaymentService,
  DuplicatePaymentError,
  InsufficientCapacityError,
  NoRouteError,
  PaymentService,
  PaymentStateConflictError,
  PaymentTimeoutError,
  newPayment,
  type Payment,
} from '@rln/payments';
import {
  AssetChannelLinks,
  AssetChannelStore,
  ChannelNotOpen,
  ClaimStateStore,
  IllegalClaimTransition,
  OneAtATime,
  ProtocolViolation,
  RgbLnInvoices,
  UpdateInProgress,
  applyChanges,
  assetsOf,
  claimAction,
  decodeRgbInvoice,
  otherSide,
  type AssetChange,
  type AssetChannelRecord,
  type AssetHtlc,
  type ChannelEvent,
  type StoredAssetChannel,
  type StoredClaim,
  type TimingPolicy,
  FORWARD_EXPIRY_DELTA,
  forwardOutcome,
  ourAddInFlight,
  planForward,
  routeHints,
  type ForwardCandidate,
  type ForwardInstruction,
  type ForwardStore,
  type StoredForward,
} from '@rln/rgb-channel';
import { InsufficientAssetBalanceError, toContractId, toRgbLibId } from '@rln/rgb-wallet';
import type { Logger } from 'pino';
import { OfferOutcomes, type WantedAdd } from './offer-outcomes';

/**
 * Blocks the asset HTLC of a payment runs before the payer may take it back, and the final CLTV
 * delta RGB invoices ask for. The asset channel admits an HTLC only `minExpiryDelta` (48, the
 * opener policy) after the tip; the payee claims only while `onchainClaimBlocks` (40) are left;
 * the rest is room for the time a payment takes to arrive.
 */
export const RGB_HTLC_EXPIRY_DELTA = 72;
/** How long /rgb/ln/pay waits for the asset HTLC to be committed before it gives up (nothing is sent then). */
const OFFER_TIMEOUT_MS = 30_000;
/** Adds one peer proposal may carry (the wire's limit): the ids a proposal's forward instructions may name. */
const MAX_CHANGES_PER_ROUND = 64;
/** How often a waiting payment looks again when no round ends meanwhile (the end of a round wakes it at once). */
const POLL_MS = 250;
/** A dropped asset HTLC proposal (a collision, or the peer's refusal) is made again at most this often. */
const MAX_PROPOSALS = 3;
/**
 * How long the payee holds a committed asset HTLC with no carrier behind it before it fails that
 * HTLC (review batch F2). The payer sends the carrier right after the commit, so a carrier this
 * late means the payer died or gave up; waiting for the HTLC's expiry instead locked its assets
 * for hours. Only that HTLC fails, and it is never claimed afterwards (review session-2 G1); the
 * invoice stays payable, and a carrier that comes later is held until LDK fails it back (G2).
 */
export const CARRIER_GRACE_MS = 120_000;
/**
 * How long the payee, having claimed a carrier, leaves the asset HTLC's fulfil to the payer: the
 * payer learns the preimage from the carrier and folds the fulfil into its next round (protocol
 * §3), so a stream of payments needs one round each instead of two. The payee proposes the
 * fulfil itself after this, or at once after a restart; the HTLC is irrevocably committed to it
 * meanwhile, with its on-chain deadline far off.
 */
export const FOLD_WAIT_MS = 1_000;
/**
 * How long the payee holds a carrier with no asset HTLC behind it before it fails the payment.
 * The payer commits the asset HTLC before it sends the carrier; through a forwarder the
 * downstream HTLC takes one more round (well under a second), which a forwarder that refused
 * never starts. Failing late is still safe: an asset HTLC that commits afterwards is failed back.
 */
export const ASSETLESS_CARRIER_GRACE_MS = 30_000;

export interface LightningPaymentServices {
  readonly payments: PaymentService;
  readonly bolt11: Bolt11PaymentService;
}

export interface RgbLnPaymentsDeps {
  readonly links: AssetChannelLinks;
  readonly store: AssetChannelStore;
  readonly invoices: RgbLnInvoices;
  readonly claims: ClaimStateStore;
  /** The forwarder's instructions, forwards and learned preimages. */
  readonly forwards: ForwardStore;
  readonly lightning: () => LightningEngine;
  readonly payments: () => LightningPaymentServices;
  readonly tipHeight: () => number | null;
  /** Whether the channel's shadow funding output is spent (a commitment went on chain): no payment then. */
  readonly fundingSpent: (channel: StoredAssetChannel) => Promise<boolean>;
  /** Whether our add with this hash can no longer be paid on this channel closed on chain (the monitor's `offeredHtlcBuried`). */
  readonly offeredHtlcBuried: (peerNodeId: string, channelId: string, paymentHash: string) => Promise<boolean>;
  readonly timing: TimingPolicy;
  readonly logger: Logger;
  /** CARRIER_GRACE_MS (and ASSETLESS_CARRIER_GRACE_MS) unless set (tests). */
  readonly carrierGraceMs?: number;
  /** FOLD_WAIT_MS unless set (tests). */
  readonly foldWaitMs?: number;
  /**
   * Outbound payments whose `pay` ended with their asset HTLC still in flight and no carrier sent:
   * a fail-back of that HTLC fails them. Shared with the runtime, which adds those it finds at
   * start-up (review t2c PAY-1).
   */
  readonly givenUp?: Set<string>;
}

/**
 * RGB Lightning payments over one hop (the decoupled binding, docs/design/rgb-lightning.md §9):
 * the payer commits the asset HTLC on the asset channel, then sends the BTC carrier through LDK
 * on its carrier channel; the payee holds the carrier (a hold invoice) and claims it, revealing
 * the preimage, only when `claimAction` says so: the asset HTLC irrevocably committed to it,
 * with the invoice's contract and amount and time left to claim it on chain. It then fulfils
 * the asset HTLC. Each decision is written (`ClaimStateStore`) before it is acted on, so a
 * restart continues it; `settleAll` runs at start, on every committed state and every minute.
 */
export class RgbLnPayments {
  private readonly serial = new OneAtATime();
  private readonly offers = new OfferOutcomes();
  /** Payments whose `pay` gave up while their asset HTLC was still in a round (no carrier sent): failed if it is failed back. */
  private readonly givenUp: Set<string>;
  /** Committed asset HTLCs offered to us with no carrier yet, by payment hash and HTLC: when (monotonic ms) this process first saw each so. */
  private readonly carrierless = new Map<string, Map<string, number>>();
  /** Per channel, the fulfils and fails decided during a walk of it, proposed together at its end. */
  private readonly gathering = new Map<string, AssetChange[]>();
  /** Our payments whose carrier was sent, by hash: the channel their asset HTLC is on. */
  private readonly carried = new Map<string, string>();
  /** Our asset HTLCs whose payment succeeded (the carrier gave us the preimage), by hash: folded into our next round. */
  private readonly paid = new Map<string, { readonly channelId: string; readonly preimage: string }>();
  private unsubscribe: (() => void) | null = null;
  private readonly settleTimers = new Set<string>();
  /** Asset HTLCs offered to us that this process decided to fail, by payment hash: never claimed until they leave. */
  private readonly failDecided = new Map<string, Set<string>>();
  /** Given-up adds found in flight nowhere by the last walk (`settleAll`). */
  private goneOnce = new Set<string>();
  /** The payee's carriers claimed by this process, by hash: when, so the payer gets FOLD_WAIT_MS to fold the fulfil. */
  private readonly claimedAt = new Map<string, number>();
  /** Carriers held with no asset HTLC, by hash: when (monotonic ms) this process first saw each so. */
  private readonly assetless = new Map<string, number>();
  /** Forwards whose downstream add this process is offering now, by hash: their upstream HTLC waits meanwhile. */
  private readonly forwardOffers = new Set<string>();

  constructor(private readonly deps: RgbLnPaymentsDeps) {
    this.givenUp = deps.givenUp ?? new Set();
  }

  // ---- the payer

  /**
   * Records the payment, commits the asset HTLC, then sends the carrier; the outcome is read on
   * the payment record. The record is written first, so a retry (or a second call) never commits
   * a second asset HTLC for one invoice (review P2).
   */
  async pay(request: { invoice: string; contractId?: string; assetAmount?: bigint; operationKey: string | null }): Promise<Payment> {
    const { payments, bolt11 } = this.deps.payments();
    const earlier = await payments.madeUnder(request.operationKey);
    if (earlier) return earlier;
    const decoded = decodeRgbInvoice(request.invoice);
    if (decoded.contractId === undefined || decoded.assetAmount === undefined) {
      throw new InvalidRequestError('The invoice names no RGB contract and asset amount', 'Pay a plain invoice with /bolt11/pay.', { field: 'invoice' });
    }
    if (request.contractId !== undefined && toContractId(toRgbLibId(request.contractId, 'contract_id')) !== decoded.contractId) {
      throw new InvalidRequestError(`contract_id is not the invoice's ${decoded.contractId}`, undefined, { field: 'contract_id' });
    }
    if (request.assetAmount !== undefined && request.assetAmount !== decoded.assetAmount) {
      throw new InvalidRequestError(`asset_amount is not the invoice's ${decoded.assetAmount}`, undefined, { field: 'asset_amount' });
    }
    if (decoded.carrierAmountMsat === undefined) throw new InvalidRequestError('The invoice names no BTC carrier amount', undefined, { field: 'invoice' });
    // LDK's own reading (network, features) before anything is committed (review P4).
    const ldk = bolt11.decode(request.invoice);
    const left = Number(decoded.timestampUnixSecs + decoded.expirySecs) - Date.now() / 1000;
    if (ldk.isExpired || left < OFFER_TIMEOUT_MS / 1000 + 60) throw new InvalidRequestError('The invoice has expired or expires before the payment could complete', undefined, { field: 'invoice' });
    // A hash we forward is taken too: one asset HTLC per hash and channel, and the offers are tracked by hash (review multihop L4).
    if ((await payments.find(decoded.paymentHash)) || (await this.deps.forwards.forward(decoded.paymentHash))) throw new DuplicatePaymentError(decoded.paymentHash);
    const contractId = toRgbLibId(decoded.contractId, 'contract_id');
    const { channel, forward } = await this.payingRoute(request.invoice, decoded.destination, contractId, decoded.assetAmount, decoded.carrierAmountMsat);
    // Until the monitor (T9) watches the shadow output, a channel whose commitment is on chain takes no payment.
    if (await this.deps.fundingSpent(channel)) throw new InsufficientCapacityError(`The asset channel ${channel.record.channelId} is closing on chain`);
    const record = await payments.recordPending(
      newPayment({
        id: decoded.paymentHash,
        kind: 'RgbLightning',
        direction: 'Outbound',
        amountMsat: decoded.carrierAmountMsat,
        paymentHash: decoded.paymentHash,
        counterpartyNodeId: decoded.destination,
        invoice: request.invoice,
        description: ldk.description,
        operationKey: request.operationKey,
      }),
    );
    try {
      await this.offer(channel, decoded.paymentHash, decoded.assetAmount, forward ? { forward, cltvExpiry: forward.cltvExpiry + FORWARD_EXPIRY_DELTA } : {});
    } catch (err) {
      // No carrier leaves. An asset HTLC still in a round may yet commit, and the payee holds our
      // signature on it: the payment stays Pending until the HTLC settles (`onChannelEvents`),
      // so nobody is told to pay again while it can still be paid (review t2c PAY-1). Otherwise
      // nothing of it exists and it fails.
      if (await this.addInFlight(channel, decoded.paymentHash)) {
        this.givenUp.add(decoded.paymentHash);
        throw err instanceof PaymentTimeoutError
          ? new PaymentTimeoutError(`The asset HTLC is still in a round with the peer after ${OFFER_TIMEOUT_MS / 1000} s; no carrier was sent`, 'The payment stays Pending until its asset HTLC settles: do not pay again. Read it with GET /payment/{id}.')
          : err;
      }
      await payments.fail(record.id, `the asset HTLC was not committed: ${(err as Error).message}`, 'NotSent');
      throw err;
    }
    crashPoint('rgb-ln:after-offer');
    // The asset HTLC is committed: the carrier goes over the same channel.
    this.followCarriers(payments);
    this.carried.set(decoded.paymentHash, channel.record.channelId);
    await bolt11.sendRecorded(record.id, request.invoice, { firstHopChannelId: channel.record.channelId });
    return record;
  }

  /** Hears our payments' outcomes: a carrier that succeeded hands us the preimage to fold (`paid`). */
  private followCarriers(payments: PaymentService): void {
    if (this.unsubscribe) return;
    this.unsubscribe = payments.onTerminal((payment) => {
      const channelId = this.carried.get(payment.id);
      if (channelId === undefined) return;
      this.carried.delete(payment.id);
      if (payment.status === 'Succeeded' && payment.preimage) this.paid.set(payment.id, { channelId, preimage: payment.preimage });
    });
  }

  /**
   * The fulfils of our own asset HTLCs on this record whose payment we know succeeded: the next
   * round of ours carries them (protocol §3). Entries whose HTLC left the channel are dropped.
   */
  private foldable(record: AssetChannelRecord): Extract<AssetChange, { kind: 'fulfill' }>[] {
    const fulfils: Extract<AssetChange, { kind: 'fulfill' }>[] = [];
    for (const [hash, known] of this.paid) {
      if (known.channelId !== record.channelId) continue;
      const htlc = record.committed.htlcs.find((h) => h.paymentHash === hash && h.offeredBy === record.local);
      if (!htlc) this.paid.delete(hash);
      else fulfils.push({ kind: 'fulfill', offeredBy: record.local, id: htlc.id, preimage: known.preimage });
    }
    return fulfils;
  }

  /**
   * The first hop of the payment: an asset channel with the payee, or else with a node the
   * invoice's route hints name as the payee's last hop, asked to forward (two hops at most: the
   * asset has no gossip, the hint is what says who holds a channel with the payee).
   */
  private async payingRoute(invoice: string, payee: string, contractId: string, assetAmount: bigint, carrierMsat: bigint): Promise<{ channel: StoredAssetChannel; forward?: ForwardInstruction }> {
    if (await this.hasAssetChannel(payee, contractId)) return { channel: await this.payingChannel(payee, contractId, assetAmount, carrierMsat) };
    const tip = this.deps.tipHeight();
    if (tip === null) throw new NodeNotReadyError('The chain tip is not known yet');
    const forwarders = [...new Set(routeHints(invoice).flatMap((route) => (route.length === 1 ? [route[0].nodeId] : [])))];
    for (const forwarder of forwarders) {
      if (!(await this.hasAssetChannel(forwarder, contractId))) continue;
      const channel = await this.payingChannel(forwarder, contractId, assetAmount, carrierMsat);
      return { channel, forward: { nextNodeId: payee, assetAmount, cltvExpiry: tip + RGB_HTLC_EXPIRY_DELTA } };
    }
    throw new NoRouteError(
      `No open asset channel of ${toContractId(contractId)} with the payee ${payee} or a node its invoice hints a route through`,
      'Open an asset channel with the payee, or with the node its invoice routes through.',
    );
  }

  private async hasAssetChannel(peer: string, contractId: string): Promise<boolean> {
    for (const { peerNodeId, channelId } of await this.deps.store.list()) {
      if (peerNodeId !== peer) continue;
      const stored = await this.deps.store.load(peerNodeId, channelId);
      if (stored?.record.status === 'open' && stored.record.contractId === contractId) return true;
    }
    return false;
  }

  /** The asset channel with `payee` (the payee or the forwarder) that can carry the payment: 404 none, 409 too few assets, 402 no room. */
  private async payingChannel(payee: string, contractId: string, assetAmount: bigint, carrierMsat: bigint): Promise<StoredAssetChannel> {
    const carriers = new Map(
      this.deps
        .lightning()
        .listChannels()
        .map((c) => [c.channelId, c]),
    );
    const candidates: StoredAssetChannel[] = [];
    for (const { peerNodeId, channelId } of await this.deps.store.list()) {
      if (peerNodeId !== payee) continue;
      const stored = await this.deps.store.load(peerNodeId, channelId);
      if (stored?.record.status === 'open' && stored.record.contractId === contractId) candidates.push(stored);
    }
    if (candidates.length === 0) throw new NoRouteError(`No open asset channel of ${toContractId(contractId)} with the payee ${payee}`, 'RGB payments go over one hop: open an asset channel with the payee.');
    const sendable = (s: StoredAssetChannel) => assetsOf(s.record.committed, s.record.local) - s.record.policy.assetReserve;
    const funded = candidates.filter((s) => sendable(s) >= assetAmount);
    if (funded.length === 0) {
      const best = candidates.map(sendable).reduce((a, b) => (a > b ? a : b));
      throw new InsufficientAssetBalanceError(`The asset channels with the payee can send ${best > 0n ? best : 0n} of ${toContractId(contractId)} (above their reserve), not ${assetAmount}`, 'Pay a smaller amount or open another asset channel.');
    }
    // A channel whose HTLC slots are all taken still qualifies: `offer` waits for one to free.
    const usable = funded.find((s) => {
      const carrier = carriers.get(s.record.channelId);
      return carrier?.isUsable === true && carrier.outboundCapacityMsat >= carrierMsat;
    });
    if (!usable) throw new InsufficientCapacityError(`No asset channel with the payee can carry a ${carrierMsat} msat carrier now (usable, outbound capacity)`, 'Wait for the peer to reconnect, or open a channel with more outbound capacity.');
    return usable;
  }

  /**
   * Proposes the asset HTLC and waits until it is irrevocably committed: the links' `committed`
   * event for a round of ours with the add (`OfferOutcomes`), or the HTLC among the committed
   * ones. An add that committed is never proposed again, even once settled (review P3); one the
   * round dropped is proposed again, in at most MAX_PROPOSALS rounds in all (review P8). The
   * round takes every other payment's add waiting on the channel with it (`batchOfAdds`).
   */
  private async offer(channel: StoredAssetChannel, paymentHash: string, assetAmount: bigint, leg: { readonly cltvExpiry?: number; readonly forward?: ForwardInstruction } = {}): Promise<void> {
    const { peerNodeId } = channel;
    const { channelId } = channel.record;
    const tip = this.deps.tipHeight();
    if (tip === null) throw new NodeNotReadyError('The chain tip is not known yet');
    const cltvExpiry = leg.cltvExpiry ?? finalExpiry(channel.record, tip);
    const deadline = Date.now() + OFFER_TIMEOUT_MS;
    this.offers.track(channelId, { paymentHash, assetAmount, cltvExpiry, ...(leg.forward ? { forward: leg.forward } : {}) }, deadline);
    try {
      while (Date.now() < deadline) {
        if (this.offers.get(paymentHash) === 'committed') return;
        const stored = await this.deps.store.load(peerNodeId, channelId);
        if (!stored || stored.record.status !== 'open') throw new InsufficientCapacityError(`The asset channel ${channelId} is not open (${stored?.record.status ?? 'gone'})`);
        const { record } = stored;
        if (record.committed.htlcs.some((h) => h.paymentHash === paymentHash && h.offeredBy === record.local)) return;
        // Read again after the load: another payment's round may have taken (and committed) this add meanwhile.
        const outcome = this.offers.get(paymentHash);
        if (outcome === 'committed') return;
        // Every HTLC slot taken: they free up as the payee settles (or as we fold our paid ones), so this waits for a round rather than fail.
        const slotFree = record.committed.htlcs.length - this.foldable(record).length < record.policy.maxHtlcs;
        if ((outcome === 'idle' || outcome === 'dropped') && !record.round && slotFree) {
          const proposals = this.offers.proposals(paymentHash);
          if (proposals >= MAX_PROPOSALS) throw new InsufficientCapacityError(`The peer did not take the asset HTLC (${proposals} proposals)`, 'Check the peer and the channel, then pay again.');
          let batch: string[] = [];
          try {
            await this.deps.links.propose(peerNodeId, channelId, (fresh) => {
              const wanted = this.offers.waiting(channelId, paymentHash, MAX_PROPOSALS);
              // Another payment's round took this add (and every other) while we waited for the
              // links, or took the last HTLC slot (review batch F3): wait for the next round.
              const fulfils = this.foldable(fresh);
              if (wanted[0]?.paymentHash !== paymentHash || fresh.committed.htlcs.length - fulfils.length >= fresh.policy.maxHtlcs) throw new NotThisRound();
              const adds = batchOfAdds(fresh, fulfils, wanted, this.deps.tipHeight());
              batch = adds.map((c) => c.htlc.paymentHash);
              // Marked before the round is written, so no event of it can come first.
              this.offers.proposed(batch);
              return [...fulfils, ...adds];
            });
          } catch (err) {
            // Each of these is thrown before the round is written: nothing was proposed.
            this.offers.notProposed(batch);
            if (err instanceof ProtocolViolation) throw refusalOf(err);
            if (err instanceof ChannelNotOpen) throw new InsufficientCapacityError(`The asset channel ${channelId} is ${err.status}`);
            if (!(err instanceof UpdateInProgress) && !(err instanceof VersionConflictError) && !(err instanceof NotThisRound)) throw err;
          }
        }
        if (this.offers.get(paymentHash) !== 'committed') await this.offers.nextRound(POLL_MS);
      }
    } finally {
      this.offers.forget(paymentHash);
    }
    throw new PaymentTimeoutError(`The peer did not commit the asset HTLC within ${OFFER_TIMEOUT_MS / 1000} s; no carrier was sent`, 'Read the payment with GET /payment/{id}; pay again only once it is Failed.');
  }

  // ---- the payee

  /** Whether a payment record with this hash exists (an RGB invoice never reuses one, review P9). */
  async hashInUse(paymentHash: string): Promise<boolean> {
    // A hash we forward is in use too: an invoice of ours for it would turn the forward's upstream HTLC into a payment to us (review multihop M2).
    return (await this.deps.payments().payments.find(paymentHash)) !== null || (await this.deps.forwards.forward(paymentHash)) !== null;
  }

  /** Records the inbound payment of an RGB invoice this node just issued (before it is handed out). */
  async recordInvoice(invoice: { paymentHash: string; invoice: string; carrierMsat: bigint; description: string }): Promise<void> {
    await this.deps.payments().payments.recordPending(
      newPayment({ id: invoice.paymentHash, kind: 'RgbLightning', direction: 'Inbound', amountMsat: invoice.carrierMsat, paymentHash: invoice.paymentHash, invoice: invoice.invoice, description: invoice.description }),
    );
  }

  /** claim_for_hash of an RGB invoice made by create_for_hash: only when the claim gate says claim (409 otherwise). */
  async claimForHash(paymentHash: string, preimage: string, claimableAmountMsat: bigint): Promise<void> {
    if (createHash('sha256').update(Buffer.from(preimage, 'hex')).digest('hex') !== paymentHash) {
      throw new InvalidRequestError('sha256(preimage) does not equal payment_hash', undefined, { field: 'preimage' });
    }
    const payment = await this.deps.payments().payments.find(paymentHash);
    if (payment?.htlcLocked && payment.amountMsat !== claimableAmountMsat) {
      throw new InvalidRequestError(`The held amount is ${payment.amountMsat} msat, not ${claimableAmountMsat}`, undefined, { field: 'claimable_amount_msat' });
    }
    const outcome = await this.settle(paymentHash, preimage);
    if (outcome !== 'claimed') throw new PaymentStateConflictError(`The RGB payment ${paymentHash} cannot be claimed now (${outcome})`, 'Claim once its asset HTLC is irrevocably committed and its carrier is held (PaymentClaimable).');
  }

  /** fail_for_hash of an RGB invoice: the carrier and any asset HTLC are failed back, for good. */
  async failForHash(paymentHash: string): Promise<void> {
    await this.serial.run(paymentHash, async () => {
      const claim = await this.deps.claims.get(paymentHash);
      if (claim.state === 'claiming' || claim.state === 'fulfilled') throw new PaymentStateConflictError(`The RGB payment ${paymentHash} is already being claimed`);
      if (claim.state === 'pending') await this.deps.claims.advance(paymentHash, claim, 'failing');
    });
    await this.settle(paymentHash);
  }

  /** Every RGB HTLC offered to us on every asset channel, moved on by the claim gate. */
  async settleAll(): Promise<void> {
    for (const { peerNodeId, channelId } of await this.deps.store.list()) {
      // One channel's trouble (an unreachable indexer, say) must not hold back the others' fulfils (review batch F5).
      await this.settleChannel(peerNodeId, channelId).catch((err: unknown) => this.deps.logger.error({ err, peerNodeId, channelId }, 'settling RGB payments failed'));
    }
    // Backstop for a drop whose event was missed (it raced the start-up reconciliation): a given-up
    // add found in flight nowhere on two walks in a row fails.
    const gone: string[] = [];
    for (const hash of this.givenUp) if (!(await this.inFlightAnywhere(hash))) gone.push(hash);
    await this.failDroppedAdds(gone.filter((hash) => this.goneOnce.has(hash)));
    this.goneOnce = new Set(gone);
  }

  /** Whether our add with this hash is in a round, signed into our commitment, or committed: it may yet be paid. */
  private async addInFlight(channel: StoredAssetChannel, paymentHash: string): Promise<boolean> {
    const stored = await this.deps.store.load(channel.peerNodeId, channel.record.channelId);
    return stored !== null && ourAddInFlight(stored.record, paymentHash);
  }

  /**
   * The payer's record follows its asset HTLC too, not only the carrier: a fulfil of ours is
   * the payee's word (the preimage) that it was paid, so the payment succeeds even if its
   * carrier was never sent or failed; an asset HTLC failed back after `pay` gave up with it in a
   * round (`givenUp`) fails the payment, since no carrier was sent for it.
   */
  private async followOurHtlcs(events: readonly ChannelEvent[], local: 'opener' | 'acceptor'): Promise<void> {
    const { payments } = this.deps.payments();
    for (const event of events) {
      if (event.type !== 'committed') continue;
      for (const change of event.changes) {
        if (change.kind === 'add' || change.offeredBy !== local) continue;
        const htlc = event.previous.htlcs.find((h) => h.offeredBy === local && h.id === change.id);
        if (!htlc) continue;
        this.paid.delete(htlc.paymentHash);
        // The downstream HTLC of a forward left: its upstream one follows (claimed or failed).
        if (await this.deps.forwards.forward(htlc.paymentHash)) {
          void this.settle(htlc.paymentHash).catch((err: unknown) => this.deps.logger.error({ err, paymentHash: htlc.paymentHash }, 'settling a forward failed'));
        }
        const payment = await payments.find(htlc.paymentHash);
        if (payment?.kind !== 'RgbLightning' || payment.direction !== 'Outbound') continue;
        if (change.kind === 'fulfill') {
          // A fold of ours settles a payment its carrier already succeeded: nothing to write then.
          if (payment.status !== 'Succeeded') await payments.succeed(payment.id, { preimage: change.preimage });
          this.givenUp.delete(htlc.paymentHash);
        } else if (this.givenUp.delete(htlc.paymentHash)) {
          await payments.fail(payment.id, 'the asset HTLC was failed back; no carrier was sent', 'NotSent');
        }
      }
    }
  }

  private foldWaitMs(): number {
    return this.deps.foldWaitMs ?? FOLD_WAIT_MS;
  }

  /** One `settle` of `paymentHash` after `ms` (not a second while one is pending). */
  private settleLater(paymentHash: string, ms: number): void {
    if (this.settleTimers.has(paymentHash)) return;
    this.settleTimers.add(paymentHash);
    setTimeout(() => {
      this.settleTimers.delete(paymentHash);
      void this.settle(paymentHash).catch((err: unknown) => this.deps.logger.error({ err, paymentHash }, 'settling an RGB payment failed'));
    }, ms).unref();
  }

  /**
   * Given-up payments (no carrier sent) whose add is in flight nowhere any more fail as not sent:
   * a round that carried it was dropped (refused, lost the turn, crossed a shutdown), and nobody
   * proposes it again (review session-1 PAY1-R). An add that committed and was settled is followed
   * by `followOurHtlcs` instead, which removes it from `givenUp` first.
   */
  private async failDroppedAdds(hashes: readonly string[]): Promise<void> {
    const { payments } = this.deps.payments();
    for (const hash of hashes) {
      if (!this.givenUp.has(hash) || (await this.inFlightAnywhere(hash))) continue;
      const payment = await payments.find(hash);
      if (payment?.status === 'Pending') await payments.fail(hash, 'the round that carried the asset HTLC was dropped; no carrier was sent', 'NotSent');
      // Only once the record says so: a failed write leaves it for the next walk (review session-2 G5).
      this.givenUp.delete(hash);
    }
  }

  private inFlightAnywhere(paymentHash: string): Promise<boolean> {
    return addInFlightOnAnyChannel(this.deps.store, paymentHash);
  }

  /** Called with the links' events, after their record was written. */
  onChannelEvents(peerNodeId: string, channelId: string, events: readonly ChannelEvent[]): void {
    this.offers.observe(events);
    const dropped = events.flatMap((e) => (e.type === 'proposal-dropped' ? e.changes.flatMap((c) => (c.kind === 'add' && this.givenUp.has(c.htlc.paymentHash) ? [c.htlc.paymentHash] : [])) : []));
    if (dropped.length > 0) void this.failDroppedAdds(dropped).catch((err: unknown) => this.deps.logger.error({ err, peerNodeId, channelId }, 'failing dropped RGB payments failed'));
    // HTLCs offered to us that left by a fulfil (ours, or the payer's fold): their claims end as fulfilled.
    const fulfilled = events.flatMap((e) => (e.type === 'committed' ? e.changes.filter((c) => c.kind === 'fulfill').map((c) => ({ c, previous: e.previous })) : []));
    if (fulfilled.length > 0) {
      void this.deps.store
        .load(peerNodeId, channelId)
        .then(async (stored) => {
          if (!stored) return;
          for (const { c, previous } of fulfilled) {
            if (c.kind !== 'fulfill' || c.offeredBy === stored.record.local) continue;
            const htlc = previous.htlcs.find((h) => h.offeredBy === c.offeredBy && h.id === c.id);
            if (htlc) await this.settle(htlc.paymentHash);
          }
        })
        .catch((err: unknown) => this.deps.logger.error({ err, peerNodeId, channelId }, 'ending fulfilled RGB claims failed'));
    }
    // Only a round that settled HTLCs can settle one of ours: an add-only round needs no read of the record.
    if (events.some((e) => e.type === 'committed' && e.changes.some((c) => c.kind !== 'add'))) {
      void this.deps.store
        .load(peerNodeId, channelId)
        .then((stored) => (stored ? this.followOurHtlcs(events, stored.record.local) : undefined))
        .catch((err: unknown) => this.deps.logger.error({ err, peerNodeId, channelId }, 'following our asset HTLCs failed'));
    }
    if (!events.some((e) => e.type === 'committed')) return;
    void this.settleChannel(peerNodeId, channelId).catch((err: unknown) => this.deps.logger.error({ err, peerNodeId, channelId }, 'settling RGB payments failed'));
  }

  /**
   * Settles every HTLC the peer offered on the channel; the fulfils and fails this decides are
   * gathered and proposed as one round at the end (a round per HTLC halved the channel's rate
   * under concurrent payments). A second walk of the same channel meanwhile adds to the same round.
   */
  private async settleChannel(peerNodeId: string, channelId: string): Promise<void> {
    const stored = await this.deps.store.load(peerNodeId, channelId);
    if (!stored) return;
    const peer = otherSide(stored.record.local);
    const owner = !this.gathering.has(channelId);
    if (owner) this.gathering.set(channelId, []);
    try {
      for (const htlc of stored.record.committed.htlcs.filter((h) => h.offeredBy === peer)) {
        // Each HTLC on its own: one that throws must not keep a `claiming` one after it from its fulfil (review batch F5).
        await this.settle(htlc.paymentHash).catch((err: unknown) => this.deps.logger.error({ err, channelId, paymentHash: htlc.paymentHash }, 'settling an RGB payment failed; the next walk retries it'));
      }
    } finally {
      if (owner) {
        const gathered = this.gathering.get(channelId) ?? [];
        this.gathering.delete(channelId);
        if (gathered.length > 0) await this.proposeNow(stored, gathered);
      }
    }
  }

  /**
   * One step of the payee's claim for `paymentHash`, serialised per hash; `preimage` is the
   * caller's, for an invoice made by create_for_hash. Every asset HTLC with the hash is judged on
   * its own: one that does not match the invoice is failed back alone (review P6); the claim is
   * made on one matching HTLC, recorded with it, and every other is failed (P2); after a failure
   * or a fulfilment, any later one is failed (P5). Returns what happened.
   */
  async settle(paymentHash: string, preimage?: string): Promise<string> {
    return this.serial.run(paymentHash, async () => {
      const htlcs = await this.htlcsFor(paymentHash);
      const live = htlcs.filter((h) => LIVE.has(h.stored.record.status));
      // A forward goes first: an invoice made later with its hash never settles its upstream HTLC (review multihop M2).
      const forward = await this.deps.forwards.forward(paymentHash);
      if (forward) return this.settleForward(paymentHash, htlcs, live, forward);
      const invoice = await this.deps.invoices.get(paymentHash);
      // No invoice of ours asked for it: forwarded when its payer asked us to, else it goes back at once.
      if (!invoice) return this.settleForward(paymentHash, htlcs, live, null);
      const claim = await this.deps.claims.get(paymentHash);
      if (claim.state !== 'pending') {
        this.carrierless.delete(paymentHash);
        this.failDecided.delete(paymentHash);
      }
      const { payments } = this.deps.payments();
      const payment = await payments.find(paymentHash);
      const claimableMsat = payment?.status === 'Pending' && payment.htlcLocked ? (payment.amountMsat ?? 0n) : 0n;
      if (claim.state === 'claiming' || claim.state === 'fulfilled') return this.continueClaim(paymentHash, claim, htlcs, claimableMsat);
      if (claim.state === 'failing' || claim.state === 'failed') return this.continueFailure(paymentHash, claim, live, payment);

      const tipHeight = this.deps.tipHeight();
      const context = { claimableMsat, tipHeight: tipHeight ?? 0, chainSynced: tipHeight !== null, timing: this.deps.timing };
      // Per HTLC, not per hash: a stranger's carrier-less HTLC with the invoice's hash is failed
      // alone and never kills the invoice for its honest payer (review session-1 F2-GRIEF).
      const seen = this.carrierless.get(paymentHash) ?? new Map<string, number>();
      const stillWaiting = new Map<string, number>();
      const grace = this.deps.carrierGraceMs ?? CARRIER_GRACE_MS;
      let waiting = 'NoAssetHtlc';
      const failed = new Set<FoundHtlc>();
      // HTLCs this process decided to fail stay failed until they leave: a fail may still sit in a
      // walk's gathered round, and a carrier arriving meanwhile must not claim that HTLC (review
      // session-2 G1). Each walk proposes the fail again until it commits (G3).
      const decided = this.failDecided.get(paymentHash) ?? new Set<string>();
      const stillDecided = new Set<string>();
      const keyOf = (found: FoundHtlc) => `${found.stored.record.channelId}:${found.htlc.offeredBy}:${found.htlc.id}`;
      for (const found of live) {
        const key = keyOf(found);
        if (decided.has(key)) {
          stillDecided.add(key);
          failed.add(found);
          await this.failHtlc(found);
          continue;
        }
        const since = seen.get(key);
        const carrierOverdue = since !== undefined && performance.now() - since >= grace;
        const action = claimAction(found.stored.record, 'pending', invoice, { ...context, carrierOverdue, channelContractId: found.stored.record.contractId });
        if (action.action === 'fail' && action.reason === 'CarrierTooSmall') {
          // The carrier is wrong whatever the HTLC: the payment fails, carrier and asset HTLCs.
          this.carrierless.delete(paymentHash);
          await this.deps.claims.advance(paymentHash, claim, 'failing');
          this.deps.logger.warn({ paymentHash, reason: action.reason }, 'RGB payment failed back');
          return this.continueFailure(paymentHash, { ...claim, state: 'failing' }, live, payment);
        }
        if (action.action === 'fail') {
          this.deps.logger.warn({ paymentHash, channelId: found.stored.record.channelId, reason: action.reason }, 'an asset HTLC that does not pay the invoice is failed back');
          stillDecided.add(key);
          this.failDecided.set(paymentHash, new Set([...decided, key]));
          await this.failHtlc(found);
          failed.add(found);
          continue;
        }
        if (action.action === 'wait') {
          waiting = action.reason;
          if (action.reason === 'NoCarrier') stillWaiting.set(key, since ?? performance.now());
          continue;
        }
        if (action.action !== 'claim') continue;
        const secret = invoice.preimage ?? preimage;
        if (!secret) return 'claimable'; // create_for_hash: the caller claims with its preimage
        // No preimage leaves while a commitment of the channel is on chain: without the monitor
        // (T9) we could not claim the asset HTLC there. The carrier goes back at its deadline.
        if (await this.deps.fundingSpent(found.stored)) return 'waiting: FundingSpent';
        // Written before LDK learns the preimage: from here on this payment is never failed.
        this.carrierless.delete(paymentHash);
        stillWaiting.clear();
        await this.deps.claims.advance(paymentHash, claim, 'claiming', secret, { channelId: found.stored.record.channelId, id: found.htlc.id });
        crashPoint('rgb-ln:after-claiming');
        await this.deps.payments().bolt11.claimForHash(paymentHash, secret, claimableMsat);
        crashPoint('rgb-ln:after-carrier-claim');
        // The payer now has the preimage and folds the fulfil into its next round; ours follows
        // after FOLD_WAIT_MS if it did not (continueClaim).
        if (this.foldWaitMs() > 0) {
          this.claimedAt.set(paymentHash, performance.now());
          this.settleLater(paymentHash, this.foldWaitMs());
        } else {
          await this.proposeQuietly(found.stored, [{ kind: 'fulfill', offeredBy: found.htlc.offeredBy, id: found.htlc.id, preimage: secret }]);
        }
        for (const other of live.filter((h) => h !== found && !failed.has(h))) await this.failHtlc(other);
        return 'claimed';
      }
      // No asset HTLC with the hash anywhere (one on a channel closing on chain still counts).
      if (htlcs.length === 0 && claimableMsat > 0n) return this.assetlessCarrier(paymentHash, claim, payment);
      this.assetless.delete(paymentHash);
      // Only HTLCs still waiting for their carrier keep their first-seen time, and only live ones their fail decision.
      if (stillWaiting.size > 0) this.carrierless.set(paymentHash, stillWaiting);
      else this.carrierless.delete(paymentHash);
      if (stillDecided.size > 0) this.failDecided.set(paymentHash, stillDecided);
      else this.failDecided.delete(paymentHash);
      return `waiting: ${waiting}`;
    });
  }

  // ---- the forwarder (docs/design/rgb-lightning.md §10, multi-hop)

  /**
   * The peer's proposal, before it is acted on: the forward instructions of its adds and the
   * preimages of its fulfils of our HTLCs are written first, so no committed state can lack them
   * after a kill. Only adds with the ids the proposal may use are kept, so a peer cannot make us
   * store more than a round's worth per channel.
   */
  async beforePeerChanges(peerNodeId: string, record: AssetChannelRecord, changes: readonly AssetChange[]): Promise<void> {
    // A channel that settles nothing off chain takes no proposal: nothing to keep (review multihop L1).
    if (!LIVE.has(record.status)) return;
    const peer = otherSide(record.local);
    const firstId = record.committed.nextHtlcId[peer];
    for (const change of changes) {
      if (change.kind === 'add' && change.forward && change.htlc.offeredBy === peer && change.htlc.id >= firstId && change.htlc.id < firstId + BigInt(MAX_CHANGES_PER_ROUND)) {
        await this.deps.forwards.rememberInstruction(peerNodeId, record.channelId, change.htlc.id, change.htlc.paymentHash, change.forward);
      } else if (change.kind === 'fulfill' && change.offeredBy === record.local) {
        const htlc = record.committed.htlcs.find((h) => h.offeredBy === record.local && h.id === change.id);
        if (htlc) await this.deps.forwards.learnPreimage(htlc.paymentHash, change.preimage);
      }
    }
  }

  /** The monitor saw the peer claim an HTLC of ours on chain with `preimage`: a forward it was the downstream of is claimed upstream. */
  async preimageLearnedOnChain(paymentHash: string, preimage: string): Promise<void> {
    if (!(await this.deps.forwards.learnPreimage(paymentHash, preimage))) return;
    void this.settle(paymentHash).catch((err: unknown) => this.deps.logger.error({ err, paymentHash }, 'settling a forward with a preimage learned on chain failed'));
  }

  /**
   * The HTLCs with `paymentHash` offered to us when no invoice of ours asked for it. The first one
   * whose payer asked for a forward is forwarded once (a forward record, written before the
   * downstream add); every other is failed. Once forwarded, the upstream HTLC follows
   * `forwardOutcome`: claimed with the preimage, failed when the downstream add is in flight
   * nowhere, else kept. Claim and fail go through the claim state, as the payee's do, so the
   * watchdog's deadlines and the monitor's on-chain claim cover the upstream HTLC too.
   */
  private async settleForward(paymentHash: string, htlcs: readonly FoundHtlc[], live: readonly FoundHtlc[], recorded: StoredForward | null): Promise<string> {
    const claim = await this.deps.claims.get(paymentHash);
    if (claim.state === 'claiming' || claim.state === 'fulfilled') return this.continueClaim(paymentHash, claim, htlcs, 0n);
    if (claim.state === 'failing' || claim.state === 'failed') return this.continueFailure(paymentHash, claim, live, null);
    let forward = recorded;
    if (!forward) {
      const asked = await this.firstForwardRequest(paymentHash, live);
      if (!asked) {
        for (const h of live) await this.failHtlc(h);
        return 'unknown';
      }
      const tip = this.deps.tipHeight();
      if (tip === null) return 'waiting: ChainNotSynced';
      const plan = planForward(asked.found.stored.record, asked.found.htlc, asked.instruction, await this.forwardCandidates(), tip);
      if (plan.action === 'offer' && !this.deps.lightning().isPeerConnected(plan.peerNodeId)) {
        // An offline next node could leave the add unsigned in our round and the upstream HTLC held to its deadline (review multihop M3).
        return this.refuseForward(paymentHash, asked.found, asked.instruction, 'NextNodeOffline');
      }
      const { found, instruction } = asked;
      if (plan.action === 'refuse') return this.refuseForward(paymentHash, found, instruction, plan.reason);
      forward = await this.deps.forwards.createForward(
        paymentHash,
        { peerNodeId: found.stored.peerNodeId, channelId: found.stored.record.channelId, htlcId: found.htlc.id, assetAmount: found.htlc.assetAmount, cltvExpiry: found.htlc.cltvExpiry },
        { peerNodeId: plan.peerNodeId, channelId: plan.channelId, assetAmount: instruction.assetAmount, cltvExpiry: instruction.cltvExpiry },
      );
      crashPoint('rgb-forward:after-record');
      this.startForwardOffer(paymentHash, forward.downstream);
    }
    const upstream = forward.upstream;
    const isUpstream = (h: FoundHtlc) => h.stored.record.channelId === upstream.channelId && h.htlc.id === upstream.htlcId;
    const { downstream } = forward;
    // Decided on the downstream record read under its channel's lock and written there: no round
    // of ours can then carry the add unseen between the read and the decision (review multihop M1).
    // Only the claim state is written under it; the proposals come after, outside it.
    const decided = await this.deps.links.exclusive(downstream.channelId, async () => {
      const record = (await this.deps.store.load(downstream.peerNodeId, downstream.channelId))?.record ?? null;
      const learned = await this.deps.forwards.learnedPreimage(paymentHash);
      // Asked of the monitor only for a downstream channel on chain: nothing else can bury the add.
      const buried = !learned && record?.status === 'failed' && (await this.deps.offeredHtlcBuried(downstream.peerNodeId, downstream.channelId, paymentHash));
      const outcome = forwardOutcome(record, paymentHash, learned, this.forwardOffers.has(paymentHash), buried);
      if (outcome.action === 'claim') return { outcome, claim: await this.deps.claims.advance(paymentHash, claim, 'claiming', outcome.preimage, { channelId: upstream.channelId, id: upstream.htlcId }) };
      if (outcome.action === 'fail') return { outcome, claim: await this.deps.claims.advance(paymentHash, claim, 'failing') };
      return { outcome, claim };
    });
    const { outcome } = decided;
    // One forward per hash: any other HTLC with it goes back (a claim or a failure below fails them too).
    if (outcome.action === 'wait') {
      for (const h of live.filter((h) => !isUpstream(h))) await this.failHtlc(h);
      return `forwarding: ${outcome.reason}`;
    }
    if (outcome.action === 'claim') return this.continueClaim(paymentHash, decided.claim, htlcs, 0n);
    this.deps.logger.warn({ paymentHash, downstreamChannelId: downstream.channelId }, 'a forward failed downstream: the upstream asset HTLC is failed back');
    return this.continueFailure(paymentHash, decided.claim, live, null);
  }

  /**
   * Fails one HTLC whose forward we will not make. Only this HTLC: another with the hash (the
   * honest payer's, if a stranger's came first) may still be forwarded (review multihop M4). The
   * refusal is written before the fail, so this HTLC is never forwarded while its fail may still
   * commit.
   */
  private async refuseForward(paymentHash: string, found: FoundHtlc, instruction: ForwardInstruction, reason: string): Promise<string> {
    this.deps.logger.warn({ paymentHash, reason, nextNodeId: instruction.nextNodeId }, 'a forward was refused: its asset HTLC is failed back');
    await this.deps.forwards.refuseInstruction(found.stored.peerNodeId, found.stored.record.channelId, found.htlc.id);
    await this.failHtlc(found);
    return `refused: ${reason}`;
  }

  /** The first live HTLC with this hash whose payer sent a forward instruction with it. */
  private async firstForwardRequest(paymentHash: string, live: readonly FoundHtlc[]): Promise<{ found: FoundHtlc; instruction: ForwardInstruction } | null> {
    for (const found of live) {
      const instruction = await this.deps.forwards.instruction(found.stored.peerNodeId, found.stored.record.channelId, found.htlc.id, paymentHash);
      if (instruction) return { found, instruction };
    }
    return null;
  }

  private async forwardCandidates(): Promise<ForwardCandidate[]> {
    const out: ForwardCandidate[] = [];
    for (const { peerNodeId, channelId } of await this.deps.store.list()) {
      const stored = await this.deps.store.load(peerNodeId, channelId);
      if (stored) out.push({ peerNodeId, record: stored.record });
    }
    return out;
  }

  /**
   * Offers the downstream add (the payer's `offer`, with the forward's expiry), outside the hash's
   * serial section; the forward is settled again when the offer ends, whatever its outcome.
   */
  private startForwardOffer(paymentHash: string, leg: { readonly peerNodeId: string; readonly channelId: string; readonly assetAmount: bigint; readonly cltvExpiry: number }): void {
    if (this.forwardOffers.has(paymentHash)) return;
    this.forwardOffers.add(paymentHash);
    void (async () => {
      const channel = await this.deps.store.load(leg.peerNodeId, leg.channelId);
      if (!channel) return;
      await this.offer(channel, paymentHash, leg.assetAmount, { cltvExpiry: leg.cltvExpiry });
      crashPoint('rgb-forward:after-offer');
    })()
      .catch((err: unknown) => this.deps.logger.warn({ err, paymentHash, channelId: leg.channelId }, 'the downstream asset HTLC of a forward was not committed'))
      .finally(() => {
        this.forwardOffers.delete(paymentHash);
        void this.settle(paymentHash).catch((err: unknown) => this.deps.logger.error({ err, paymentHash }, 'settling a forward failed'));
      });
  }

  /**
   * A carrier held with no asset HTLC behind it. The payer commits the asset HTLC before it sends
   * the carrier, so after the grace the asset HTLC is not coming: a forwarder refused it (it lacked
   * the asset) or the payer gave up. The payment then fails, carrier and all, so the payer's
   * record ends now rather than at the carrier's expiry hours later.
   */
  private async assetlessCarrier(paymentHash: string, claim: StoredClaim, payment: Payment | null): Promise<string> {
    const grace = this.deps.carrierGraceMs ?? ASSETLESS_CARRIER_GRACE_MS;
    const since = this.assetless.get(paymentHash) ?? performance.now();
    this.assetless.set(paymentHash, since);
    const left = since + grace - performance.now();
    if (left > 0) {
      this.settleLater(paymentHash, Math.ceil(left));
      return 'waiting: NoAssetHtlc';
    }
    this.assetless.delete(paymentHash);
    this.deps.logger.warn({ paymentHash }, 'a carrier came with no asset HTLC behind it within the grace: the payment is failed back');
    const failing = await this.deps.claims.advance(paymentHash, claim, 'failing');
    return this.continueFailure(paymentHash, failing, [], payment);
  }

  /** `claiming`: the claimed HTLC is fulfilled (the carrier claimed again if LDK still holds it); any other is failed. */
  private async continueClaim(paymentHash: string, claim: StoredClaim, htlcs: readonly FoundHtlc[], claimableMsat: bigint): Promise<string> {
    const target = htlcs.find((h) => h.stored.record.channelId === claim.htlc?.channelId && h.htlc.id === claim.htlc?.id);
    for (const other of htlcs.filter((h) => h !== target && LIVE.has(h.stored.record.status))) await this.failHtlc(other);
    if (target && !LIVE.has(target.stored.record.status)) {
      this.claimedAt.delete(paymentHash);
      return 'waiting: OnChain'; // the monitor's (T9), never "fulfilled"
    }
    if (target) {
      if (claimableMsat > 0n && claim.preimage) {
        // A kill between the claiming write and LDK's claim: claim again. A carrier LDK no longer
        // holds is gone; the fulfil still goes (review P7): the claim decision is final.
        await this.deps
          .payments()
          .bolt11.claimForHash(paymentHash, claim.preimage, claimableMsat)
          .catch((err: unknown) => this.deps.logger.warn({ err, paymentHash }, 'the carrier could not be claimed again; fulfilling the asset HTLC anyway'));
      }
      const claimedAt = this.claimedAt.get(paymentHash);
      const left = claimedAt === undefined ? 0 : claimedAt + this.foldWaitMs() - performance.now();
      if (left > 0) {
        // Timers and clocks differ by a millisecond now and then: look again when the wait is over.
        this.settleLater(paymentHash, Math.ceil(left));
        return 'claimed: the payer may fold the fulfil';
      }
      this.claimedAt.delete(paymentHash);
      await this.proposeQuietly(target.stored, [{ kind: 'fulfill', offeredBy: target.htlc.offeredBy, id: target.htlc.id, preimage: claim.preimage as string }]);
      return 'fulfilling';
    }
    this.claimedAt.delete(paymentHash);
    // The claimed HTLC left a live channel's committed state: only a fulfil removes it (we never fail in `claiming`).
    const channel = await this.liveChannel(claim.htlc?.channelId);
    if (claim.state === 'claiming' && channel) await this.advanceQuietly(paymentHash, claim, 'fulfilled');
    return claim.state === 'fulfilled' || channel ? 'fulfilled' : 'waiting: OnChain';
  }

  /** `failing`: the carrier (or the record, when none arrived) and every asset HTLC with the hash are failed back. */
  private async continueFailure(paymentHash: string, claim: StoredClaim, live: readonly FoundHtlc[], payment: Payment | null): Promise<string> {
    if (payment?.direction === 'Inbound' && payment.status === 'Pending') {
      await this.deps
        .payments()
        .bolt11.failForHash(paymentHash)
        .catch((err: unknown) => this.deps.logger.warn({ err, paymentHash }, 'failing the carrier back failed'));
    }
    for (const h of live) await this.failHtlc(h);
    if (claim.state === 'failing' && live.length === 0) await this.advanceQuietly(paymentHash, claim, 'failed');
    return 'failed';
  }

  /** Every asset HTLC with this hash offered to us, on any asset channel. */
  private async htlcsFor(paymentHash: string): Promise<FoundHtlc[]> {
    const out: FoundHtlc[] = [];
    for (const { peerNodeId, channelId } of await this.deps.store.list()) {
      const stored = await this.deps.store.load(peerNodeId, channelId);
      if (!stored) continue;
      const peer = otherSide(stored.record.local);
      for (const htlc of stored.record.committed.htlcs) if (htlc.paymentHash === paymentHash && htlc.offeredBy === peer) out.push({ stored, htlc });
    }
    return out;
  }

  private async liveChannel(channelId: string | undefined): Promise<StoredAssetChannel | null> {
    if (!channelId) return null;
    for (const entry of await this.deps.store.list()) {
      if (entry.channelId !== channelId) continue;
      const stored = await this.deps.store.load(entry.peerNodeId, channelId);
      return stored && LIVE.has(stored.record.status) ? stored : null;
    }
    return null;
  }

  private failHtlc(found: FoundHtlc): Promise<void> {
    return this.proposeQuietly(found.stored, [{ kind: 'fail', offeredBy: found.htlc.offeredBy, id: found.htlc.id }]);
  }

  private async advanceQuietly(paymentHash: string, claim: StoredClaim, to: 'fulfilled' | 'failed'): Promise<void> {
    try {
      await this.deps.claims.advance(paymentHash, claim, to);
    } catch (err) {
      if (!(err instanceof VersionConflictError) && !(err instanceof IllegalClaimTransition)) throw err;
    }
  }

  /** A proposal the next settle retries when the channel is busy: a round in progress, or another writer. */
  /** A fulfil or fail of ours: gathered while its channel is walked (`settleChannel`), else proposed now. Retried by the next walk if the turn is taken. */
  private async proposeQuietly(stored: StoredAssetChannel, changes: readonly AssetChange[]): Promise<void> {
    const gathered = this.gathering.get(stored.record.channelId);
    if (gathered) {
      gathered.push(...changes);
      return;
    }
    await this.proposeNow(stored, changes);
  }

  private async proposeNow(stored: StoredAssetChannel, changes: readonly AssetChange[]): Promise<void> {
    try {
      await this.deps.links.propose(stored.peerNodeId, stored.record.channelId, (fresh) => removalsThatPass(fresh, changes, this.deps.tipHeight()));
    } catch (err) {
      if (err instanceof UpdateInProgress || err instanceof VersionConflictError || err instanceof ChannelNotOpen) return;
      if (err instanceof ProtocolViolation) {
        this.deps.logger.warn({ err, channelId: stored.record.channelId }, 'an RGB payment step was refused by the protocol');
        return;
      }
      throw err;
    }
  }
}

/** Whether our add with this hash is in flight on any asset channel. */
export async function addInFlightOnAnyChannel(store: Pick<AssetChannelStore, 'list' | 'load'>, paymentHash: string): Promise<boolean> {
  for (const channel of await store.list()) {
    const stored = await store.load(channel.peerNodeId, channel.channelId);
    if (stored && ourAddInFlight(stored.record, paymentHash)) return true;
  }
  return false;
}

interface FoundHtlc {
  readonly stored: StoredAssetChannel;
  readonly htlc: AssetHtlc;
}

/** Channels whose HTLCs are settled off chain: open, or closing cooperatively. */
const LIVE: ReadonlySet<string> = new Set(['open', 'closing']);

/** Our own proposal refused by the protocol rules: as the interface's statuses. */
function refusalOf(err: ProtocolViolation): Error {
  if (err.code === 'BelowReserve') return new InsufficientAssetBalanceError(`The asset channel refuses the HTLC: ${err.message}`, 'Pay a smaller amount.');
  if (err.code === 'TooManyHtlcs') return new InsufficientCapacityError(`The asset channel refuses the HTLC: ${err.message}`, 'Wait for HTLCs in flight to settle.');
  return new InvalidRequestError(`The asset channel refuses the HTLC: ${err.message}`, undefined, { reason: err.code });
}

/**
 * The adds one round proposes after `before` (our folded fulfils): the first (the caller's own)
 * as it is, so the protocol's refusal of it reaches its payment; each other only if the round
 * still passes the protocol's rules with it (the HTLC limit, the reserve), else it waits for a
 * later round. Ids follow the record's next.
 */
function batchOfAdds(record: AssetChannelRecord, before: readonly AssetChange[], wanted: readonly WantedAdd[], tipHeight: number | null): Extract<AssetChange, { kind: 'add' }>[] {
  const changes: Extract<AssetChange, { kind: 'add' }>[] = [];
  let id = record.committed.nextHtlcId[record.local];
  for (const { forward, ...add } of wanted) {
    const change = { kind: 'add' as const, htlc: { ...add, id, offeredBy: record.local }, ...(forward ? { forward } : {}) };
    if (changes.length > 0 && !passes(record, [...before, ...changes, change], tipHeight)) continue;
    changes.push(change);
    id += 1n;
  }
  return changes;
}

/** Whether the protocol would take these changes from us on this record (gathering a batch; the links check again). */
function passes(record: AssetChannelRecord, changes: readonly AssetChange[], tipHeight: number | null): boolean {
  if (tipHeight === null) return false;
  try {
    applyChanges(record.committed, changes, record.local, record.policy, tipHeight);
    return true;
  } catch (err) {
    if (err instanceof ProtocolViolation) return false;
    throw err;
  }
}

/**
 * The fulfils and fails of a gathered round, once each, that the protocol still takes on the
 * fresh record (a walk may have decided one the round before already settled). All of them when
 * none passes, so the refusal is logged rather than an empty round proposed.
 */
function removalsThatPass(record: AssetChannelRecord, changes: readonly AssetChange[], tipHeight: number | null): AssetChange[] {
  // One change per HTLC; a fulfil beats a fail of the same HTLC, since once we decided to claim
  // (its carrier may be ours already) the asset must not go back (review batch F4).
  const byHtlc = new Map<string, AssetChange>();
  for (const c of changes) {
    const key = c.kind === 'add' ? `add:${c.htlc.paymentHash}` : `${c.offeredBy}:${c.id}`;
    const earlier = byHtlc.get(key);
    if (!earlier || (earlier.kind === 'fail' && c.kind === 'fulfill')) byHtlc.set(key, c);
  }
  const unique = [...byHtlc.values()];
  if (unique.length === 1) return unique;
  const taken: AssetChange[] = [];
  for (const change of unique) if (passes(record, [...taken, change], tipHeight)) taken.push(change);
  return taken.length > 0 ? taken : unique;
}

/** Thrown from a proposal's callback when this payment's add is not for this round (taken by another's, or no slot): nothing is proposed. */
class NotThisRound extends Error {}

/** The expiry of an asset HTLC to its payee: RGB_HTLC_EXPIRY_DELTA after the tip, within the channel's policy. */
function finalExpiry(record: AssetChannelRecord, tip: number): number {
  const { minExpiryDelta, maxExpiryDelta } = record.policy;
  return tip + Math.min(Math.max(RGB_HTLC_EXPIRY_DELTA, minExpiryDelta + 6), maxExpiryDelta);
}
