import { createHash } from 'node:crypto';
import type {
  ChannelManager,
  Event,
  Event_FundingGenerationReady,
  Event_PaymentClaimable,
  EventHandler,
  Result_NoneReplayEventZ,
} from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { toHex } from '../ldk/bytes';
import type { FeeEstimates } from '../chain/fee-estimates';
import type { FundingWallet } from '../ports/funding-wallet.port';
import type { LightningEventSink } from '../ports/lightning-event-sink.port';
import type { EngineLogger } from '../ports/engine-logger.port';
import type { EngineStore } from '../persistence/engine-store';
import { KV } from '../persistence/kv-namespaces';
import { DurableJobs } from './durable-jobs';
import { translateEvent } from './event-translator';

export interface EventProcessorDeps {
  readonly ldk: Ldk;
  readonly channelManager: () => ChannelManager;
  readonly fees: FeeEstimates;
  readonly fundingWallet: FundingWallet | null;
  readonly sink: LightningEventSink | null;
  readonly store: EngineStore;
  readonly logger: EngineLogger;
  /** Ask the engine to run its event pump soon. */
  readonly wake: () => void;
  /** New spendable outputs were stored: try sweeping them. */
  readonly sweepSoon: () => void;
}

/**
 * Handles LDK events (ChannelManager's and ChainMonitor's) synchronously, as LDK requires,
 * while every asynchronous step runs as a DurableJob and the event is replayed until it has
 * finished: a domain event is forgotten by LDK only after the sink stored it, spendable
 * output descriptors only after they are in the KvStore, a funding request only after the
 * wallet answered.
 */
export class EventProcessor {
  private readonly jobs: DurableJobs;
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
        return done ? ldk.Result_NoneReplayEventZ.constructor_ok() : ldk.Result_NoneReplayEventZ.constructor_err(ldk.ReplayEvent.constructor_new());
      },
    });
  }

  runningJobs(): number {
    return this.jobs.running();
  }

  /** true = LDK may forget the event; false = offer it again later. */
  private handle(event: Event): boolean {
    const { ldk, logger } = this.deps;
    const cm = this.deps.channelManager();
    if (event instanceof ldk.Event_OpenChannelRequest) {
      const userChannelId = BigInt(`0x${createHash('sha256').update(event.temporary_channel_id.get_a()).digest('hex').slice(0, 30)}`);
      const result = cm.accept_inbound_channel(event.temporary_channel_id, event.counterparty_node_id, userChannelId);
      logger.info(
        { component: 'events', peer: toHex(event.counterparty_node_id), sats: event.funding_satoshis.toString(), ok: result.is_ok() },
        'inbound channel request accepted',
      );
      return true;
    }
    if (event instanceof ldk.Event_FundingGenerationReady) return this.fund(event);
    if (event instanceof ldk.Event_PendingHTLCsForwardable) {
      const delay = Math.min(Number(event.time_forwardable), 1000);
      setTimeout(() => {
        this.deps.channelManager().process_pending_htlc_forwards();
        this.deps.wake();
      }, delay);
      return true;
    }
    if (event instanceof ldk.Event_SpendableOutputs) {
      const poll = this.jobs.poll(key('spendable', event), async () => {
        for (const descriptor of event.outputs) {
          const bytes = descriptor.write();
          await this.deps.store.write(KV.sweeps, createHash('sha256').update(bytes).digest('hex'), bytes);
        }
      });
      if (!poll.ready) return false;
      this.jobs.forget(key('spendable', event));
      this.deps.sweepSoon();
      return true;
    }
    if (event instanceof ldk.Event_BumpTransaction) {
      logger.warn({ component: 'events' }, 'anchor fee bump requested; no wallet source for CPFP yet (BumpTransactionEventHandler)');
      return true;
    }
    const domain = translateEvent(ldk, event);
    if (!domain) {
      logger.debug({ component: 'events', event: event.constructor.name }, 'event handled internally');
      return true;
    }
    if (this.deps.sink) {
      const jobKey = key('publish', event);
      const sink = this.deps.sink;
      const poll = this.jobs.poll(jobKey, () => sink.publish(domain));
      if (!poll.ready) {
        if (poll.failed) logger.warn({ component: 'events', type: domain.type, err: String(poll.failed) }, 'event sink failed; will retry');
        return false;
      }
      this.jobs.forget(jobKey);
    }
    if (event instanceof ldk.Event_PaymentClaimable) this.claim(event);
    logger.info({ component: 'events', type: domain.type }, 'event');
    return true;
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
    const request = {
      outputScript: Uint8Array.from(event.output_script),
      valueSats: event.channel_value_satoshis,
      feeRateSatPerKw: this.deps.fees.satPerKw('NonAnchorChannelFee'),
      counterpartyNodeId: toHex(event.counterparty_node_id),
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

  private claim(event: Event_PaymentClaimable): void {
    const { ldk } = this.deps;
    const preimage = event.purpose.preimage();
    if (preimage instanceof ldk.Option_ThirtyTwoBytesZ_Some) this.deps.channelManager().claim_funds(preimage.some);
    else this.deps.channelManager().fail_htlc_backwards(event.payment_hash);
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
