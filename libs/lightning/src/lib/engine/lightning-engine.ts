import type { DecodedBolt11, DecodedOffer, DecodedRefund } from '@rln/payments';
import { internalToDisplayHex, toHex } from '../ldk/bytes';
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
import type { FeeTarget } from '../chain/fee-estimates';
import { parseNodeId } from '../net/node-id';
import type { KeysendRequest } from '../payments/outbound-payments';
import { buildLightningEngineParts, type LightningEngineParts } from './lightning-engine.builder';
import type { LightningEngineOptions } from './lightning-engine.options';
import { LightningError } from './lightning.error';
import { nowSecs } from './clock';

/**
 * The Lightning engine: LDK 0.1 (WASM) wired to our chain source, KvStore and TCP sockets.
 * LDK types stay inside; callers use hex ids, bigint amounts and the ports they passed in.
 *
 * A facade: it checks the engine runs, delegates to its parts (wired by
 * buildLightningEngineParts) and wakes the event pump after a change LDK must act on.
 *
 * Lifecycle: `start` loads state (or creates a new node), catches every listener up to the
 * chain tip, listens, and runs the background loops (chain polling, the event pump, timer
 * ticks, peer reconnection). `stop` drains them, waits for pending durable writes and persists
 * the channel manager, graph and scorer one last time.
 */
export class LightningEngine {
  private constructor(private readonly parts: LightningEngineParts) {}

  static async start(options: LightningEngineOptions): Promise<LightningEngine> {
    const parts = await buildLightningEngineParts(options);
    const engine = new LightningEngine(parts);
    if (parts.fresh) await parts.writer.persistManager();
    if (options.listen) await parts.connections.listen(options.listen.port, options.listen.host);
    parts.loops.start();
    parts.logger.info(
      {
        component: 'engine',
        nodeId: engine.nodeId(),
        channels: parts.channelManager.list_channels().length,
        port: parts.connections.listeningPort,
        fresh: parts.fresh,
      },
      'lightning engine started',
    );
    return engine;
  }

  // ---- identity and state -------------------------------------------------------------

  nodeId(): string {
    return toHex(this.parts.channelManager.get_our_node_id());
  }

  listeningPort(): number | null {
    return this.parts.connections.listeningPort;
  }

  isRunning(): boolean {
    return this.parts.state.isRunning();
  }

  /** The fee rate (sat/kw) for `target` from the chain's estimates (the fallback while it has none). */
  feeratePerKw(target: FeeTarget): number {
    return this.parts.fees.satPerKw(target);
  }

  bestBlock(): BestBlockInfo {
    const best = this.parts.channelManager.current_best_block();
    return { hash: internalToDisplayHex(best.get_block_hash()), height: best.get_height() };
  }

  // ---- peers --------------------------------------------------------------------------

  /**
   * Connects (if not connected yet) and waits for the handshake; with `persist` (default) the
   * address is stored and the engine reconnects to this peer after drops and restarts.
   */
  async connectPeer(nodeId: string, host: string, port: number, options: { persist?: boolean; timeoutMs?: number } = {}): Promise<void> {
    this.ensureRunning();
    await this.parts.peers.connect(nodeId, host, port, options);
  }

  /** Disconnects and forgets the stored address (no reconnection). */
  disconnectPeer(nodeId: string): Promise<void> {
    return this.parts.peers.disconnect(nodeId);
  }

  /**
   * Drops the connection to a peer and keeps its stored address, so the engine dials it again on
   * its next reconnect round: what a stalled protocol does to make the peer resend (BOLT 1).
   */
  dropConnection(nodeId: string): void {
    this.ensureRunning();
    this.parts.peers.dropConnection(nodeId);
  }

  listPeers(): PeerInfo[] {
    return this.parts.peers.list();
  }

  /** Peers whose address is stored (reconnected after drops and restarts). */
  persistedPeers(): Array<{ nodeId: string; address: string }> {
    return this.parts.peers.persisted();
  }

  isPeerConnected(nodeId: string): boolean {
    return this.parts.peers.isConnected(nodeId);
  }

  // ---- channels -----------------------------------------------------------------------

  /** Starts opening a channel; the funding wallet is asked for the transaction via events. */
  openChannel(request: { counterpartyNodeId: string; capacitySats: bigint; pushMsat?: bigint; announce?: boolean }): {
    temporaryChannelId: string;
    userChannelId: bigint;
  } {
    this.ensureRunning();
    return this.andWake(this.parts.channels.open(request));
  }

  listChannels(): ChannelInfo[] {
    return this.parts.channels.list();
  }

  /** Our to_local output in open channel `channelId`'s current commitment (sat), or null for an unknown channel. */
  channelToLocalSats(channelId: string): bigint | null {
    return this.parts.channels.toLocalSats(channelId);
  }

  /**
   * Cooperative close, or a force close (broadcasting our latest commitment) with `force`; a
   * force close first waits (at most 30 s) for pending monitor writes and LDK's processing of them,
   * and is refused (ChannelCloseFailed, retry later) when they do not settle.
   */
  async closeChannel(channelId: string, counterpartyNodeId: string, options: { force?: boolean } = {}): Promise<void> {
    this.ensureRunning();
    await this.parts.channels.close(channelId, counterpartyNodeId, options);
    this.wake();
  }

  // ---- payments -----------------------------------------------------------------------

  /**
   * A BOLT11 invoice of this node. Without `paymentHash` LDK derives the preimage and claims an
   * arriving payment itself. With `paymentHash` (hex, the caller keeps the preimage) it is a
   * hold invoice: an arriving payment is held and reported as PaymentClaimable, and settles
   * only via claimForHash or failForHash (or fails back at its claim deadline).
   */
  createBolt11Invoice(request: { amountMsat?: bigint; description: string; expirySecs?: number; paymentHash?: string; minFinalCltvExpiryDelta?: number }): Bolt11InvoiceInfo {
    this.ensureRunning();
    return this.parts.inbound.createBolt11Invoice(request);
  }

  /**
   * Parses a BOLT11 invoice (signature checked, payee recovered from it when not explicit).
   * Needs no engine state: works before start completes and after stop. Paying the result
   * does not parse the invoice again.
   */
  decodeBolt11(invoice: string): DecodedBolt11 {
    return this.parts.outbound.decodeBolt11(invoice);
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
    return this.andWake(this.parts.outbound.payBolt11Invoice(invoice, options));
  }

  /**
   * A spontaneous (keysend) payment with a fresh random preimage (or the caller's `preimage`);
   * payment id = payment hash.
   * Custom TLVs must be of types >= 65536 (InvalidRequest otherwise); the receiver sees them
   * in its PaymentClaimed event. Same synchronous refusals as payBolt11Invoice.
   */
  sendKeysend(request: KeysendRequest): PaymentAttempt {
    this.ensureRunning();
    return this.andWake(this.parts.outbound.sendKeysend(request));
  }

  /**
   * Settles a held hold-invoice payment with the caller's preimage. InvalidRequest when
   * sha256(preimage) is not the hash; PaymentNotFound when no payment for the hash is held.
   * PaymentClaimed (purpose 'hold') follows.
   */
  claimForHash(paymentHash: string, preimage: string): void {
    this.ensureRunning();
    this.parts.inbound.claimForHash(paymentHash, preimage);
    this.wake();
  }

  /** Fails a held hold-invoice payment back to the payer. PaymentNotFound when none is held. */
  failForHash(paymentHash: string): void {
    this.ensureRunning();
    this.parts.inbound.failForHash(paymentHash);
    this.wake();
  }

  /** The held hold-invoice payment for a hash, or null. */
  heldPayment(paymentHash: string): HeldPaymentInfo | null {
    return this.parts.inbound.heldPayment(paymentHash);
  }

  /** Every hold-invoice payment held now (claimable, not yet claimed, failed or expired). */
  heldPayments(): HeldPaymentInfo[] {
    return this.parts.inbound.heldPayments();
  }

  /**
   * Ids of the outbound payments LDK still tracks (pending, abandoned or recently fulfilled),
   * or whose outcome waits undelivered in the event journal. After a restart, a payment
   * recorded Pending but absent here was never sent.
   */
  trackedOutboundPaymentIds(): Set<string> {
    this.ensureRunning();
    return this.parts.outbound.trackedIds();
  }

  /**
   * Stops retrying an outbound payment. HTLCs already sent stay in flight: the payment can
   * still succeed, and PaymentFailed (reasonCode UserAbandoned) comes once they are resolved.
   * PaymentNotFound for an id LDK does not track (any more); InvalidRequest if it succeeded.
   */
  abandonPayment(paymentId: string): void {
    this.ensureRunning();
    this.parts.outbound.abandon(paymentId);
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
    return this.parts.bolt12.createOffer(request, nowSecs());
  }

  /** Parses an offer (InvalidOffer otherwise). Needs no engine state. */
  decodeOffer(offer: string): DecodedOffer {
    return this.parts.bolt12.decodeOffer(offer, nowSecs());
  }

  /**
   * Pays an offer: an invoice request goes out as an onion message, LDK pays the invoice that
   * comes back. `paymentId` (32 bytes hex; random when absent) names the payment in
   * PaymentSent / PaymentFailed. See Bolt12Payments.payOffer for the refusals.
   */
  payOffer(request: { offer: string | DecodedOffer; paymentId?: string; amountMsat?: bigint; quantity?: bigint; payerNote?: string; maxAttempts?: number }): { paymentId: string } {
    this.ensureRunning();
    return this.andWake(this.parts.bolt12.payOffer(request, nowSecs()));
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
    return this.parts.bolt12.initiateRefund(request, nowSecs());
  }

  /** Parses a refund (InvalidRefund otherwise). Needs no engine state. */
  decodeRefund(refund: string): DecodedRefund {
    return this.parts.bolt12.decodeRefund(refund, nowSecs());
  }

  /**
   * Sends our invoice for `refund` (its text or what decodeRefund returned) to its creator;
   * PaymentClaimed (purpose 'bolt12_refund') follows when it pays.
   */
  requestRefundPayment(refund: string | DecodedRefund): RefundInvoiceInfo {
    this.ensureRunning();
    return this.andWake(this.parts.bolt12.requestRefundPayment(refund, nowSecs()));
  }

  // ---- custom messages ----------------------------------------------------------------

  sendCustomMessage(peerNodeId: string, messageType: number, payload: Uint8Array): void {
    this.ensureRunning();
    if (!this.isPeerConnected(peerNodeId)) throw new LightningError('PeerNotConnected', `peer ${peerNodeId} is not connected`);
    this.parts.customMessages.enqueue(parseNodeId(peerNodeId), messageType, payload);
    this.parts.peerManager.process_events();
  }

  // ---- chain and lifecycle ------------------------------------------------------------

  /** Follows the chain to its current tip now (the poll loop does this on its own). */
  syncChain(): Promise<void> {
    return this.parts.loops.syncChain();
  }

  /** Stops loops and peers, waits for pending writes, persists the final state. */
  stop(): Promise<void> {
    return this.parts.loops.stop();
  }

  /** Schedules an event pump run (coalesced). */
  wake(): void {
    this.parts.pump.wake();
  }

  private ensureRunning(): void {
    this.parts.state.ensureRunning();
  }

  private andWake<T>(result: T): T {
    this.wake();
    return result;
  }
}
