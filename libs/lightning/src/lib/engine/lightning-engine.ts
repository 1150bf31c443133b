import { randomBytes } from 'node:crypto';
import { NodeNotReadyError } from '@rln/core';
import type { ChannelDetails, Future, FutureCallback, PeerManager } from 'lightningdevkit';
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
import { EngineStore } from '../persistence/engine-store';
import { KV } from '../persistence/kv-namespaces';
import { MonitorPersister } from '../persistence/monitor-persister';
import { EventProcessor, apiError } from '../events/event-processor';
import { PeerConnections } from '../net/peer-connections';
import { CustomMessageBridge } from '../net/custom-message-bridge';
import { silentLogger, type EngineLogger } from '../ports/engine-logger.port';
import type { BestBlockInfo, Bolt11InvoiceInfo, ChannelInfo, PaymentAttempt, PeerInfo } from '../domain/engine-views';
import { buildLdkCore, type LdkCore } from './ldk-components';
import type { LightningEngineOptions } from './lightning-engine.options';
import { LightningError } from './lightning.error';

/** Pump runs triggered by LDK's own notifications are at least this far apart. */
const MIN_PUMP_SPACING_MS = 5;
const GRAPH_PERSIST_MS = 10 * 60_000;

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
    private readonly customMessages: CustomMessageBridge,
    private readonly sweeper: OutputSweeper,
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

    // LDK's restart order: catch each monitor and the manager up on their own, then let the
    // ChainMonitor watch the monitors, then follow the chain with the pair.
    for (const monitor of core.monitors) {
      await follower.syncListener(channelMonitorListener(ldk, monitor, broadcaster, feeEstimator, ldkLogger), tip);
    }
    await follower.syncListener(channelManagerListener(cm), tip);
    for (const monitor of core.monitors) {
      const watched = core.chainMonitor.as_Watch().watch_channel(monitor.get_funding_txo().get_a(), monitor);
      if (!watched.is_ok()) throw new Error(`the ChainMonitor refused monitor ${toHex(monitor.channel_id().get_a())}`);
    }

    const events = new EventProcessor({
      ldk,
      channelManager: () => cm,
      fees,
      fundingWallet: options.fundingWallet ?? null,
      sink: options.eventSink ?? null,
      store,
      logger,
      wake: () => late.engine?.wake(),
      sweepSoon: () => void late.engine?.sweeper.sweep(),
    });
    const customMessages = new CustomMessageBridge(ldk, options.customMessages ?? null, logger);
    const gossip = ldk.P2PGossipSync.constructor_new(core.graph, ldk.Option_UtxoLookupZ.constructor_none(), ldkLogger);
    const ignoring = ldk.IgnoringMessageHandler.constructor_new();
    const peerManager = ldk.PeerManager.constructor_new(
      cm.as_ChannelMessageHandler(),
      gossip.as_RoutingMessageHandler(),
      ignoring.as_OnionMessageHandler(),
      customMessages.handler,
      Math.floor(Date.now() / 1000),
      randomBytes(32),
      ldkLogger,
      core.keys.as_NodeSigner(),
    );
    const peers = new PeerConnections(ldk, () => peerManager, logger);
    const sweeper = new OutputSweeper(ldk, core.keys, store, options.sweepWallet ?? null, fees, options.chain, options.eventSink ?? null, logger);

    const engine = new LightningEngine(ldk, options, logger, store, core, fees, follower, persister, events, peers, peerManager, customMessages, sweeper);
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

  isPeerConnected(nodeId: string): boolean {
    return this.listPeers().some((p) => p.nodeId === nodeId);
  }

  // ---- channels -----------------------------------------------------------------------

  /** Starts opening a channel; the funding wallet is asked for the transaction via events. */
  openChannel(request: { counterpartyNodeId: string; capacitySats: bigint; pushMsat?: bigint }): {
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
      null,
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

  createBolt11Invoice(request: { amountMsat?: bigint; description: string; expirySecs?: number }): Bolt11InvoiceInfo {
    this.ensureRunning();
    const amount =
      request.amountMsat === undefined ? this.ldk.Option_u64Z.constructor_none() : this.ldk.Option_u64Z.constructor_some(request.amountMsat);
    const result = this.ldk.UtilMethods.constructor_create_invoice_from_channelmanager(
      this.core.channelManager,
      amount,
      request.description,
      request.expirySecs ?? 3600,
      this.ldk.Option_u16Z.constructor_none(),
    );
    if (!(result instanceof this.ldk.Result_Bolt11InvoiceSignOrCreationErrorZ_OK)) {
      throw new LightningError('InvoiceCreationFailed', 'could not create the invoice');
    }
    return { invoice: result.res.to_str(), paymentHash: toHex(result.res.payment_hash()), amountMsat: request.amountMsat ?? null };
  }

  /**
   * Sends a BOLT11 payment (payment id = payment hash, so a second send of the same invoice
   * is refused by LDK as a duplicate). The outcome arrives as PaymentSent / PaymentFailed.
   */
  payBolt11Invoice(invoice: string, options: { amountMsat?: bigint; maxAttempts?: number } = {}): PaymentAttempt {
    this.ensureRunning();
    const parsed = this.ldk.Bolt11Invoice.constructor_from_str(invoice.trim());
    if (!(parsed instanceof this.ldk.Result_Bolt11InvoiceParseOrSemanticErrorZ_OK)) {
      throw new LightningError('InvalidInvoice', 'not a valid BOLT11 invoice');
    }
    const hasAmount = parsed.res.amount_milli_satoshis() instanceof this.ldk.Option_u64Z_Some;
    if (hasAmount === (options.amountMsat !== undefined)) {
      throw new LightningError('InvalidInvoice', hasAmount ? 'the invoice has an amount: do not pass one' : 'the invoice has no amount: pass amountMsat');
    }
    const params =
      options.amountMsat === undefined
        ? this.ldk.UtilMethods.constructor_payment_parameters_from_invoice(parsed.res)
        : this.ldk.UtilMethods.constructor_payment_parameters_from_variable_amount_invoice(parsed.res, options.amountMsat);
    if (!(params instanceof this.ldk.Result_C3Tuple_ThirtyTwoBytesRecipientOnionFieldsRouteParametersZNoneZ_OK)) {
      throw new LightningError('InvalidInvoice', 'the invoice cannot be paid');
    }
    const paymentHash = params.res.get_a();
    const result = this.core.channelManager.send_payment(
      paymentHash,
      params.res.get_b(),
      paymentHash,
      params.res.get_c(),
      this.ldk.Retry.constructor_attempts(options.maxAttempts ?? 3),
    );
    if (!(result instanceof this.ldk.Result_NoneRetryableSendFailureZ_OK)) {
      const reason = (result as unknown as { err?: number }).err;
      const name = reason === undefined ? 'unknown' : String(this.ldk.RetryableSendFailure[reason]).replace(/^LDKRetryableSendFailure_/, '');
      throw new LightningError('PaymentFailed', `the payment could not be sent: ${name}`);
    }
    this.wake();
    return { paymentId: toHex(paymentHash), paymentHash: toHex(paymentHash) };
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
        this.peerManager.process_events();
        if (this.core.channelManager.get_and_clear_needs_persistence()) await this.persistManager();
      } while (this.pumpAgain && !this.stopped);
    })().finally(() => (this.pumpRunning = null));
    return this.pumpRunning;
  }

  private async syncOnce(): Promise<void> {
    if (this.fatal !== null) return;
    const tip = await this.follower.tip();
    const listener = runtimeListener(this.core.channelManager, this.core.chainMonitor);
    if (listener.bestBlock().hash === tip.hash) return;
    const { connected, disconnected } = await this.follower.syncListener(listener, tip);
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

  private channelInfo(c: ChannelDetails): ChannelInfo {
    const ldk = this.ldk;
    const funding = c.get_funding_txo();
    const hasFunding = funding && (funding as unknown as { ptr: bigint }).ptr !== 0n;
    const scid = c.get_short_channel_id();
    const confirmations = c.get_confirmations();
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

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
