import { randomBytes } from 'node:crypto';
import type { DecodedOffer, DecodedRefund } from '@rln/payments';
import type { BlindedMessagePath, ChannelManager, EntropySource, MessageContext, MessageRouter, Offer, Refund } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { fromHex, toHex } from '../ldk/bytes';
import type { OfferInfo, RefundInvoiceInfo } from '../domain/engine-views';
import { LightningError, type LightningErrorCode } from '../engine/lightning.error';
import { describeOffer, describeRefund, encodeBolt12Invoice, parseOffer, parseRefund } from './bolt12';
import type { Bolt12Keys } from './bolt12-keys';
import { DecodedViews } from './decoded-views';
import { parseHex32, requirePositiveMsat } from './payment-inputs';
import type { PendingRefunds } from './pending-refunds';
import type { OwnIntroPathGuard } from './own-intro-path-guard';
import { bech32NoChecksum, concat, encodeTlvStream, encodeTu64, utf8, type TlvRecord } from './tlv';

const DEFAULT_ATTEMPTS = 3;
const MAX_U64 = 2n ** 64n - 1n;
/** BOLT12 caps nothing, but a note travels in onion messages; LDK truncates what it reports to 512. */
const MAX_PAYER_NOTE_CHARS = 512;

/** BOLT12 record types this node writes (offers: 2-22, refunds: 0-90). */
const T = {
  payerMetadata: 0n,
  chains: 2n,
  amount: 8n,
  description: 10n,
  absoluteExpiry: 14n,
  paths: 16n,
  issuer: 18n,
  quantityMax: 20n,
  issuerId: 22n,
  chain: 80n,
  invreqAmount: 82n,
  quantity: 86n,
  payerId: 88n,
  payerNote: 89n,
  /** A refund's blinded paths (an offer's go in `paths`). */
  invreqPaths: 90n,
} as const;

export interface Bolt12Deps {
  readonly ldk: Ldk;
  readonly channelManager: ChannelManager;
  readonly entropy: EntropySource;
  /** Builds the blinded message paths of our offers and refunds (the PeerMessageRouter). */
  readonly messageRouter: MessageRouter;
  /** Connected peers that relay onion messages (introduction points of our paths). */
  readonly onionPeers: () => Uint8Array[];
  readonly keys: Bolt12Keys;
  readonly refunds: PendingRefunds;
  /** The chain hash of the network the node runs on (LDK's bytes). */
  readonly chainHash: Uint8Array;
  /** false on mainnet: BOLT12 leaves the chain out for bitcoin. */
  readonly writeChain: boolean;
  /** DuplicatePayment when LDK still tracks the id as in flight or paid. */
  readonly refuseDuplicate: (paymentId: string) => void;
  /** Finds the blinded paths LDK 0.1.0 cannot send along (one hop, introduced here). */
  readonly pathGuard: OwnIntroPathGuard;
}

/**
 * BOLT12 offers and refunds. Paying an offer and answering a refund are LDK's
 * (`pay_for_offer`, `request_refund_payment`). Offers and refunds of this node are written
 * here, record by record: the LDK 0.1 bindings' builders cannot set a description, amount,
 * quantity or payer note (their setters act on a copy). The OffersHandler answers the invoice
 * requests for our offers and pays the invoices for our refunds; Bolt12Keys ties each offer's
 * signing key to its fields. Blinded paths come from the PeerMessageRouter. Times are unix
 * seconds from the caller's clock.
 */
export class Bolt12Payments {
  private readonly offerViews: DecodedViews<DecodedOffer, Offer>;
  private readonly refundViews: DecodedViews<DecodedRefund, Refund>;

  constructor(private readonly deps: Bolt12Deps) {
    const { ldk } = deps;
    this.offerViews = new DecodedViews((text) => parseOffer(ldk, text), (offer, nowSecs) => describeOffer(ldk, offer, nowSecs), 'InvalidOffer');
    this.refundViews = new DecodedViews((text) => parseRefund(ldk, text), (refund, nowSecs) => describeRefund(ldk, refund, nowSecs), 'InvalidRefund');
  }

  /**
   * A reusable offer; `quantity` is the maximum per payment (0: any number; absent: a single
   * item). Its blinded paths start at connected peers (PeerNotConnected without one).
   */
  createOffer(request: { amountMsat?: bigint; description: string; expirySecs?: number; quantity?: bigint; issuer?: string }, nowSecs: number): OfferInfo {
    const { ldk } = this.deps;
    if (request.amountMsat !== undefined) requirePositiveMsat(request.amountMsat);
    if (typeof request.description !== 'string') throw new LightningError('InvalidRequest', 'description must be a string');
    if (request.quantity !== undefined && (typeof request.quantity !== 'bigint' || request.quantity < 0n || request.quantity > MAX_U64)) {
      throw new LightningError('InvalidRequest', 'quantity must be a u64');
    }
    const expiry = request.expirySecs === undefined ? null : absoluteExpiry(request.expirySecs, nowSecs);
    const nonce = ldk.Nonce.constructor_from_entropy_source(this.deps.entropy);
    const paths = this.blindedPaths(ldk.MessageContext.constructor_offers(ldk.OffersContext.constructor_invoice_request(nonce)), 'an offer');
    const records: TlvRecord[] = [
      { type: T.description, value: utf8(request.description) },
      { type: T.paths, value: concat(paths.map((p) => p.write())) },
    ];
    if (this.deps.writeChain) records.push({ type: T.chains, value: this.deps.chainHash });
    if (request.amountMsat !== undefined) records.push({ type: T.amount, value: encodeTu64(request.amountMsat) });
    if (expiry !== null) records.push({ type: T.absoluteExpiry, value: encodeTu64(expiry) });
    if (request.issuer !== undefined) records.push({ type: T.issuer, value: utf8(request.issuer) });
    if (request.quantity !== undefined) records.push({ type: T.quantityMax, value: encodeTu64(request.quantity) });
    records.push({ type: T.issuerId, value: this.deps.keys.offerKey(nonce.as_slice(), records).publicKey });
    const parsed = ldk.Offer.constructor_from_str(bech32NoChecksum('lno', encodeTlvStream(records)));
    if (!(parsed instanceof ldk.Result_OfferBolt12ParseErrorZ_OK)) throw new LightningError('InvoiceCreationFailed', 'the offer written could not be read back');
    return { offer: parsed.res.to_str(), offerId: toHex(parsed.res.id().get_a()) };
  }

  /** Parses an offer (InvalidOffer otherwise); paying the result does not parse it again. */
  decodeOffer(offer: string, nowSecs: number): DecodedOffer {
    return this.offerViews.decode(offer, nowSecs);
  }

  /** Parses a refund (InvalidRefund otherwise); answering the result does not parse it again. */
  decodeRefund(refund: string, nowSecs: number): DecodedRefund {
    return this.refundViews.decode(refund, nowSecs);
  }

  /**
   * Requests an invoice for `offer` (an onion message along the offer's blinded paths) and
   * pays it when it arrives; PaymentSent / PaymentFailed carry `paymentId`. Refused at once:
   * expired, other chain or fiat-priced offer, or one with a blinded path introduced at this
   * node with a single hop (InvalidOffer: LDK 0.1.0 panics sending along it); amount missing or below the
   * offer's, quantity the offer does not take (InvalidRequest); too little outbound capacity;
   * no blinded reply path (RouteNotFound: no connected peer relays onion messages). `offer`
   * is its text or what decodeOffer returned.
   */
  payOffer(
    request: { offer: string | DecodedOffer; paymentId?: string; amountMsat?: bigint; quantity?: bigint; payerNote?: string; maxAttempts?: number },
    nowSecs: number,
  ): { paymentId: string } {
    const { ldk, channelManager: cm } = this.deps;
    const { parsed: offer, view: info } = this.offerViews.resolve(request.offer, nowSecs);
    if (info.isExpired) throw new LightningError('InvalidOffer', `the offer expired at ${info.absoluteExpiryUnixSecs} (unix seconds)`);
    if (!offer.supports_chain(this.deps.chainHash)) throw new LightningError('InvalidOffer', 'the offer is for another chain');
    if (info.currencyAmount) throw new LightningError('InvalidOffer', 'the offer is priced in a fiat currency, which this node does not convert');
    this.refuseOwnIntroPaths(offer.paths(), 'InvalidOffer', 'the offer');
    if (request.amountMsat !== undefined) requirePositiveMsat(request.amountMsat);
    if (request.quantity !== undefined && (request.quantity < 1n || request.quantity > MAX_U64)) {
      throw new LightningError('InvalidRequest', 'quantity must be a positive integer');
    }
    const quantity = request.quantity ?? (info.expectsQuantity ? 1n : undefined);
    if (quantity !== undefined && !info.expectsQuantity && quantity !== 1n) throw new LightningError('InvalidRequest', 'the offer does not take a quantity');
    const amountMsat = this.offerAmount(info, request.amountMsat, quantity ?? 1n);
    const note = this.payerNote(request.payerNote);
    const id = request.paymentId === undefined ? toHex(randomBytes(32)) : parseHex32(request.paymentId, 'paymentId');
    this.deps.refuseDuplicate(id);
    this.requireOutbound(amountMsat);
    const result = cm.pay_for_offer(
      offer,
      quantity !== undefined && info.expectsQuantity ? ldk.Option_u64Z.constructor_some(quantity) : ldk.Option_u64Z.constructor_none(),
      request.amountMsat === undefined ? ldk.Option_u64Z.constructor_none() : ldk.Option_u64Z.constructor_some(request.amountMsat),
      note === undefined ? ldk.Option_StrZ.constructor_none() : ldk.Option_StrZ.constructor_some(note),
      fromHex(id),
      ldk.Retry.constructor_attempts(request.maxAttempts ?? DEFAULT_ATTEMPTS),
      ldk.Option_u64Z.constructor_none(),
    );
    if (!(result instanceof ldk.Result_NoneBolt12SemanticErrorZ_OK)) throw this.semanticError(result, 'could not request an invoice for the offer');
    return { paymentId: id };
  }

  /**
   * A refund ("offer for money") that this node pays once the payee sends an invoice for it;
   * `paymentId` (hex, chosen by the caller) names the outbound payment. It is remembered
   * durably until paid; past its expiry, or when abandoned, it ends as PaymentFailed.
   */
  async initiateRefund(
    request: { paymentId: string; amountMsat: bigint; expirySecs: number; quantity?: bigint; payerNote?: string; description?: string },
    nowSecs: number,
  ): Promise<{ refund: string; paymentId: string }> {
    const { ldk } = this.deps;
    requirePositiveMsat(request.amountMsat);
    const id = parseHex32(request.paymentId, 'paymentId');
    const expiry = absoluteExpiry(request.expirySecs, nowSecs);
    if (request.quantity !== undefined && (typeof request.quantity !== 'bigint' || request.quantity < 1n || request.quantity > MAX_U64)) {
      throw new LightningError('InvalidRequest', 'quantity must be a positive integer');
    }
    const note = this.payerNote(request.payerNote);
    this.deps.refuseDuplicate(id);
    if (this.deps.refunds.get(id)) throw new LightningError('DuplicatePayment', `refund ${id} is already waiting for an invoice`);
    this.requireOutbound(request.amountMsat);
    const idBytes = fromHex(id);
    const nonce = ldk.Nonce.constructor_from_entropy_source(this.deps.entropy);
    const hmac = this.deps.keys.tag('refund-path', idBytes, nonce.as_slice());
    const paths = this.blindedPaths(ldk.MessageContext.constructor_offers(ldk.OffersContext.constructor_outbound_payment(idBytes, nonce, hmac)), 'a refund');
    const records: TlvRecord[] = [
      { type: T.payerMetadata, value: new Uint8Array(randomBytes(32)) },
      { type: T.description, value: utf8(request.description ?? '') },
      { type: T.absoluteExpiry, value: encodeTu64(expiry) },
      { type: T.invreqPaths, value: concat(paths.map((p) => p.write())) },
      { type: T.invreqAmount, value: encodeTu64(request.amountMsat) },
      { type: T.payerId, value: this.deps.keys.refundPayerKey(idBytes).publicKey },
    ];
    if (this.deps.writeChain) records.push({ type: T.chain, value: this.deps.chainHash });
    if (request.quantity !== undefined) records.push({ type: T.quantity, value: encodeTu64(request.quantity) });
    if (note !== undefined) records.push({ type: T.payerNote, value: utf8(note) });
    const parsed = ldk.Refund.constructor_from_str(bech32NoChecksum('lnr', encodeTlvStream(records)));
    if (!(parsed instanceof ldk.Result_RefundBolt12ParseErrorZ_OK)) throw new LightningError('InvoiceCreationFailed', 'the refund written could not be read back');
    await this.deps.refunds.add({ paymentId: id, amountMsat: request.amountMsat, expiryUnixSecs: Number(expiry) });
    return { refund: parsed.res.to_str(), paymentId: id };
  }

  /**
   * Sends this node's invoice for `refund` to its creator (onion messages along the refund's
   * paths); the creator pays it and PaymentClaimed (purpose 'bolt12_refund') follows here.
   * Refused: expired or other-chain refund, or one with a blinded path introduced at this node
   * with a single hop (InvalidRefund), no usable channel that can receive
   * the amount (InsufficientCapacity), no blinded path (RouteNotFound). `refundToAnswer` is
   * its text or what decodeRefund returned.
   */
  requestRefundPayment(refundToAnswer: string | DecodedRefund, nowSecs: number): RefundInvoiceInfo {
    const { ldk, channelManager: cm } = this.deps;
    const { parsed: refund, view: info } = this.refundViews.resolve(refundToAnswer, nowSecs);
    if (info.isExpired) throw new LightningError('InvalidRefund', `the refund expired at ${info.absoluteExpiryUnixSecs} (unix seconds)`);
    if (info.chainHash !== toHex(this.deps.chainHash)) throw new LightningError('InvalidRefund', 'the refund is for another chain');
    this.refuseOwnIntroPaths(refund.paths(), 'InvalidRefund', 'the refund');
    const receivable = cm.list_usable_channels().reduce((max, c) => (c.get_inbound_capacity_msat() > max ? c.get_inbound_capacity_msat() : max), 0n);
    if (receivable < info.amountMsat) {
      throw new LightningError('InsufficientCapacity', `no usable channel can receive ${info.amountMsat} msat (largest inbound capacity ${receivable} msat)`);
    }
    const result = cm.request_refund_payment(refund);
    if (!(result instanceof ldk.Result_Bolt12InvoiceBolt12SemanticErrorZ_OK)) throw this.semanticError(result, 'could not answer the refund', 'InvalidRefund');
    const bytes = result.res.write();
    return {
      invoice: encodeBolt12Invoice(bytes),
      invoiceHex: toHex(bytes),
      paymentHash: toHex(result.res.payment_hash()),
      amountMsat: result.res.amount_msats(),
    };
  }

  /** What the payer pays: its amount, which must cover the offer's amount times quantity. */
  private offerAmount(info: DecodedOffer, amountMsat: bigint | undefined, quantity: bigint): bigint {
    if (info.amountMsat === null) {
      if (amountMsat === undefined) throw new LightningError('InvalidRequest', 'the offer has no amount: pass amountMsat');
      return amountMsat;
    }
    const due = info.amountMsat * quantity;
    if (amountMsat !== undefined && amountMsat < due) {
      throw new LightningError('InvalidRequest', `the offer asks ${due} msat${quantity > 1n ? ` for ${quantity} items` : ''}; ${amountMsat} msat is less`);
    }
    return amountMsat ?? due;
  }

  /**
   * LDK sends along every path of an offer or refund, advancing one introduced at this node by a
   * hop first; with a single hop nothing is left and LDK 0.1.0 panics (#4850). Refused before LDK sees it.
   */
  private refuseOwnIntroPaths(paths: readonly BlindedMessagePath[], code: 'InvalidOffer' | 'InvalidRefund', what: string): void {
    if (paths.some((p) => this.deps.pathGuard.isUnsafe(p))) {
      throw new LightningError(code, `${what} has a blinded path that starts at this node with a single hop, which cannot be sent along`);
    }
  }

  /** Blinded paths to this node carrying `context`, introduced at connected peers. */
  private blindedPaths(context: MessageContext, what: string): BlindedMessagePath[] {
    const { ldk } = this.deps;
    const paths = this.deps.messageRouter.create_blinded_paths(this.deps.channelManager.get_our_node_id(), context, this.deps.onionPeers());
    if (!(paths instanceof ldk.Result_CVec_BlindedMessagePathZNoneZ_OK) || paths.res.length === 0) {
      throw new LightningError('PeerNotConnected', `${what} needs a connected peer that relays onion messages: its blinded path starts there`);
    }
    return paths.res;
  }

  private payerNote(note: string | undefined): string | undefined {
    if (note === undefined || note === '') return undefined;
    if (typeof note !== 'string' || [...note].length > MAX_PAYER_NOTE_CHARS) {
      throw new LightningError('InvalidRequest', `payerNote must be a string of at most ${MAX_PAYER_NOTE_CHARS} characters`);
    }
    return note;
  }

  /** InsufficientCapacity when the usable channels together cannot send `amountMsat`. */
  private requireOutbound(amountMsat: bigint): void {
    const capacity = this.deps.channelManager.list_usable_channels().reduce((sum, c) => sum + c.get_next_outbound_htlc_limit_msat(), 0n);
    if (capacity < amountMsat) {
      throw new LightningError('InsufficientCapacity', `the usable channels can send ${capacity} msat, less than the ${amountMsat} msat asked`);
    }
  }

  /** LDK's refusal as our code; `invalid` names what a bad offer or refund is reported as. */
  private semanticError(result: object, what: string, invalid: 'InvalidOffer' | 'InvalidRefund' = 'InvalidOffer'): LightningError {
    const ldk = this.deps.ldk;
    const code = (result as { err?: unknown }).err;
    const name = typeof code === 'number' ? String(ldk.Bolt12SemanticError[code]).replace(/^LDKBolt12SemanticError_/, '') : 'unknown';
    const [errorCode, reason] = SEMANTIC_ERRORS[name] ?? ['PaymentFailed', name];
    return new LightningError(errorCode === 'InvalidOffer' ? invalid : errorCode, `${what}: ${reason}`);
  }

}

/** `expirySecs` from now, as LDK's absolute expiry (unix seconds). */
function absoluteExpiry(expirySecs: number, nowSecs: number): bigint {
  if (!Number.isInteger(expirySecs) || expirySecs <= 0) throw new LightningError('InvalidRequest', 'expirySecs must be a positive integer');
  return BigInt(nowSecs + expirySecs);
}

/** LDK's Bolt12SemanticError names, as our codes and readable reasons. */
const SEMANTIC_ERRORS: Record<string, [LightningErrorCode, string]> = {
  AlreadyExpired: ['InvalidOffer', 'it has already expired'],
  UnsupportedChain: ['InvalidOffer', 'it is for a chain this node does not run on'],
  UnexpectedChain: ['InvalidOffer', 'it names an unexpected chain'],
  MissingAmount: ['InvalidRequest', 'an amount is required'],
  InvalidAmount: ['InvalidRequest', 'the amount is out of range'],
  InsufficientAmount: ['InvalidRequest', 'the amount is less than the offer asks'],
  UnexpectedAmount: ['InvalidRequest', 'an amount was given where none is expected'],
  UnsupportedCurrency: ['InvalidOffer', 'the currency is not supported'],
  UnknownRequiredFeatures: ['InvalidOffer', 'it requires features this node does not support'],
  MissingDescription: ['InvalidRequest', 'a description is required'],
  MissingQuantity: ['InvalidRequest', 'the offer needs a quantity'],
  InvalidQuantity: ['InvalidRequest', 'the quantity is more than the offer allows'],
  UnexpectedQuantity: ['InvalidRequest', 'the offer does not take a quantity'],
  DuplicatePaymentId: ['DuplicatePayment', 'a payment with this id is already in flight'],
  MissingPaths: ['RouteNotFound', 'no blinded path could be built (connect to a peer that relays onion messages, with a usable channel)'],
};
