import type {
  BlindedPaymentPath,
  Bolt12Invoice,
  ChannelManager,
  EntropySource,
  ExpandedKey,
  InvoiceRequest,
  Offer,
  OffersContext,
  OffersMessage,
  OffersMessageHandler,
  Option_C2Tuple_OffersMessageResponseInstructionZZ,
  Option_OffersContextZ,
  Responder,
  Router,
} from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { fromHex, toHex } from '../ldk/bytes';
import { isAbsent, printable } from '../ldk/optional';
import type { EngineLogger } from '../ports/engine-logger.port';
import { Bolt12Keys, type Bolt12KeyPair } from './bolt12-keys';
import type { OwnIntroPathGuard } from './own-intro-path-guard';
import type { PendingRefund, PendingRefunds } from './pending-refunds';
import type { RefundPayer } from './refund-payer';
import { bolt12SignatureDigest, concat, decodeTlvStream, decodeTu64, encodeTlvStream, encodeTu64, type TlvRecord } from './tlv';

/** How long our invoices for offers stay payable (LDK's DEFAULT_RELATIVE_EXPIRY). */
const INVOICE_EXPIRY_SECS = 7200;
/** LDK's CLTV_FAR_FAR_AWAY + LATENCY_GRACE_PERIOD_BLOCKS: the max CLTV of a blinded payment path. */
const MAX_CLTV_DELTA = 2016 + 3;
/** What LDK reports of a payer note (PAYER_NOTE_LIMIT). */
const PAYER_NOTE_LIMIT = 512;
const SIGNATURE_TYPE = 240n;
const OFFER_EXPIRY_TYPE = 14n;
/** BOLT12 invoice record types. */
const INVOICE = { paths: 160n, blindedPay: 162n, createdAt: 164n, relativeExpiry: 166n, paymentHash: 168n, amount: 170n, nodeId: 176n } as const;

export interface OffersHandlerDeps {
  readonly ldk: Ldk;
  readonly channelManager: ChannelManager;
  readonly entropy: EntropySource;
  readonly expandedKey: ExpandedKey;
  /** The Router the ChannelManager uses (it builds the blinded payment paths of our invoices). */
  readonly paymentRouter: Router;
  readonly keys: Bolt12Keys;
  readonly refunds: PendingRefunds;
  /** Pays the invoices accepted for our refunds. */
  readonly refundPayer: RefundPayer;
  readonly chainHash: Uint8Array;
  /** Keeps paths LDK 0.1.0 cannot send along (one hop, introduced here) away from it. */
  readonly pathGuard: OwnIntroPathGuard;
  readonly logger: EngineLogger;
  readonly nowSecs: () => number;
}

/**
 * The OffersMessageHandler the OnionMessenger talks to: LDK's ChannelManager, except for the
 * offers and refunds this node writes itself (see Bolt12Payments), which LDK cannot verify:
 *
 * - an invoice request for one of our offers (its blinded path's context carries the nonce the
 *   offer's key is derived from) is answered here: an inbound payment LDK recognises
 *   (`create_inbound_payment`), blinded payment paths with the BOLT12 payment context (so the
 *   payment arrives as PaymentPurpose::Bolt12OfferPayment with the payer's note and quantity),
 *   and the invoice signed with the offer's key;
 * - an invoice for one of our refunds waiting for one is checked (payer key, amount, chain,
 *   expiry) and handed to the RefundPayer; any later invoice for that refund is ignored.
 *
 * Everything else (invoices for offers we pay, invoice requests LDK issued offers for, errors)
 * goes to the ChannelManager. Before anyone answers, a reply path LDK 0.1.0 would panic on (one
 * hop, introduced at this node: OwnIntroPathGuard) is dropped, so the message is handled as one
 * without a reply path; an invoice for an offer we pay whose payment paths include such a path
 * is dropped too (LDK would advance it when paying). Called from inside LDK: nothing here may
 * throw.
 */
export class OffersHandler {
  readonly handler: OffersMessageHandler;
  private readonly inner: OffersMessageHandler;

  constructor(private readonly deps: OffersHandlerDeps) {
    const { ldk } = deps;
    this.inner = deps.channelManager.as_OffersMessageHandler();
    this.handler = ldk.OffersMessageHandler.new_impl({
      handle_message: (message: OffersMessage, context: Option_OffersContextZ, responder: Responder) => {
        let reply: Responder | null;
        try {
          reply = this.replyResponder(responder);
          const answer = this.handle(message, context, reply);
          if (answer !== undefined) return answer;
        } catch (err) {
          deps.logger.warn({ component: 'bolt12', err: String(err) }, 'offers message handling failed');
          return ldk.Option_C2Tuple_OffersMessageResponseInstructionZZ.constructor_none();
        }
        return this.inner.handle_message(message, context, reply);
      },
      release_pending_messages: () => this.inner.release_pending_messages(),
    });
  }

  /** The responder to answer with: none when absent, or when its reply path would wedge LDK (#4850). */
  private replyResponder(responder: Responder): Responder | null {
    if (isAbsent(responder)) return null;
    if (!this.deps.pathGuard.isUnsafeReply(responder)) return responder;
    this.deps.logger.warn({ component: 'bolt12' }, 'reply path introduced at this node with one hop dropped (LDK 0.1.0 cannot answer along it)');
    return null;
  }

  /** The answer for a message we handle; undefined to let the ChannelManager handle it. */
  private handle(message: OffersMessage, context: Option_OffersContextZ, responder: Responder | null): Option_C2Tuple_OffersMessageResponseInstructionZZ | undefined {
    const { ldk } = this.deps;
    const ctx: OffersContext | null = context instanceof ldk.Option_OffersContextZ_Some ? context.some : null;
    if (message instanceof ldk.OffersMessage_InvoiceRequest && ctx instanceof ldk.OffersContext_InvoiceRequest) {
      return this.invoiceRequest(message.invoice_request, ctx.nonce.as_slice(), responder);
    }
    if (message instanceof ldk.OffersMessage_Invoice && ctx instanceof ldk.OffersContext_OutboundPayment) {
      const answer = this.refundInvoice(message.invoice, ctx.payment_id, ctx.nonce.as_slice(), ctx.hmac);
      if (answer !== undefined) return answer;
    }
    if (message instanceof ldk.OffersMessage_Invoice && message.invoice.payment_paths().some((p) => this.deps.pathGuard.isUnsafe(p))) {
      this.deps.logger.warn({ component: 'bolt12' }, 'invoice with a payment path introduced at this node with one hop ignored (LDK 0.1.0 cannot pay along it)');
      return ldk.Option_C2Tuple_OffersMessageResponseInstructionZZ.constructor_none();
    }
    return undefined;
  }

  private invoiceRequest(request: InvoiceRequest, nonce: Uint8Array, responder: Responder | null): Option_C2Tuple_OffersMessageResponseInstructionZZ | undefined {
    const { ldk, channelManager: cm, logger } = this.deps;
    const records = decodeTlvStream(request.write());
    const key = this.deps.keys.offerKey(nonce, records);
    if (toHex(request.issuer_signing_pubkey()) !== toHex(key.publicKey)) return undefined; // not an offer we wrote
    const none = ldk.Option_C2Tuple_OffersMessageResponseInstructionZZ.constructor_none();
    if (responder === null) return none;
    const refuse = (reason: string) => {
      logger.info({ component: 'bolt12', reason }, 'invoice request refused');
      const error = ldk.InvoiceError.constructor_new(null, ldk.UntrustedString.constructor_new(reason));
      return ldk.Option_C2Tuple_OffersMessageResponseInstructionZZ.constructor_some(
        ldk.TwoTuple_OffersMessageResponseInstructionZ.constructor_new(ldk.OffersMessage.constructor_invoice_error(error), responder.respond()),
      );
    };
    const now = this.deps.nowSecs();
    const expiry = records.find((r) => r.type === OFFER_EXPIRY_TYPE);
    if (expiry && decodeTu64(expiry.value) <= BigInt(now)) return refuse('the offer has expired');
    if (toHex(request.chain()) !== toHex(this.deps.chainHash)) return refuse('the offer is not payable on this chain');
    const offer = ldk.Offer.constructor_read(encodeTlvStream(records.filter((r) => r.type >= 1n && r.type <= 79n)));
    if (!(offer instanceof ldk.Result_OfferDecodeErrorZ_OK)) return refuse('the offer fields cannot be read');
    const amountMsat = this.amountOf(request, offer.res);
    if (amountMsat === null) return refuse('the invoice request has no amount');

    const inbound = cm.create_inbound_payment(ldk.Option_u64Z.constructor_some(amountMsat), INVOICE_EXPIRY_SECS, ldk.Option_u16Z.constructor_none());
    if (!(inbound instanceof ldk.Result_C2Tuple_ThirtyTwoBytesThirtyTwoBytesZNoneZ_OK)) return refuse('the amount cannot be received');
    const [paymentHash, paymentSecret] = [inbound.res.get_a(), inbound.res.get_b()];
    const note = printable(request.payer_note());
    const fields = ldk.InvoiceRequestFields.constructor_new(
      request.payer_signing_pubkey(),
      request.quantity(),
      note === null ? null : ldk.UntrustedString.constructor_new([...note].slice(0, PAYER_NOTE_LIMIT).join('')),
      null,
    );
    const paymentContext = ldk.PaymentContext.constructor_bolt12_offer(ldk.Bolt12OfferContext.constructor_new(offer.res.id(), fields));
    const height = cm.current_best_block().get_height();
    const tlvs = ldk.UnauthenticatedReceiveTlvs.constructor_new(paymentSecret, ldk.PaymentConstraints.constructor_new(height + MAX_CLTV_DELTA, 1n), paymentContext).authenticate(
      ldk.Nonce.constructor_from_entropy_source(this.deps.entropy),
      this.deps.expandedKey,
    );
    const paths = this.deps.paymentRouter.create_blinded_payment_paths(cm.get_our_node_id(), cm.list_usable_channels(), tlvs, amountMsat);
    if (!(paths instanceof ldk.Result_CVec_BlindedPaymentPathZNoneZ_OK) || paths.res.length === 0) {
      return refuse('no payment path to the recipient (no usable channel can receive the amount)');
    }
    const invoice = this.writeInvoice(records, paths.res, { paymentHash, amountMsat, createdAt: BigInt(now), key });
    if (!invoice) return refuse('the invoice could not be written');
    logger.info({ component: 'bolt12', paymentHash: toHex(paymentHash), amountMsat: amountMsat.toString() }, 'answered an invoice request for our offer');
    return ldk.Option_C2Tuple_OffersMessageResponseInstructionZZ.constructor_some(
      ldk.TwoTuple_OffersMessageResponseInstructionZ.constructor_new(ldk.OffersMessage.constructor_invoice(invoice), responder.respond()),
    );
  }

  /** What the payer pays: its own amount (LDK checked it covers the offer's), else the offer's times quantity. */
  private amountOf(request: InvoiceRequest, offer: Offer): bigint | null {
    const { ldk } = this.deps;
    const own = request.amount_msats();
    if (own instanceof ldk.Option_u64Z_Some) return own.some;
    const amount = offer.amount();
    if (!(amount instanceof ldk.Option_AmountZ_Some) || !(amount.some instanceof ldk.Amount_Bitcoin)) return null;
    const quantity = request.quantity();
    return amount.some.amount_msats * (quantity instanceof ldk.Option_u64Z_Some ? quantity.some : 1n);
  }

  /**
   * Our invoice for an invoice request, written record by record and signed with the offer's
   * key (the bindings' invoice builder cannot be consumed: its `build` panics on the borrowed
   * builder a Result hands out). BOLT12: every invoice-request record is copied, then the
   * payment paths with their pay info, creation time, expiry, payment hash, amount and the
   * offer's signing key as node id. LDK reads it back (checking the signature) before it is sent.
   */
  private writeInvoice(
    requestRecords: readonly TlvRecord[],
    paths: readonly BlindedPaymentPath[],
    invoice: { paymentHash: Uint8Array; amountMsat: bigint; createdAt: bigint; key: Bolt12KeyPair },
  ): Bolt12Invoice | null {
    const { ldk } = this.deps;
    const records: TlvRecord[] = [
      ...requestRecords.filter((r) => r.type < 240n || r.type > 1000n),
      { type: INVOICE.paths, value: concat(paths.map((p) => this.pathBytes(p))) },
      { type: INVOICE.blindedPay, value: concat(paths.map((p) => p.get_payinfo().write())) },
      { type: INVOICE.createdAt, value: encodeTu64(invoice.createdAt) },
      { type: INVOICE.relativeExpiry, value: encodeTu64(BigInt(INVOICE_EXPIRY_SECS)) },
      { type: INVOICE.paymentHash, value: invoice.paymentHash },
      { type: INVOICE.amount, value: encodeTu64(invoice.amountMsat) },
      { type: INVOICE.nodeId, value: invoice.key.publicKey },
    ];
    const signature = Bolt12Keys.sign(bolt12SignatureDigest('invoice', records), invoice.key.secretKey);
    const read = ldk.Bolt12Invoice.constructor_read(encodeTlvStream([...records, { type: SIGNATURE_TYPE, value: signature }]));
    return read instanceof ldk.Result_Bolt12InvoiceDecodeErrorZ_OK ? read.res : null;
  }

  /** A blinded path as BOLT12 writes it: introduction node, blinding point, hops. */
  private pathBytes(path: BlindedPaymentPath): Uint8Array {
    const { ldk } = this.deps;
    const intro = path.introduction_node();
    let introBytes: Uint8Array;
    if (intro instanceof ldk.IntroductionNode_NodeId) introBytes = intro.node_id;
    else if (intro instanceof ldk.IntroductionNode_DirectedShortChannelId) {
      introBytes = concat([Uint8Array.of(intro._0 === ldk.Direction.LDKDirection_NodeOne ? 0 : 1), bigEndian64(intro._1)]);
    } else throw new Error('unknown introduction node');
    const hops = path.blinded_hops();
    return concat([introBytes, path.blinding_point(), Uint8Array.of(hops.length), ...hops.map((h) => h.write())]);
  }

  private refundInvoice(invoice: Bolt12Invoice, paymentIdBytes: Uint8Array, nonce: Uint8Array, hmac: Uint8Array): Option_C2Tuple_OffersMessageResponseInstructionZZ | undefined {
    const { ldk, logger } = this.deps;
    if (toHex(hmac) !== toHex(this.deps.keys.tag('refund-path', paymentIdBytes, nonce))) return undefined; // not a refund we wrote
    const none = ldk.Option_C2Tuple_OffersMessageResponseInstructionZZ.constructor_none();
    const paymentId = toHex(paymentIdBytes);
    const refund = this.deps.refunds.get(paymentId);
    if (!refund || refund.invoiceHex !== null) {
      // Paid, paying another invoice (or this one, along another path), expired or abandoned.
      logger.info({ component: 'bolt12', paymentId }, 'invoice for a refund no longer waiting for one ignored');
      return none;
    }
    const problem = this.invoiceProblem(invoice, refund);
    if (problem) {
      logger.warn({ component: 'bolt12', paymentId, problem }, 'invoice for our refund ignored');
      return none;
    }
    this.deps.refundPayer.accept(refund, invoice);
    return none;
  }

  private invoiceProblem(invoice: Bolt12Invoice, refund: PendingRefund): string | null {
    const paymentId = fromHex(refund.paymentId);
    if (toHex(invoice.payer_signing_pubkey()) !== toHex(this.deps.keys.refundPayerKey(paymentId).publicKey)) return 'it is for another refund';
    if (invoice.amount_msats() !== refund.amountMsat) return `it asks ${invoice.amount_msats()} msat, the refund is for ${refund.amountMsat}`;
    if (toHex(invoice.chain()) !== toHex(this.deps.chainHash)) return 'it is for another chain';
    if (refund.expiryUnixSecs <= this.deps.nowSecs()) return 'the refund has expired';
    if (invoice.payment_paths().every((p) => this.deps.pathGuard.isUnsafe(p))) return 'its only payment paths start at this node with one hop';
    return null;
  }
}

function bigEndian64(n: bigint): Uint8Array {
  const out = new Uint8Array(8);
  for (let i = 7; i >= 0; i--) {
    out[i] = Number(n & 0xffn);
    n >>= 8n;
  }
  return out;
}
