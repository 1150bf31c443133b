import { createHash, randomBytes } from 'node:crypto';
import { NodeNotReadyError } from '@rln/core';
import type { CustomTlvBytes, DecodedBolt11, DecodedOffer, DecodedRefund } from '@rln/payments';
import type { Bolt11Invoice, ChannelDetails, Future, FutureCallback, OnionMessenger, PeerManager, RouteParameters } from 'lightningdevkit';
import { loadLdk, type Ldk } from '../ldk/ldk-loader';
import { fromHex, internalToDisplayHex, toHex } from '../ldk/bytes';
import { fromLdkU128 } from '../ldk/u128';
import { createLdkLogger } from '../ldk/ldk-logger';
import { createBroadcaster } from '../ldk/ldk-broadcaster';
import { createFeeEstimator } from '../ldk/ldk-fee-estimator';
import { buildUserConfig } from '../ldk/user-config';
import { ChainFollower } from '../chain/chain-follower';
import { FeeEstimates } from '../chain/fee-estimates';
import { channelManagerListener, channelMonitorListener, runtimeListener } from '../chain/ldk-block-listeners';
import { OutputSweeper } from '../chain/output-sweeper';
import { AnchorBumper } from '../chain/anchor-bumper';
import { observed } from '../chain/block-listener';
import { EngineStore } from '../persistence/engine-store';
import { KV } from '../persistence/kv-namespaces';
import { MonitorPersister } from '../persistence/monitor-persister';
import { EventJournal } from '../events/event-journal';
import { EventOutbox } from '../events/event-outbox';
import { EventProcessor, apiError } from '../events/event-processor';
import { PeerConnections } from '../net/peer-connections';
import { CustomMessageBridge } from '../net/custom-message-bridge';
import { silentLogger, type EngineLogger } from '../ports/engine-logger.port';
import type {
  BestBlockInfo,
  Bolt11InvoiceInfo,
  ChannelInfo,
  HeldPaymentInfo,
  OfferInfo,
  PaymentAttempt,
  PeerInfo,
  RefundInvoiceInfo,
} from '../domain/engine-views';
import { HeldPayments } from '../payments/held-payments';
import { describeBolt11, parseBolt11 } from '../payments/bolt11';
import { Bolt12Payments } from '../payments/bolt12-payments';
import { Bolt12Keys } from '../payments/bolt12-keys';
import { OffersHandler } from '../payments/offers-handler';
import { PendingRefunds } from '../payments/pending-refunds';
import { DecodedViews } from '../payments/decoded-views';
import { parseHex32, requirePositiveMsat, validateCustomTlvs } from '../payments/payment-inputs';
import { refuseDuplicatePayment } from '../payments/recent-payments';
import { buildLdkCore, type LdkCore } from './ldk-components';
import type { LightningEngineOptions } from './lightning-engine.options';
import { LightningError } from './lightning.error';

/** Pump runs triggered by LDK's own notifications are at least this far apart. */
const MIN_PUMP_SPACING_MS = 5;
const GRAPH_PERSIST_MS = 10 * 60_000;
/** Final CLTV delta of keysend payments (ldk-node's default; LND accepts it). */
const KEYSEND_FINAL_CLTV_DELTA = 144;
const DEFAULT_PAYMENT_ATTEMPTS = 3;

/**
 * The Lightning engine: LDK 0.1 (WASM) wired to our chain source, KvStore and TCP sockets.
 * LDK types stay inside; callers use hex ids, bigint amounts and the ports they passed in.
 *
 * Lifecycle: `start` loads state (or creates a new node), catches every listener up to the
 * chain tip, listens, and runs four loops: chain polling, the event pump, timer ticks and
 * peer reconnection. `stop` drains them, waits for pending durable writes and persists the
 * channel manager, graph and scorer one last time.
 */
export class LightningEngine {
  private readonly timers: NodeJS.Timeout[] = [];
  private pumpRunning: Promise<void> | null = null;
  private pumpAgain = false;
  private pumpScheduled = false;
  private lastPumpAt = 0;
  private syncing: Promise<void> | null = null;
  private stopped = false;
  private fatal: unknown = null;
  private lastGraphPersist = Date.now();
  private readonly peerAddresses = new Map<string, string>();
  private readonly armedCallbacks = new Map<string, FutureCallback>();
  private readonly invoices = new DecodedViews<DecodedBolt11, Bolt11Invoice>(
    (text) => parseBolt11(this.ldk, text),
    (invoice, now) => describeBolt11(this.ldk, invoice, now),
    'InvalidInvoice',
  );

  private constructor(
    private readonly ldk: Ldk,
    private readonly options: LightningEngineOptions,
    private readonly logger: EngineLogger,
    private readonly store: EngineStore,
    private readonly core: LdkCore,
    private readonly fees: FeeEstimates,
    private readonly follower: ChainFollower,
    private readonly persister: MonitorPersister,
    private readonly events: EventProcessor,
    private readonly peers: PeerConnections,
    private readonly peerManager: PeerManager,
    /** Onion messages (BOLT12 invoice requests, invoices) between peers and along blinded paths. */
    private readonly onionMessenger: OnionMessenger,
    /** Referenced for its lifetime: WASM holds the JS offers handler only weakly. */
    private readonly offers: OffersHandler,
    private readonly bolt12: Bolt12Payments,
    private readonly customMessages: CustomMessageBridge,
    private readonly sweeper: OutputSweeper,
    private readonly held: HeldPayments,
    private readonly refunds: PendingRefunds,
    /** Referenced for its lifetime: WASM holds the anchor WalletSource only weakly. */
    private readonly anchors: AnchorBumper,
    private readonly outbox: EventOutbox | null,
  ) {}

  static async start(options: LightningEngineOptions): Promise<LightningEngine> {
    if (options.lightningSeed.length !== 32) throw new Error('the Lightning seed must be 32 bytes');
    const ldk = await loadLdk();
    const logger = options.logger ?? silentLogger;
    const ldkLogger = createLdkLogger(ldk, logger, options.ldkLogLevel);
    const store = new EngineStore(options.kv);
    const fees = new FeeEstimates(options.chain, { fallbackSatPerVb: options.feeFallbackSatPerVb });
    await fees.refresh();
    const feeEstimator = createFeeEstimator(ldk, fees);
    const broadcaster = createBroadcaster(ldk, options.chain, logger);
    const follower = new ChainFollower(options.chain);
    const tip = await follower.tip();

    // Late-bound: the persister and processor need the engine, which needs them.
    const late: { engine?: LightningEngine } = {};
    const persister = new MonitorPersister(ldk, store, {
      onCompleted: () => late.engine?.wake(),
      onFatal: (err) => {
        if (late.engine) late.engine.fail(err);
        else logger.error({ component: 'engine', err: String(err) }, 'monitor persistence failed during start');
      },
    });
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
    const cm = core.channelManager;
    const sweeper = new OutputSweeper(ldk, core.keys, store, options.sweepWallet ?? null, fees, options.chain, options.eventSink ?? null, logger);
    await sweeper.load(cm.current_best_block().get_height());
    const held = new HeldPayments(store);
    await held.load();
    const refunds = new PendingRefunds(store);
    await refunds.load();
    const anchors = new AnchorBumper(ldk, options.anchorWallet ?? null, broadcaster, core.keys, ldkLogger, logger);

    // LDK's restart order: catch each monitor and the manager up on their own, then let the
    // ChainMonitor watch the monitors, then follow the chain with the pair.
    for (const monitor of core.monitors) {
      await follower.syncListener(channelMonitorListener(ldk, monitor, broadcaster, feeEstimator, ldkLogger), tip);
    }
    await follower.syncListener(observed(channelManagerListener(cm), sweeper), tip);
    for (const monitor of core.monitors) {
      const watched = core.chainMonitor.as_Watch().watch_channel(monitor.get_funding_txo().get_a(), monitor);
      if (!watched.is_ok()) throw new Error(`the ChainMonitor refused monitor ${toHex(monitor.channel_id().get_a())}`);
    }

    const outbox = openOutbox(options, logger, () => late.engine?.wake());
    const events = new EventProcessor({
      ldk,
      channelManager: () => cm,
      fees,
      fundingWallet: options.fundingWallet ?? null,
      sink: options.eventSink ?? null,
      outbox,
      logger,
      acceptInboundChannels: options.acceptInboundChannels ?? true,
      held,
      anchors,
      wake: () => late.engine?.wake(),
      storeSpendable: (outputs, channelId) => sweeper.add(outputs, channelId),
      sweepSoon: () => void sweeper.sweep(),
      paymentResolved: (paymentId) => core.paymentRouter.forget(paymentId),
    });
    const customMessages = new CustomMessageBridge(ldk, options.customMessages ?? null, logger);
    const gossip = ldk.P2PGossipSync.constructor_new(core.graph, ldk.Option_UtxoLookupZ.constructor_none(), ldkLogger);
    const ignoring = ldk.IgnoringMessageHandler.constructor_new();
    const bolt12Keys = new Bolt12Keys(options.lightningSeed);
    const chainHash = core.graph.get_chain_hash();
    const offers = new OffersHandler({
      ldk,
      channelManager: cm,
      entropy: core.keys.as_EntropySource(),
      expandedKey: core.keys.as_NodeSigner().get_inbound_payment_key(),
      nodeSigner: core.keys.as_NodeSigner(),
      paymentRouter: core.paymentRouter.router,
      keys: bolt12Keys,
      refunds,
      chainHash,
      logger,
      nowSecs,
      wake: () => late.engine?.wake(),
      paymentFailed: async (paymentId, reason, reasonCode) => {
        await options.eventSink?.publish({ type: 'PaymentFailed', paymentId, paymentHash: null, reason, reasonCode });
      },
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
    const peers = new PeerConnections(ldk, () => peerManager, logger);
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
    });

    const engine = new LightningEngine(
      ldk,
      options,
      logger,
      store,
      core,
      fees,
      follower,
      persister,
      events,
      peers,
      peerManager,
      onionMessenger,
      offers,
      bolt12,
      customMessages,
      sweeper,
      held,
      refunds,
      anchors,
      outbox,
    );
    late.engine = engine;
    if (core.fresh) await engine.persistManager();
    if (options.listen) await peers.listen(options.listen.port, options.listen.host);
    engine.startLoops();
    logger.info(
      { component: 'engine', nodeId: engine.nodeId(), channels: cm.list_channels().length, port: peers.listeningPort, fresh: core.fresh },
      'lightning engine started',
    );
    return engine;
  }

  // ---- identity and state -------------------------------------------------------------

  nodeId(): string {
    return toHex(this.core.channelManager.get_our_node_id());
  }

  listeningPort(): number | null {
    return this.peers.listeningPort;
  }

  isRunning(): boolean {
    return !this.stopped && this.fatal === null;
  }

  bestBlock(): BestBlockInfo {
    const best = this.core.channelManager.current_best_block();
    return { hash: internalToDisplayHex(best.get_block_hash()), height: best.get_height() };
  }

  // ---- peers --------------------------------------------------------------------------

  /**
   * Connects (if not connected yet) and waits for the handshake; with `persist` (default) the
   * address is stored and the engine reconnects to this peer after drops and restarts.
   */
  async connectPeer(nodeId: string, host: string, port: number, options: { persist?: boolean; timeoutMs?: number } = {}): Promise<void> {
    this.ensureRunning();
    const key = parseNodeId(nodeId);
    if (options.persist ?? true) {
      await this.store.write(KV.peers, nodeId, new TextEncoder().encode(`${host}:${port}`));
      this.peerAddresses.set(nodeId, `${host}:${port}`);
    }
    if (this.isPeerConnected(nodeId)) return;
    await this.peers.connect(key, host, port, options.timeoutMs);
    const deadline = Date.now() + (options.timeoutMs ?? 10_000);
    while (!this.isPeerConnected(nodeId)) {
      if (Date.now() > deadline) throw new LightningError('PeerConnectionFailed', `handshake with ${nodeId} at ${host}:${port} did not complete`);
      await sleep(20);
    }
  }

  /** Disconnects and forgets the stored address (no reconnection). */
  async disconnectPeer(nodeId: string): Promise<void> {
    this.peerAddresses.delete(nodeId);
    await this.store.delete(KV.peers, nodeId);
    this.peerManager.disconnect_by_node_id(parseNodeId(nodeId));
  }

  listPeers(): PeerInfo[] {
    return this.peerManager.list_peers().map((p) => {
      const address = p.get_socket_address();
      return {
        nodeId: toHex(p.get_counterparty_node_id()),
        address: address instanceof this.ldk.Option_SocketAddressZ_Some ? address.some.to_str() : null,
        inbound: Boolean(p.get_is_inbound_connection()),
      };
    });
  }

  /** Peers whose address is stored (reconnected after drops and restarts). */
  persistedPeers(): Array<{ nodeId: string; address: string }> {
    return [...this.peerAddresses].map(([nodeId, address]) => ({ nodeId, address }));
  }

  isPeerConnected(nodeId: string): boolean {
    return this.listPeers().some((p) => p.nodeId === nodeId);
  }

  // ---- channels -----------------------------------------------------------------------

  /** Starts opening a channel; the funding wallet is asked for the transaction via events. */
  openChannel(request: { counterpartyNodeId: string; capacitySats: bigint; pushMsat?: bigint; announce?: boolean }): {
    temporaryChannelId: string;
    userChannelId: bigint;
  } {
    this.ensureRunning();
    const userChannelId = BigInt(`0x${randomBytes(15).toString('hex')}`);
    const result = this.core.channelManager.create_channel(
      parseNodeId(request.counterpartyNodeId),
      request.capacitySats,
      request.pushMsat ?? 0n,
      userChannelId,
      null,
      request.announce === undefined ? null : buildUserConfig(this.ldk, { ...this.options.channelPolicy, announceChannels: request.announce }),
    );
    if (!(result instanceof this.ldk.Result_ChannelIdAPIErrorZ_OK)) {
      throw new LightningError('ChannelOpenFailed', `could not open a channel: ${apiError(result)}`);
    }
    this.wake();
    return { temporaryChannelId: toHex(result.res.get_a()), userChannelId };
  }

  listChannels(): ChannelInfo[] {
    return this.core.channelManager.list_channels().map((c) => this.channelInfo(c));
  }

  /** Cooperative close, or a force close (broadcasting our latest commitment) with `force`. */
  closeChannel(channelId: string, counterpartyNodeId: string, options: { force?: boolean } = {}): void {
    this.ensureRunning();
    const id = this.ldk.ChannelId.constructor_new(fromHex(channelId, 32));
    const peer = parseNodeId(counterpartyNodeId);
    const cm = this.core.channelManager;
    const result = options.force ? cm.force_close_broadcasting_latest_txn(id, peer, 'closed by the node operator') : cm.close_channel(id, peer);
    if (!(result instanceof this.ldk.Result_NoneAPIErrorZ_OK)) {
      throw new LightningError('ChannelCloseFailed', `could not close channel ${channelId}: ${apiError(result)}`);
    }
    this.wake();
  }

  // ---- payments -----------------------------------------------------------------------

  /**
   * A BOLT11 invoice of this node. Without `paymentHash` LDK derives the preimage and claims an
   * arriving payment itself. With `paymentHash` (hex, the caller keeps the preimage) it is a
   * hold invoice: LDK registers the hash (`create_inbound_payment_for_hash`), an arriving
   * payment is held and reported as PaymentClaimable, and settles only via claimForHash or
   * failForHash (or fails back at its claim deadline).
   */
  createBolt11Invoice(request: { amountMsat?: bigint; description: string; expirySecs?: number; paymentHash?: string }): Bolt11InvoiceInfo {
    this.ensureRunning();
    const ldk = this.ldk;
    const cm = this.core.channelManager;
    if (request.amountMsat !== undefined) requirePositiveMsat(request.amountMsat);
    const expirySecs = request.expirySecs ?? 3600;
    if (!Number.isInteger(expirySecs) || expirySecs <= 0) throw new LightningError('InvalidRequest', 'expirySecs must be a positive integer');
    const amount = () => (request.amountMsat === undefined ? ldk.Option_u64Z.constructor_none() : ldk.Option_u64Z.constructor_some(request.amountMsat));
    let result;
    if (request.paymentHash === undefined) {
      result = ldk.UtilMethods.constructor_create_invoice_from_channelmanager(cm, amount(), request.description, expirySecs, ldk.Option_u16Z.constructor_none());
    } else {
      const hash = fromHex(parseHex32(request.paymentHash, 'paymentHash'));
      const registered = cm.create_inbound_payment_for_hash(hash, amount(), expirySecs, ldk.Option_u16Z.constructor_none());
      if (!registered.is_ok()) throw new LightningError('InvoiceCreationFailed', 'LDK refused the payment hash registration (amount or expiry out of range)');
      result = ldk.UtilMethods.constructor_create_invoice_from_channelmanager_with_payment_hash(
        cm,
        amount(),
        request.description,
        expirySecs,
        hash,
        ldk.Option_u16Z.constructor_none(),
      );
    }
    if (!(result instanceof ldk.Result_Bolt11InvoiceSignOrCreationErrorZ_OK)) {
      const reason = (result as unknown as { err?: { to_str?: () => string } }).err?.to_str?.();
      throw new LightningError('InvoiceCreationFailed', `could not create the invoice${reason ? `: ${reason}` : ''}`);
    }
    return { invoice: result.res.to_str(), paymentHash: toHex(result.res.payment_hash()), amountMsat: request.amountMsat ?? null };
  }

  /**
   * Parses a BOLT11 invoice (signature checked, payee recovered from it when not explicit).
   * Needs no engine state: works before start completes and after stop. Paying the result
   * does not parse the invoice again.
   */
  decodeBolt11(invoice: string): DecodedBolt11 {
    return this.invoices.decode(invoice, nowSecs());
  }

  /**
   * Sends a BOLT11 payment (payment id = payment hash). Refused synchronously: an invalid,
   * expired or other-network invoice (InvalidInvoice); a hash already paid or in flight
   * (DuplicatePayment); outbound capacity below amount + fees (InsufficientCapacity); no route
   * (RouteNotFound). `firstHopChannelId` makes every attempt leave through that channel of
   * ours. The outcome arrives as PaymentSent / PaymentFailed. `invoice` is its text or what
   * decodeBolt11 returned.
   */
  payBolt11Invoice(invoice: string | DecodedBolt11, options: { amountMsat?: bigint; firstHopChannelId?: string; maxAttempts?: number } = {}): PaymentAttempt {
    this.ensureRunning();
    const ldk = this.ldk;
    const { parsed, view: info } = this.invoices.resolve(invoice, nowSecs());
    if (info.isExpired) throw new LightningError('InvalidInvoice', 'the invoice has expired');
    if (info.network !== this.options.network) {
      throw new LightningError('InvalidInvoice', `the invoice is for ${info.network}, this node runs on ${this.options.network}`);
    }
    const hasAmount = info.amountMsat !== null;
    if (hasAmount === (options.amountMsat !== undefined)) {
      throw new LightningError('InvalidInvoice', hasAmount ? 'the invoice has an amount: do not pass one' : 'the invoice has no amount: pass amountMsat');
    }
    if (options.amountMsat !== undefined) requirePositiveMsat(options.amountMsat);
    const params =
      options.amountMsat === undefined
        ? ldk.UtilMethods.constructor_payment_parameters_from_invoice(parsed)
        : ldk.UtilMethods.constructor_payment_parameters_from_variable_amount_invoice(parsed, options.amountMsat);
    if (!(params instanceof ldk.Result_C3Tuple_ThirtyTwoBytesRecipientOnionFieldsRouteParametersZNoneZ_OK)) {
      throw new LightningError('InvalidInvoice', 'the invoice cannot be paid');
    }
    const paymentHash = params.res.get_a();
    const id = toHex(paymentHash);
    const routeParams = params.res.get_c();
    this.refuseDuplicate(id);
    const firstHop = this.preflight(routeParams, options.amountMsat ?? info.amountMsat ?? 0n, fromHex(info.payeeNodeId), options.firstHopChannelId);
    if (firstHop) this.core.paymentRouter.prefer(id, firstHop);
    const result = this.core.channelManager.send_payment(
      paymentHash,
      params.res.get_b(),
      paymentHash,
      routeParams,
      ldk.Retry.constructor_attempts(attempts(options.maxAttempts)),
    );
    if (!(result instanceof ldk.Result_NoneRetryableSendFailureZ_OK)) {
      this.core.paymentRouter.forget(id);
      throw this.sendFailure((result as unknown as { err?: number }).err);
    }
    this.wake();
    return { paymentId: id, paymentHash: id };
  }

  /**
   * A spontaneous (keysend) payment with a fresh random preimage (or the caller's `preimage`);
   * payment id = payment hash.
   * Custom TLVs must be of types >= 65536 (InvalidRequest otherwise); the receiver sees them
   * in its PaymentClaimed event. Same synchronous refusals as payBolt11Invoice.
   */
  sendKeysend(request: {
    counterpartyNodeId: string;
    amountMsat: bigint;
    customTlvs?: readonly CustomTlvBytes[];
    /** 32 bytes hex, chosen by the caller (so its record can exist before the send); random when absent. */
    preimage?: string;
    maxAttempts?: number;
  }): PaymentAttempt {
    this.ensureRunning();
    const ldk = this.ldk;
    const payee = parseNodeId(request.counterpartyNodeId);
    requirePositiveMsat(request.amountMsat);
    const tlvs = validateCustomTlvs(request.customTlvs ?? []);
    const empty = ldk.RecipientOnionFields.constructor_spontaneous_empty();
    let onion = empty;
    if (tlvs.length > 0) {
      const withTlvs = empty.with_custom_tlvs(tlvs.map((t) => ldk.TwoTuple_u64CVec_u8ZZ.constructor_new(t.type, t.value)));
      if (!(withTlvs instanceof ldk.Result_RecipientOnionFieldsNoneZ_OK)) throw new LightningError('InvalidRequest', 'LDK refused the custom TLVs');
      onion = withTlvs.res;
    }
    const preimage = request.preimage === undefined ? new Uint8Array(randomBytes(32)) : fromHex(parseHex32(request.preimage, 'preimage'));
    const paymentHash = new Uint8Array(createHash('sha256').update(preimage).digest());
    const id = toHex(paymentHash);
    this.refuseDuplicate(id);
    const routeParams = ldk.RouteParameters.constructor_from_payment_params_and_value(
      ldk.PaymentParameters.constructor_for_keysend(payee, KEYSEND_FINAL_CLTV_DELTA, false),
      request.amountMsat,
    );
    this.preflight(routeParams, request.amountMsat, payee, undefined);
    const result = this.core.channelManager.send_spontaneous_payment(
      ldk.Option_ThirtyTwoBytesZ.constructor_some(preimage),
      onion,
      paymentHash,
      routeParams,
      ldk.Retry.constructor_attempts(attempts(request.maxAttempts)),
    );
    if (!(result instanceof ldk.Result_ThirtyTwoBytesRetryableSendFailureZ_OK)) {
      throw this.sendFailure((result as unknown as { err?: number }).err);
    }
    this.wake();
    return { paymentId: id, paymentHash: id };
  }

  /**
   * Settles a held hold-invoice payment with the caller's preimage. InvalidRequest when
   * sha256(preimage) is not the hash; PaymentNotFound when no payment for the hash is held.
   * PaymentClaimed (purpose 'hold') follows.
   */
  claimForHash(paymentHash: string, preimage: string): void {
    this.ensureRunning();
    const hash = parseHex32(paymentHash, 'paymentHash');
    const secret = fromHex(parseHex32(preimage, 'preimage'));
    if (createHash('sha256').update(secret).digest('hex') !== hash) {
      throw new LightningError('InvalidRequest', 'the preimage does not match the payment hash');
    }
    if (!this.held.get(hash)) throw new LightningError('PaymentNotFound', `no payment is held for hash ${hash}`);
    this.core.channelManager.claim_funds_with_known_custom_tlvs(secret);
    this.wake();
  }

  /** Fails a held hold-invoice payment back to the payer. PaymentNotFound when none is held. */
  failForHash(paymentHash: string): void {
    this.ensureRunning();
    const hash = parseHex32(paymentHash, 'paymentHash');
    if (!this.held.get(hash)) throw new LightningError('PaymentNotFound', `no payment is held for hash ${hash}`);
    this.core.channelManager.fail_htlc_backwards(fromHex(hash));
    this.held.release(hash).catch((err: unknown) => this.logger.warn({ component: 'payments', err: String(err) }, 'could not forget a failed held payment'));
    this.wake();
  }

  /** The held hold-invoice payment for a hash, or null. */
  heldPayment(paymentHash: string): HeldPaymentInfo | null {
    return this.held.get(parseHex32(paymentHash, 'paymentHash')) ?? null;
  }

  /**
   * Ids of the outbound payments LDK still tracks (pending, abandoned or recently fulfilled).
   * After a restart, a payment recorded Pending but absent here was never sent.
   */
  trackedOutboundPaymentIds(): Set<string> {
    this.ensureRunning();
    const ids = new Set<string>();
    for (const p of this.core.channelManager.list_recent_payments()) {
      const pid = (p as unknown as { payment_id?: Uint8Array }).payment_id;
      if (pid !== undefined) ids.add(toHex(pid));
    }
    // Refunds waiting for an invoice are ours to pay, not LDK's yet.
    for (const refund of this.refunds.list()) ids.add(refund.paymentId);
    return ids;
  }

  /**
   * Stops retrying an outbound payment. HTLCs already sent stay in flight: the payment can
   * still succeed, and PaymentFailed (reasonCode UserAbandoned) comes once they are resolved.
   * PaymentNotFound for an id LDK does not track (any more); InvalidRequest if it succeeded.
   */
  abandonPayment(paymentId: string): void {
    this.ensureRunning();
    const id = parseHex32(paymentId, 'paymentId');
    if (this.refunds.get(id)) {
      // A refund still waiting for an invoice: PaymentFailed (UserAbandoned) follows.
      void this.offers.abandonRefund(id).catch((err: unknown) => this.logger.warn({ component: 'bolt12', err: String(err) }, 'abandoning a refund failed'));
      return;
    }
    const ldk = this.ldk;
    const recent = this.core.channelManager.list_recent_payments().find((p) => {
      const pid = (p as unknown as { payment_id?: Uint8Array }).payment_id;
      return pid !== undefined && toHex(pid) === id;
    });
    if (!recent) throw new LightningError('PaymentNotFound', `no pending payment ${id}`);
    if (recent instanceof ldk.RecentPaymentDetails_Fulfilled) throw new LightningError('InvalidRequest', `payment ${id} already succeeded`);
    if (recent instanceof ldk.RecentPaymentDetails_Abandoned) return;
    this.core.channelManager.abandon_payment(fromHex(id));
    this.wake();
  }

  // ---- BOLT12 -------------------------------------------------------------------------

  /**
   * A reusable BOLT12 offer (any number of payments, each its own payment hash). `quantity` is
   * the most items one payment may buy (0: any number; absent or 1: a single item). Blinded
   * paths are introduced at connected peers, so a peer must be connected (RouteNotFound).
   */
  createOffer(request: { amountMsat?: bigint; description: string; expirySecs?: number; quantity?: bigint; issuer?: string }): OfferInfo {
    this.ensureRunning();
    return this.bolt12.createOffer(request, nowSecs());
  }

  /** Parses an offer (InvalidOffer otherwise). Needs no engine state. */
  decodeOffer(offer: string): DecodedOffer {
    return this.bolt12.decodeOffer(offer, nowSecs());
  }

  /**
   * Pays an offer: an invoice request goes out as an onion message, LDK pays the invoice that
   * comes back. `paymentId` (32 bytes hex; random when absent) names the payment in
   * PaymentSent / PaymentFailed. See Bolt12Payments.payOffer for the refusals.
   */
  payOffer(request: { offer: string | DecodedOffer; paymentId?: string; amountMsat?: bigint; quantity?: bigint; payerNote?: string; maxAttempts?: number }): { paymentId: string } {
    this.ensureRunning();
    const started = this.bolt12.payOffer(request, nowSecs());
    this.wake();
    return started;
  }

  /**
   * A refund this node will pay (payment `paymentId`) when the payee sends an invoice for it;
   * resolves once it is stored. PaymentFailed follows at its expiry if no invoice came.
   */
  async initiateRefund(request: {
    paymentId: string;
    amountMsat: bigint;
    expirySecs: number;
    quantity?: bigint;
    payerNote?: string;
    description?: string;
  }): Promise<{ refund: string; paymentId: string }> {
    this.ensureRunning();
    return this.bolt12.initiateRefund(request, nowSecs());
  }

  /** Parses a refund (InvalidRefund otherwise). Needs no engine state. */
  decodeRefund(refund: string): DecodedRefund {
    return this.bolt12.decodeRefund(refund, nowSecs());
  }

  /**
   * Sends our invoice for `refund` (its text or what decodeRefund returned) to its creator;
   * PaymentClaimed (purpose 'bolt12_refund') follows when it pays.
   */
  requestRefundPayment(refund: string | DecodedRefund): RefundInvoiceInfo {
    this.ensureRunning();
    const invoice = this.bolt12.requestRefundPayment(refund, nowSecs());
    this.wake();
    return invoice;
  }

  // ---- custom messages ----------------------------------------------------------------

  sendCustomMessage(peerNodeId: string, messageType: number, payload: Uint8Array): void {
    this.ensureRunning();
    if (!this.isPeerConnected(peerNodeId)) throw new LightningError('PeerNotConnected', `peer ${peerNodeId} is not connected`);
    this.customMessages.enqueue(parseNodeId(peerNodeId), messageType, payload);
    this.peerManager.process_events();
  }

  // ---- chain --------------------------------------------------------------------------

  /** Follows the chain to its current tip now (the poll loop does this on its own). */
  syncChain(): Promise<void> {
    this.syncing ??= this.syncOnce().finally(() => (this.syncing = null));
    return this.syncing;
  }

  // ---- lifecycle ----------------------------------------------------------------------

  /** Stops loops and peers, waits for pending writes, persists the final state. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    this.peerManager.disconnect_all_peers();
    await this.peers.close();
    await this.syncing?.catch(() => undefined);
    await this.pumpRunning?.catch(() => undefined);
    await this.pumpOnce().catch((err: unknown) => this.logger.error({ component: 'engine', err: String(err) }, 'final event pump failed'));
    const deadline = Date.now() + 10_000;
    while (this.events.runningJobs() > 0 && Date.now() < deadline) await sleep(10);
    await this.outbox?.stop(Math.max(0, deadline - Date.now()));
    await this.store.flush();
    if (this.fatal === null) {
      await this.persistManager();
      await this.persistGraph();
    }
    this.persister.stop();
    this.logger.info({ component: 'engine', nodeId: this.nodeId() }, 'lightning engine stopped');
  }

  // ---- internals ----------------------------------------------------------------------

  private startLoops(): void {
    // Events journaled before a crash and not delivered then go to the sink first.
    this.outbox?.kick();
    const o = this.options;
    const every = (ms: number, work: () => Promise<void> | void) => {
      const timer = setInterval(() => {
        if (this.stopped) return;
        Promise.resolve()
          .then(work)
          .catch((err: unknown) => this.logger.warn({ component: 'engine', err: String(err) }, 'periodic task failed'));
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(o.chainPollMs ?? 1000, () => this.syncChain());
    every(250, () => this.pumpOnce());
    every(o.peerTickMs ?? 10_000, async () => {
      this.peerManager.timer_tick_occurred();
      await this.reconnectPeers();
    });
    every(o.managerTickMs ?? 60_000, async () => {
      this.core.channelManager.timer_tick_occurred();
      this.core.chainMonitor.rebroadcast_pending_claims();
      await this.fees.refresh();
      await this.sweeper.sweep();
      await this.offers.expireRefunds();
      if (Date.now() - this.lastGraphPersist > GRAPH_PERSIST_MS) await this.persistGraph();
    });
    this.listenForLdkNotifications();
    void this.loadPeers().then(() => this.reconnectPeers());
    this.wake();
  }

  /**
   * LDK signals "events or persistence needed" through one-shot futures: re-arm each time.
   * The WASM side holds JS callbacks only weakly, so each armed callback is kept referenced
   * here until it fired; a collected one makes LDK's call throw inside WASM (see README).
   */
  private listenForLdkNotifications(): void {
    const arm = (name: string, future: () => Future) => {
      const callback = this.ldk.FutureCallback.new_impl({
        call: () => {
          // Never call back into LDK from here (the callback may run inside an LDK call).
          setImmediate(() => {
            if (this.stopped) return;
            this.wake();
            arm(name, future);
          });
        },
      });
      this.armedCallbacks.set(name, callback);
      future().register_callback_fn(callback);
    };
    arm('manager', () => this.core.channelManager.get_event_or_persistence_needed_future());
    arm('monitors', () => this.core.chainMonitor.get_update_future());
    arm('onion', () => this.onionMessenger.get_update_future());
  }

  /** Schedules an event pump run (coalesced). */
  wake(): void {
    if (this.pumpScheduled || this.stopped) return;
    this.pumpScheduled = true;
    const delay = Math.max(0, this.lastPumpAt + MIN_PUMP_SPACING_MS - Date.now());
    setTimeout(() => {
      this.pumpScheduled = false;
      void this.pumpOnce().catch((err: unknown) => this.logger.error({ component: 'engine', err: String(err) }, 'event pump failed'));
    }, delay);
  }

  /**
   * One pass: LDK events (ChainMonitor's, then ChannelManager's), outgoing messages, and the
   * ChannelManager written when LDK says it changed. Runs are serialised; a request during a
   * run makes it go again.
   */
  private pumpOnce(): Promise<void> {
    if (this.pumpRunning) {
      this.pumpAgain = true;
      return this.pumpRunning;
    }
    this.pumpRunning = (async () => {
      do {
        this.pumpAgain = false;
        this.lastPumpAt = Date.now();
        if (this.fatal !== null) return;
        this.core.chainMonitor.as_EventsProvider().process_pending_events(this.events.handler);
        this.core.channelManager.as_EventsProvider().process_pending_events(this.events.handler);
        this.onionMessenger.as_EventsProvider().process_pending_events(this.events.handler);
        this.peerManager.process_events();
        if (this.core.channelManager.get_and_clear_needs_persistence()) await this.persistManager();
      } while (this.pumpAgain && !this.stopped);
    })().finally(() => (this.pumpRunning = null));
    return this.pumpRunning;
  }

  private async syncOnce(): Promise<void> {
    if (this.fatal !== null) return;
    const tip = await this.follower.tip();
    const listener = observed(runtimeListener(this.core.channelManager, this.core.chainMonitor), this.sweeper);
    if (listener.bestBlock().hash === tip.hash) return;
    const { connected, disconnected } = await this.follower.syncListener(listener, tip);
    await this.held.releaseExpired(tip.height);
    // New blocks may confirm, finalize or drop sweeps: look at them now, not on the next tick.
    if (connected > 0 && this.sweeper.pending() > 0) void this.sweeper.sweep();
    this.logger.debug({ component: 'chain', height: tip.height, connected, disconnected }, 'synced to chain tip');
    this.wake();
  }

  private async persistManager(): Promise<void> {
    await this.store.write(KV.manager.namespace, KV.manager.key, this.core.channelManager.write());
  }

  private async persistGraph(): Promise<void> {
    this.lastGraphPersist = Date.now();
    await this.store.write(KV.graph.namespace, KV.graph.key, this.core.graph.write());
    await this.store.write(KV.scorer.namespace, KV.scorer.key, this.core.scorer.write());
  }

  private async loadPeers(): Promise<void> {
    for (const { key, value } of await this.store.readAll(KV.peers)) this.peerAddresses.set(key, new TextDecoder().decode(value));
  }

  private async reconnectPeers(): Promise<void> {
    for (const [nodeId, address] of this.peerAddresses) {
      if (this.stopped || this.isPeerConnected(nodeId)) continue;
      const at = address.lastIndexOf(':');
      try {
        await this.peers.connect(parseNodeId(nodeId), address.slice(0, at), Number(address.slice(at + 1)));
      } catch (err) {
        this.logger.debug({ component: 'peers', nodeId, err: String(err) }, 'reconnect failed');
      }
    }
  }

  /** A monitor could not be made durable: stop everything (LDK's rule for Persist). */
  private fail(err: unknown): void {
    if (this.fatal !== null) return;
    this.fatal = err;
    this.logger.error({ component: 'engine', err: String(err) }, 'state could not be persisted: the engine stops');
    void this.stop();
  }

  private ensureRunning(): void {
    if (this.stopped || this.fatal !== null) throw new NodeNotReadyError('the Lightning engine is not running');
  }

  /** LDK refuses only in-flight duplicates; a payment it still remembers as fulfilled is refused too. */
  private refuseDuplicate(id: string): void {
    refuseDuplicatePayment(this.ldk, this.core.channelManager, id);
  }

  /**
   * Checks before sending, with the channels the payment may leave through (all usable ones,
   * or `firstHopChannelId` only): InsufficientCapacity when their sendable total is below the
   * amount plus fees (the fees of the route found, or, when none is found, the route
   * parameters' fee budget; 0 to a direct peer); RouteNotFound otherwise. Returns the first
   * hop's channel id when one was asked for.
   */
  private preflight(routeParams: RouteParameters, amountMsat: bigint, payee: Uint8Array, firstHopChannelId: string | undefined): string | null {
    const ldk = this.ldk;
    const cm = this.core.channelManager;
    let hops = cm.list_usable_channels();
    let firstHop: string | null = null;
    if (firstHopChannelId !== undefined) {
      firstHop = parseHex32(firstHopChannelId, 'firstHopChannelId');
      const channel = cm.list_channels().find((c) => toHex(c.get_channel_id().get_a()) === firstHop);
      if (!channel) throw new LightningError('InvalidRequest', `no channel ${firstHop}`);
      if (!channel.get_is_usable()) throw new LightningError('RouteNotFound', `channel ${firstHop} is not usable now (peer offline, not ready or closing)`);
      hops = [channel];
    }
    const capacity = hops.reduce((sum, c) => sum + c.get_next_outbound_htlc_limit_msat(), 0n);
    const where = firstHop ? `channel ${firstHop}` : 'the usable channels';
    if (capacity < amountMsat) {
      throw new LightningError('InsufficientCapacity', `${where} can send ${capacity} msat, less than the ${amountMsat} msat asked`);
    }
    const route = this.core.paymentRouter.findRoute(cm.get_our_node_id(), routeParams, hops, cm.compute_inflight_htlcs());
    if (route instanceof ldk.Result_RouteLightningErrorZ_OK) {
      const fees = route.res.get_total_fees();
      if (capacity < amountMsat + fees) {
        throw new LightningError('InsufficientCapacity', `${where} can send ${capacity} msat, less than ${amountMsat} msat plus ${fees} msat of fees`);
      }
      return firstHop;
    }
    const direct = hops.some((c) => toHex(c.get_counterparty().get_node_id()) === toHex(payee));
    const budget = routeParams.get_max_total_routing_fee_msat();
    const maxFees = direct ? 0n : budget instanceof ldk.Option_u64Z_Some ? budget.some : 0n;
    if (capacity < amountMsat + maxFees) {
      throw new LightningError('InsufficientCapacity', `${where} can send ${capacity} msat, less than ${amountMsat} msat plus up to ${maxFees} msat of fees`);
    }
    const reason = route instanceof ldk.Result_RouteLightningErrorZ_Err ? route.err.get_err() : 'unknown';
    throw new LightningError('RouteNotFound', `no route to ${toHex(payee)}: ${reason}`);
  }

  private sendFailure(code: number | undefined): LightningError {
    const name = code === undefined ? 'unknown' : String(this.ldk.RetryableSendFailure[code]).replace(/^LDKRetryableSendFailure_/, '');
    switch (name) {
      case 'DuplicatePayment':
        return new LightningError('DuplicatePayment', 'a payment with this hash is already in flight');
      case 'RouteNotFound':
        return new LightningError('RouteNotFound', 'no route to the recipient was found');
      case 'PaymentExpired':
        return new LightningError('InvalidInvoice', 'the invoice has expired');
      case 'OnionPacketSizeExceeded':
        return new LightningError('InvalidRequest', 'the custom TLVs or payment metadata do not fit in the onion');
      default:
        return new LightningError('PaymentFailed', `the payment could not be sent: ${name}`);
    }
  }

  private channelInfo(c: ChannelDetails): ChannelInfo {
    const ldk = this.ldk;
    const funding = c.get_funding_txo();
    const hasFunding = funding && (funding as unknown as { ptr: bigint }).ptr !== 0n;
    const scid = c.get_short_channel_id();
    const confirmations = c.get_confirmations();
    const reserve = c.get_unspendable_punishment_reserve();
    return {
      channelId: toHex(c.get_channel_id().get_a()),
      userChannelId: fromLdkU128(c.get_user_channel_id()),
      counterpartyNodeId: toHex(c.get_counterparty().get_node_id()),
      fundingTxid: hasFunding ? internalToDisplayHex(funding.get_txid()) : null,
      fundingOutputIndex: hasFunding ? funding.get_index() : null,
      shortChannelId: scid instanceof ldk.Option_u64Z_Some ? scid.some : null,
      capacitySats: c.get_channel_value_satoshis(),
      outboundCapacityMsat: c.get_outbound_capacity_msat(),
      inboundCapacityMsat: c.get_inbound_capacity_msat(),
      localBalanceMsat: c.get_outbound_capacity_msat() + (reserve instanceof ldk.Option_u64Z_Some ? reserve.some * 1000n : 0n),
      isOutbound: Boolean(c.get_is_outbound()),
      isChannelReady: Boolean(c.get_is_channel_ready()),
      isUsable: Boolean(c.get_is_usable()),
      isAnnounced: Boolean(c.get_is_announced()),
      isAnchors: Boolean(c.get_channel_type()?.supports_anchors_zero_fee_htlc_tx()),
      confirmations: confirmations instanceof ldk.Option_u32Z_Some ? confirmations.some : null,
    };
  }
}

function parseNodeId(nodeId: string): Uint8Array {
  if (!/^0[23][0-9a-f]{64}$/i.test(nodeId)) throw new LightningError('InvalidNodeId', `not a node id: "${nodeId}"`);
  return fromHex(nodeId, 33);
}

function nowSecs(): number {
  return Math.floor(Date.now() / 1000);
}

function attempts(maxAttempts: number | undefined): number {
  if (maxAttempts === undefined) return DEFAULT_PAYMENT_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new LightningError('InvalidRequest', 'maxAttempts must be a positive integer');
  return maxAttempts;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The sink's outbox over its journal; none without a sink (events then go nowhere). */
function openOutbox(options: LightningEngineOptions, logger: EngineLogger, wake: () => void): EventOutbox | null {
  if (!options.eventSink) return null;
  if (!options.eventJournalPath) throw new Error('eventJournalPath is required with an eventSink: events are journaled before LDK forgets them');
  return new EventOutbox(EventJournal.open(options.eventJournalPath), options.eventSink, logger, { onDelivered: wake });
}
