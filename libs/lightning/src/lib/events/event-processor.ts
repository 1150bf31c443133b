import { createHash } from 'node:crypto';
import type {
  ChannelManager,
  Event,
  Event_FundingGenerationReady,
  Event_PaymentClaimable,
  EventHandler,
  Result_NoneReplayEventZ,
  SpendableOutputDescriptor,
} from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { toHex } from '../ldk/bytes';
import type { FeeEstimates } from '../chain/fee-estimates';
import type { AnchorBumper } from '../chain/anchor-bumper';
import type { FundingWallet } from '../ports/funding-wallet.port';
import type { LightningEventSink } from '../ports/lightning-event-sink.port';
import type { EngineLogger } from '../ports/engine-logger.port';
import type { LightningEvent } from '../domain/lightning-event';
import type { HeldPayments } from '../payments/held-payments';
import { DurableJobs } from './durable-jobs';
import type { InboundChannelGate, PendingInboundChannel } from './inbound-channel-gate';
import { funderReserveProblem, type FundedChannelSide } from './funder-reserve';
import type { EventOutbox } from './event-outbox';
import { purposeOf, translateEvent } from './event-translator';
import { isNone } from '../ldk/is-none';

export interface EventProcessorDeps {
  readonly ldk: Ldk;
  readonly channelManager: () => ChannelManager;
  readonly fees: FeeEstimates;
  readonly fundingWallet: FundingWallet | null;
  readonly sink: LightningEventSink | null;
  /** Journals events for the sink synchronously (required with a sink). */
  readonly outbox: EventOutbox | null;
  readonly logger: EngineLogger;
  /** Who may open channels to us, and how many may be pending. */
  readonly inboundChannels: InboundChannelGate;
  readonly held: HeldPayments;
  readonly anchors: AnchorBumper;
  /** Ask the engine to run its event pump soon. */
  readonly wake: () => void;
  /** Store spendable output descriptors durably (the sweeper's queue). */
  readonly storeSpendable: (outputs: SpendableOutputDescriptor[], channelId: string | null) => Promise<void>;
  /** New spendable outputs were stored: try sweeping them. */
  readonly sweepSoon: () => void;
  /** An outbound payment ended (PaymentSent or PaymentFailed). */
  readonly paymentResolved: (paymentId: string) => void;
  /** Have LDK forward the HTLCs it holds after `ms` (a timer the engine clears at stop). */
  readonly forwardHtlcsAfter: (ms: number) => void;
}

/**
 * Handles LDK events (ChannelManager's and ChainMonitor's) synchronously, as LDK requires,
 * while every asynchronous step runs as a DurableJob and the event is replayed until it has
 * finished: a domain event is forgotten by LDK only after the sink stored it, spendable
 * output descriptors only after they are in the KvStore, a funding request only after the
 * wallet answered, a held payment only after it is recorded.
 */
export class EventProcessor {
  private readonly jobs: DurableJobs;
  private replays = 0;
  readonly handler: EventHandler;

  constructor(private readonly deps: EventProcessorDeps) {
    this.jobs = new DurableJobs(deps.wake);
    const { ldk } = deps;
    this.handler = ldk.EventHandler.new_impl({
      handle_event: (event: Event): Result_NoneReplayEventZ => {
        let done: boolean;
        try {
          done = this.handle(event);
        } catch (err) {
          deps.logger.error({ component: 'events', event: event.constructor.name, err: String(err) }, 'event handler failed');
          done = false;
        }
        if (!done) this.replays++;
        return done ? ldk.Result_NoneReplayEventZ.constructor_ok() : ldk.Result_NoneReplayEventZ.constructor_err(ldk.ReplayEvent.constructor_new());
      },
    });
  }

  /**
   * Events LDK was asked to offer again, so far (a counter). LDK stops a pass at the first such
   * event: when it moved during a pass, later events (a PaymentSent releasing a blocked update)
   * may still wait.
   */
  get replayCount(): number {
    return this.replays;
  }

  runningJobs(): number {
    return this.jobs.running();
  }

  /** true = LDK may forget the event; false = offer it again later. */
  private handle(event: Event): boolean {
    const { ldk, logger } = this.deps;
    const cm = this.deps.channelManager();
    if (event instanceof ldk.Event_OpenChannelRequest) {
      const peer = toHex(event.counterparty_node_id);
      const refusal = this.deps.inboundChannels.refusal(peer, this.pendingInbound());
      if (refusal !== null) {
        cm.force_close_without_broadcasting_txn(event.temporary_channel_id, event.counterparty_node_id, refusal);
        logger.info({ component: 'events', peer, sats: event.funding_satoshis.toString(), refusal }, 'inbound channel request refused');
        return true;
      }
      const userChannelId = BigInt(`0x${createHash('sha256').update(event.temporary_channel_id.get_a()).digest('hex').slice(0, 30)}`);
      const result = cm.accept_inbound_channel(event.temporary_channel_id, event.counterparty_node_id, userChannelId);
      logger.info({ component: 'events', peer, sats: event.funding_satoshis.toString(), ok: result.is_ok() }, 'inbound channel request accepted');
      return true;
    }
    if (event instanceof ldk.Event_FundingGenerationReady) return this.fund(event);
    if (event instanceof ldk.Event_PendingHTLCsForwardable) {
      this.deps.forwardHtlcsAfter(Math.min(Number(event.time_forwardable), 1000));
      return true;
    }
    if (event instanceof ldk.Event_SpendableOutputs) {
      const channelId = isNone(event.channel_id) ? null : toHex(event.channel_id.get_a());
      const done = this.runJob(key('spendable', event), () => this.deps.storeSpendable(event.outputs, channelId));
      if (done) this.deps.sweepSoon();
      return done;
    }
    if (event instanceof ldk.Event_BumpTransaction) {
      this.deps.anchors.handle(event.bump_transaction);
      return true;
    }
    if (event instanceof ldk.Event_HTLCHandlingFailed) {
      const destination = event.failed_next_destination;
      if (destination instanceof ldk.HTLCDestination_FailedPayment) {
        const hash = toHex(destination.payment_hash);
        logger.info({ component: 'events', paymentHash: hash }, 'inbound payment failed back');
        return this.runJob(key('htlc-failed', event), () => this.deps.held.release(hash));
      }
      return true;
    }
    if (event instanceof ldk.Event_PaymentClaimable) return this.claimable(event);

    const domain = translateEvent(ldk, event, { counterpartyOf: (id) => this.counterpartyOf(id) });
    if (!domain) {
      logger.debug({ component: 'events', event: event.constructor.name }, 'event handled internally');
      return true;
    }
    // With an outbox, the release runs before the claim's delivery (EventOutbox beforeDelivery),
    // so LDK may forget a PaymentClaimed at once like the other journaled events.
    const before = domain.type === 'PaymentClaimed' && !this.deps.outbox ? () => this.deps.held.release(domain.paymentHash) : undefined;
    if (!this.publish(event, domain, before)) return false;
    if (domain.type === 'PaymentSent' || domain.type === 'PaymentFailed') this.deps.paymentResolved(domain.paymentId);
    return true;
  }

  /**
   * Payments whose preimage LDK knows (our own BOLT11 invoices, keysend) are claimed at once;
   * the outcome is reported as PaymentClaimed. Hold invoices are recorded as held and
   * published as PaymentClaimable; their HTLCs stay until claimForHash / failForHash (or
   * LDK's claim deadline).
   */
  private claimable(event: Event_PaymentClaimable): boolean {
    const { ldk, logger } = this.deps;
    const preimage = event.purpose.preimage();
    if (preimage instanceof ldk.Option_ThirtyTwoBytesZ_Some) {
      const cm = this.deps.channelManager();
      // Keysend senders may add even custom TLVs; we pass every TLV on to the PaymentClaimed
      // event, so they count as understood.
      if (purposeOf(ldk, event.purpose) === 'spontaneous') cm.claim_funds_with_known_custom_tlvs(preimage.some);
      else cm.claim_funds(preimage.some);
      logger.debug({ component: 'events', paymentHash: toHex(event.payment_hash) }, 'claiming inbound payment');
      return true;
    }
    const domain = translateEvent(ldk, event, { counterpartyOf: (id) => this.counterpartyOf(id) });
    if (!domain || domain.type !== 'PaymentClaimable') return true;
    const hold = () =>
      this.deps.held.hold({ paymentHash: domain.paymentHash, amountMsat: domain.amountMsat, claimDeadlineHeight: domain.claimDeadlineHeight });
    if (!this.publish(event, domain, hold)) return false;
    logger.info({ component: 'events', paymentHash: domain.paymentHash, amountMsat: domain.amountMsat.toString() }, 'hold invoice payment held');
    return true;
  }

  /**
   * Hands the event to the sink. Without `before`, it goes to the outbox: journaled before
   * this returns, stored with the manager write by which LDK forgets it, delivered after, so
   * LDK may forget it at once (see EventJournal for why PaymentSent must not be replayed while
   * the database write runs). With `before`
   * (asynchronous work that must precede LDK forgetting the event), the event is replayed
   * until both are done, and only after the outbox delivered everything earlier, so the sink
   * sees events in LDK's order.
   */
  private publish(event: Event, domain: LightningEvent, before?: () => Promise<void>): boolean {
    const { sink, outbox } = this.deps;
    if (!before && outbox) {
      outbox.enqueue(domain);
      return true;
    }
    // Nobody to tell: LDK may forget it now (a replayed PaymentSent keeps a payer's update blocked).
    if (!before && !sink) return true;
    if (outbox && !outbox.isEmpty()) return false;
    const done = this.runJob(key('publish', event), async () => {
      await before?.();
      await sink?.publish(domain);
    });
    if (done) this.deps.logger.info({ component: 'events', type: domain.type }, 'event');
    return done;
  }

  /** Polls a durable job; logs failures (it is retried); true once it finished. */
  private runJob(jobKey: string, work: () => Promise<void>): boolean {
    const poll = this.jobs.poll(jobKey, work);
    if (!poll.ready) {
      if (poll.failed) this.deps.logger.warn({ component: 'events', job: jobKey.split(':')[0], err: String(poll.failed) }, 'event work failed; will retry');
      return false;
    }
    this.jobs.forget(jobKey);
    return true;
  }

  /** Inbound channels not ready yet; funded once LDK knows the funding outpoint (the peer's funding_created arrived). */
  private pendingInbound(): PendingInboundChannel[] {
    return this.deps
      .channelManager()
      .list_channels()
      .filter((c) => !c.get_is_outbound() && !c.get_is_channel_ready())
      .map((c) => ({ peer: toHex(c.get_counterparty().get_node_id()), funded: !isNone(c.get_funding_txo()) }));
  }

  private counterpartyOf(channelId: string): string | null {
    const channel = this.deps
      .channelManager()
      .list_channels()
      .find((c) => toHex(c.get_channel_id().get_a()) === channelId);
    return channel ? toHex(channel.get_counterparty().get_node_id()) : null;
  }

  /** The channel being funded, as the peer's accept_channel set it: anchors, and the reserve it holds us to (null: not listed). */
  private ourSideOf(event: Event_FundingGenerationReady): FundedChannelSide {
    const { ldk } = this.deps;
    const id = toHex(event.temporary_channel_id.get_a());
    const channel = this.deps
      .channelManager()
      .list_channels()
      .find((c) => toHex(c.get_channel_id().get_a()) === id);
    if (!channel) return null;
    const reserve = channel.get_unspendable_punishment_reserve();
    return {
      anchors: Boolean(channel.get_channel_type()?.supports_anchors_zero_fee_htlc_tx()),
      ourReserveSats: reserve instanceof ldk.Option_u64Z_Some ? reserve.some : null,
    };
  }

  private fund(event: Event_FundingGenerationReady): boolean {
    const { ldk, logger } = this.deps;
    const cm = this.deps.channelManager();
    const jobKey = `funding:${toHex(event.temporary_channel_id.get_a())}`;
    const wallet = this.deps.fundingWallet;
    if (!wallet) {
      logger.error({ component: 'events' }, 'channel funding requested but no funding wallet is configured');
      cm.force_close_without_broadcasting_txn(event.temporary_channel_id, event.counterparty_node_id, 'no funding wallet');
      return true;
    }
    const reserveProblem = funderReserveProblem(this.ourSideOf(event));
    if (reserveProblem !== null) {
      logger.warn({ component: 'events', peer: toHex(event.counterparty_node_id), reason: reserveProblem }, 'channel abandoned before funding');
      this.jobs.forget(jobKey);
      cm.force_close_without_broadcasting_txn(event.temporary_channel_id, event.counterparty_node_id, reserveProblem);
      return true;
    }
    const request = {
      outputScript: Uint8Array.from(event.output_script),
      valueSats: event.channel_value_satoshis,
      feeRateSatPerKw: this.deps.fees.satPerKw('NonAnchorChannelFee'),
      counterpartyNodeId: toHex(event.counterparty_node_id),
      maxLockTimeHeight: cm.current_best_block().get_height(),
    };
    const poll = this.jobs.poll(jobKey, () => wallet.createFundingTransaction(request));
    if (!poll.ready) {
      if (poll.failed === undefined) return false;
      logger.error({ component: 'events', err: String(poll.failed) }, 'funding wallet failed; abandoning the channel');
      this.jobs.forget(jobKey);
      cm.force_close_without_broadcasting_txn(event.temporary_channel_id, event.counterparty_node_id, 'funding failed');
      return true;
    }
    this.jobs.forget(jobKey);
    const result = cm.funding_transaction_generated(event.temporary_channel_id, event.counterparty_node_id, poll.value);
    if (!(result instanceof ldk.Result_NoneAPIErrorZ_OK)) {
      logger.error({ component: 'events', err: apiError(result) }, 'LDK refused the funding transaction');
    }
    return true;
  }
}

/** A stable identity for a persisted event: its type and serialization. */
function key(prefix: string, event: Event): string {
  return `${prefix}:${event.constructor.name}:${createHash('sha256').update(event.write()).digest('hex')}`;
}


export function apiError(result: object): string {
  const err = (result as { err?: { err?: unknown; constructor: { name: string } } }).err;
  if (!err) return 'unknown error';
  return `${err.constructor.name}${typeof err.err === 'string' ? `: ${err.err}` : ''}`;
}
