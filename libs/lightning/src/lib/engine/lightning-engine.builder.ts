import { randomBytes } from 'node:crypto';
import type { ChannelManager, OnionMessenger, PeerManager } from 'lightningdevkit';
import { loadLdk, type Ldk } from '../ldk/ldk-loader';
import { asLdkFailure } from '../ldk/ldk-panic';
import { createLdkLogger } from '../ldk/ldk-logger';
import { createBroadcaster } from '../ldk/ldk-broadcaster';
import { createFeeEstimator } from '../ldk/ldk-fee-estimator';
import { buildUserConfig } from '../ldk/user-config';
import { ChainFollower } from '../chain/chain-follower';
import { FeeEstimates } from '../chain/fee-estimates';
import { OutputSweeper } from '../chain/output-sweeper';
import { AnchorBumper } from '../chain/anchor-bumper';
import { catchUpOnRestart } from '../chain/restart-catch-up';
import { EngineStore } from '../persistence/engine-store';
import { LdkStateWriter } from '../persistence/ldk-state-writer';
import { MonitorPersister } from '../persistence/monitor-persister';
import { EventJournal } from '../events/event-journal';
import { EventOutbox } from '../events/event-outbox';
import { EventProcessor } from '../events/event-processor';
import { EventPump } from '../events/event-pump';
import { InboundChannelGate } from '../events/inbound-channel-gate';
import { PeerConnections } from '../net/peer-connections';
import { PeerDirectory } from '../net/peer-directory';
import { CustomMessageBridge } from '../net/custom-message-bridge';
import { silentLogger, type EngineLogger } from '../ports/engine-logger.port';
import { HeldPayments } from '../payments/held-payments';
import { Bolt12Payments } from '../payments/bolt12-payments';
import { Bolt12Keys } from '../payments/bolt12-keys';
import { OffersHandler } from '../payments/offers-handler';
import { OwnIntroPathGuard } from '../payments/own-intro-path-guard';
import { RefundPayer } from '../payments/refund-payer';
import { PendingRefunds } from '../payments/pending-refunds';
import { InboundPayments } from '../payments/inbound-payments';
import { OutboundPayments } from '../payments/outbound-payments';
import { refuseDuplicatePayment } from '../payments/recent-payments';
import { BackgroundLoops } from './background-loops';
import { ChannelOperations } from './channel-operations';
import { buildLdkCore } from './ldk-components';
import type { LightningEngineOptions } from './lightning-engine.options';
import { RunState } from './run-state';
import { nowSecs } from './clock';
import { DEFAULT_FUNDING_TIMEOUT_BLOCKS, UnconfirmedInboundChannels } from '../events/unconfirmed-inbound-channels';

/** The engine's parts, wired to each other; the LightningEngine facade delegates to them. */
export interface LightningEngineParts {
  readonly ldk: Ldk;
  readonly logger: EngineLogger;
  readonly state: RunState;
  readonly channelManager: ChannelManager;
  readonly peerManager: PeerManager;
  readonly onionMessenger: OnionMessenger;
  /** True when no ChannelManager was stored (a new node: written once before the loops start). */
  readonly fresh: boolean;
  readonly writer: LdkStateWriter;
  /** LDK's `Persist`: monitor writes, each durable before LDK is told. */
  readonly persister: MonitorPersister;
  readonly connections: PeerConnections;
  readonly peers: PeerDirectory;
  readonly channels: ChannelOperations;
  readonly inbound: InboundPayments;
  readonly outbound: OutboundPayments;
  readonly bolt12: Bolt12Payments;
  readonly customMessages: CustomMessageBridge;
  readonly pump: EventPump;
  readonly loops: BackgroundLoops;
  /** Referenced for the engine's lifetime: WASM holds the JS offers handler and anchor WalletSource only weakly. */
  readonly offers: OffersHandler;
  readonly anchors: AnchorBumper;
  /** The chain's fee estimates, refreshed by the loops. */
  readonly fees: FeeEstimates;
}

/**
 * Creates LDK's components and ours and connects them: state read from the KvStore (or a new
 * node), every listener caught up to the chain tip, the onion messenger, peer manager, event
 * processing and payments. Nothing runs yet: the caller listens and starts the loops.
 */
export async function buildLightningEngineParts(options: LightningEngineOptions): Promise<LightningEngineParts> {
  if (options.lightningSeed.length !== 32) throw new Error('the Lightning seed must be 32 bytes');
  const ldk = await loadLdk();
  const logger = options.logger ?? silentLogger;
  const ldkLogger = createLdkLogger(ldk, logger, options.ldkLogLevel);
  const store = new EngineStore(options.kv, { attempts: options.storeWriteAttempts });
  const fees = new FeeEstimates(options.chain, { fallbackSatPerVb: options.feeFallbackSatPerVb });
  await fees.refresh();
  const feeEstimator = createFeeEstimator(ldk, fees);
  const broadcaster = createBroadcaster(ldk, options.chain, logger);
  const follower = new ChainFollower(options.chain);
  const tip = await follower.tip();
  const state = new RunState();

  // Late-bound: the persister, processor and handlers wake the pump and fail the loops, which need them.
  const late: { pump?: EventPump; loops?: BackgroundLoops } = {};
  const wake = () => late.pump?.wake();
  const persister = new MonitorPersister(ldk, store, {
    beforeCompletions: () => late.pump?.handleNow(),
    onCompleted: () => late.pump?.handleNow(),
    onWaiting: wake,
    onFatal: (err) => {
      if (late.loops) late.loops.fail(err);
      else logger.error({ component: 'engine', err: String(err) }, 'monitor persistence failed during start');
    },
  }, options.maxMonitorUpdateRecords);
  const core = await buildLdkCore({
    ldk,
    network: options.network,
    seed: options.lightningSeed,
    store,
    logger: ldkLogger,
    fees: feeEstimator,
    broadcaster,
    persister,
    config: buildUserConfig(ldk, options.channelPolicy),
    tip,
  });
  if (core.strippedClaims.length > 0) {
    logger.warn(
      { component: 'engine', paymentHashes: core.strippedClaims },
      'LDK 0.1.0 refused the stored channel manager (a claim in flight next to a monitor holding its preimage); read it without those claims, which LDK completes from the monitors',
    );
  }
  const cm = core.channelManager;
  const sweeper = new OutputSweeper(ldk, core.keys, store, options.sweepWallet ?? null, fees, options.chain, options.eventSink ?? null, logger);
  await sweeper.load(cm.current_best_block().get_height());
  const held = new HeldPayments(store);
  await held.load();
  const refunds = new PendingRefunds(store);
  await refunds.load();
  const anchors = new AnchorBumper(ldk, options.anchorWallet ?? null, broadcaster, core.keys, ldkLogger, logger);
  await catchUpOnRestart({ ldk, core, follower, sweeper, broadcaster, fees: feeEstimator, logger: ldkLogger, tip });

  // Events for the sink are journaled before LDK forgets them (stored with the manager writes).
  const journal = options.eventSink ? await EventJournal.open(store, { legacyFilePath: options.legacyEventJournalPath }) : null;
  const outbox = options.eventSink && journal ? new EventOutbox(journal, options.eventSink, logger, {
          onDelivered: wake,
          beforeDelivery: (event) => (event.type === 'PaymentClaimed' ? held.release(event.paymentHash) : Promise.resolve()),
        }) : null;
  const inboundGate = new InboundChannelGate(options.inboundChannels);
  const events = new EventProcessor({
    ldk,
    channelManager: () => cm,
    fees,
    fundingWallet: options.fundingWallet ?? null,
    sink: options.eventSink ?? null,
    outbox,
    logger,
    inboundChannels: inboundGate,
    held,
    anchors,
    wake,
    storeSpendable: (outputs, channelId) => sweeper.add(outputs, channelId),
    sweepSoon: () => void sweeper.sweep(),
    paymentResolved: (paymentId) => core.paymentRouter.forget(paymentId),
    forwardHtlcsAfter: (ms) => late.loops?.forwardHtlcsAfter(ms),
  });
  const customMessages = new CustomMessageBridge(ldk, options.customMessages ?? null, logger);
  const gossip = ldk.P2PGossipSync.constructor_new(core.graph, ldk.Option_UtxoLookupZ.constructor_none(), ldkLogger);
  const ignoring = ldk.IgnoringMessageHandler.constructor_new();
  const bolt12Keys = new Bolt12Keys(options.lightningSeed);
  const chainHash = core.graph.get_chain_hash();
  const pathGuard = new OwnIntroPathGuard(ldk, cm, core.graph);
  const refundPayer = new RefundPayer({
    ldk,
    channelManager: cm,
    nodeSigner: core.keys.as_NodeSigner(),
    refunds,
    pathGuard,
    logger,
    nowSecs,
    wake,
    paymentFailed: async (paymentId, reason, reasonCode) => {
      await options.eventSink?.publish({ type: 'PaymentFailed', paymentId, paymentHash: null, reason, reasonCode });
    },
  });
  const offers = new OffersHandler({
    ldk,
    channelManager: cm,
    entropy: core.keys.as_EntropySource(),
    expandedKey: core.keys.as_NodeSigner().get_inbound_payment_key(),
    paymentRouter: core.paymentRouter.router,
    keys: bolt12Keys,
    refunds,
    refundPayer,
    chainHash,
    pathGuard,
    logger,
    nowSecs,
  });
  // Offers messages (invoice requests, invoices) go to the OffersHandler (ours, then the
  // ChannelManager's); custom onion messages are not used. The PeerManager hands onion
  // messages to and from the messenger.
  const onionMessenger = ldk.OnionMessenger.constructor_new(
    core.keys.as_EntropySource(),
    core.keys.as_NodeSigner(),
    ldkLogger,
    cm.as_NodeIdLookUp(),
    core.messageRouter.router,
    offers.handler,
    cm.as_AsyncPaymentsMessageHandler(),
    cm.as_DNSResolverMessageHandler(),
    ignoring.as_CustomOnionMessageHandler(),
  );
  const peerManager = ldk.PeerManager.constructor_new(
    cm.as_ChannelMessageHandler(),
    gossip.as_RoutingMessageHandler(),
    onionMessenger.as_OnionMessageHandler(),
    customMessages.handler,
    Math.floor(Date.now() / 1000),
    randomBytes(32),
    ldkLogger,
    core.keys.as_NodeSigner(),
  );
  const connections = new PeerConnections(ldk, () => peerManager, logger, (err) => late.loops?.fail(asLdkFailure('(from a socket event)', err)), options.outboundGate);
  const peers = new PeerDirectory(ldk, store, connections, peerManager, logger);
  const bolt12 = new Bolt12Payments({
    ldk,
    channelManager: cm,
    entropy: core.keys.as_EntropySource(),
    messageRouter: core.messageRouter.router,
    onionPeers: () =>
      peerManager
        .list_peers()
        .filter((p) => Boolean(p.get_init_features().supports_onion_messages()))
        .map((p) => p.get_counterparty_node_id()),
    keys: bolt12Keys,
    refunds,
    chainHash,
    writeChain: options.network !== 'bitcoin',
    refuseDuplicate: (id) => refuseDuplicatePayment(ldk, cm, id),
    pathGuard,
  });

  const writer = new LdkStateWriter(store, cm, core.graph, core.scorer, persister, journal);
  const pump = new EventPump({
    ldk,
    channelManager: cm,
    chainMonitor: core.chainMonitor,
    onionMessenger,
    peerManager,
    handler: events.handler,
    persistManager: () => writer.persistManager(),
    waitsForManager: () => persister.waitingForManager || (journal?.waitsForManager ?? false),
    state,
    logger,
    onLdkFailure: (err) => late.loops?.fail(err),
  });
  const loops = new BackgroundLoops({
    intervals: options,
    state,
    channelManager: cm,
    chainMonitor: core.chainMonitor,
    peerManager,
    pump,
    events,
    outbox,
    follower,
    fees,
    sweeper,
    held,
    refundPayer,
    peers,
    connections,
    store,
    writer,
    persister,
    unconfirmedInbound: new UnconfirmedInboundChannels({
      ldk,
      channelManager: cm,
      isTrusted: (peer) => inboundGate.isTrusted(peer),
      timeoutBlocks: options.inboundChannels?.fundingTimeoutBlocks ?? DEFAULT_FUNDING_TIMEOUT_BLOCKS,
      logger,
    }),
    logger,
  });
  late.pump = pump;
  late.loops = loops;

  return {
    ldk,
    logger,
    state,
    channelManager: cm,
    peerManager,
    onionMessenger,
    fresh: core.fresh,
    writer,
    persister,
    connections,
    peers,
    channels: new ChannelOperations({
      ldk,
      channelManager: cm,
      chainMonitor: core.chainMonitor,
      policy: options.channelPolicy,
      settleClaims: (timeoutMs) => loops.settleClaims(timeoutMs),
      forceCloseSettleMs: options.forceCloseSettleMs,
      state,
      logger,
    }),
    inbound: new InboundPayments(ldk, cm, held, logger),
    outbound: new OutboundPayments({
      ldk,
      channelManager: cm,
      paymentRouter: core.paymentRouter,
      network: options.network,
      refunds,
      refundPayer,
      logger,
      journaledPaymentIds: () => outbox?.journaledPaymentIds() ?? new Set(),
    }),
    bolt12,
    customMessages,
    pump,
    loops,
    offers,
    anchors,
    fees,
  };
}
