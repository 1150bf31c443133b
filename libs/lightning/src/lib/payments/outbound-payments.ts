import { createHash, randomBytes } from 'node:crypto';
import type { CustomTlvBytes, DecodedBolt11 } from '@rln/payments';
import type { Bolt11Invoice, ChannelManager } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { fromHex, toHex } from '../ldk/bytes';
import type { FirstHopRouter } from '../ldk/first-hop-router';
import type { PaymentAttempt } from '../domain/engine-views';
import type { EngineLogger } from '../ports/engine-logger.port';
import type { BitcoinNetwork } from '../engine/lightning-engine.options';
import { LightningError } from '../engine/lightning.error';
import { nowSecs } from '../engine/clock';
import { parseNodeId } from '../net/node-id';
import { describeBolt11, parseBolt11 } from './bolt11';
import { DecodedViews } from './decoded-views';
import { parseHex32, requirePositiveMsat, validateCustomTlvs } from './payment-inputs';
import type { PendingRefunds } from './pending-refunds';
import type { RefundPayer } from './refund-payer';
import { refuseDuplicatePayment } from './recent-payments';
import { sendFailureError } from './send-failure';
import { preflightSend } from './send-preflight';

/** Final CLTV delta of keysend payments (ldk-node's default; LND accepts it). */
const KEYSEND_FINAL_CLTV_DELTA = 144;
const DEFAULT_PAYMENT_ATTEMPTS = 3;

export interface KeysendRequest {
  counterpartyNodeId: string;
  amountMsat: bigint;
  customTlvs?: readonly CustomTlvBytes[];
  /** 32 bytes hex, chosen by the caller (so its record can exist before the send); random when absent. */
  preimage?: string;
  maxAttempts?: number;
}

export interface OutboundPaymentsDeps {
  readonly ldk: Ldk;
  readonly channelManager: ChannelManager;
  readonly paymentRouter: FirstHopRouter;
  readonly network: BitcoinNetwork;
  readonly refunds: PendingRefunds;
  readonly refundPayer: RefundPayer;
  readonly logger: EngineLogger;
  /** Ids of outbound payments whose outcome waits in the event journal, not yet delivered. */
  readonly journaledPaymentIds: () => ReadonlySet<string>;
}

/**
 * Payments this node sends over LDK's ChannelManager: BOLT11 invoices and keysend (payment
 * id = payment hash), and abandoning any outbound payment. A send is refused synchronously
 * when LDK already tracks the id, when capacity is short or no route exists; its outcome
 * arrives later as PaymentSent / PaymentFailed. BOLT12 sends are Bolt12Payments'.
 */
export class OutboundPayments {
  private readonly invoices: DecodedViews<DecodedBolt11, Bolt11Invoice>;

  constructor(private readonly deps: OutboundPaymentsDeps) {
    this.invoices = new DecodedViews<DecodedBolt11, Bolt11Invoice>(
      (text) => parseBolt11(deps.ldk, text),
      (invoice, now) => describeBolt11(deps.ldk, invoice, now),
      'InvalidInvoice',
    );
  }

  /** Parses a BOLT11 invoice; paying the result does not parse it again. */
  decodeBolt11(invoice: string): DecodedBolt11 {
    return this.invoices.decode(invoice, nowSecs());
  }

  /**
   * Sends a BOLT11 payment. Refused synchronously: an invalid, expired or other-network
   * invoice (InvalidInvoice); a hash already paid or in flight (DuplicatePayment); outbound
   * capacity below amount + fees (InsufficientCapacity); no route (RouteNotFound).
   * `firstHopChannelId` makes every attempt leave through that channel of ours.
   */
  payBolt11Invoice(invoice: string | DecodedBolt11, options: { amountMsat?: bigint; firstHopChannelId?: string; maxAttempts?: number }): PaymentAttempt {
    const { ldk, channelManager: cm, paymentRouter, network } = this.deps;
    const { parsed, view: info } = this.invoices.resolve(invoice, nowSecs());
    if (info.isExpired) throw new LightningError('InvalidInvoice', 'the invoice has expired');
    if (info.network !== network) {
      throw new LightningError('InvalidInvoice', `the invoice is for ${info.network}, this node runs on ${network}`);
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
    refuseDuplicatePayment(ldk, cm, id);
    const firstHop = preflightSend(ldk, cm, paymentRouter, {
      routeParams,
      amountMsat: options.amountMsat ?? info.amountMsat ?? 0n,
      payee: fromHex(info.payeeNodeId),
      firstHopChannelId: options.firstHopChannelId,
    });
    if (firstHop) paymentRouter.prefer(id, firstHop);
    const result = cm.send_payment(paymentHash, params.res.get_b(), paymentHash, routeParams, ldk.Retry.constructor_attempts(attempts(options.maxAttempts)));
    if (!(result instanceof ldk.Result_NoneRetryableSendFailureZ_OK)) {
      paymentRouter.forget(id);
      throw sendFailureError(ldk, (result as unknown as { err?: number }).err);
    }
    return { paymentId: id, paymentHash: id };
  }

  /**
   * A spontaneous (keysend) payment with a fresh random preimage (or the caller's `preimage`).
   * Custom TLVs must be of types >= 65536 (InvalidRequest otherwise). Same synchronous
   * refusals as payBolt11Invoice.
   */
  sendKeysend(request: KeysendRequest): PaymentAttempt {
    const { ldk, channelManager: cm, paymentRouter } = this.deps;
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
    refuseDuplicatePayment(ldk, cm, id);
    const routeParams = ldk.RouteParameters.constructor_from_payment_params_and_value(
      ldk.PaymentParameters.constructor_for_keysend(payee, KEYSEND_FINAL_CLTV_DELTA, false),
      request.amountMsat,
    );
    preflightSend(ldk, cm, paymentRouter, { routeParams, amountMsat: request.amountMsat, payee, firstHopChannelId: undefined });
    const result = cm.send_spontaneous_payment(
      ldk.Option_ThirtyTwoBytesZ.constructor_some(preimage),
      onion,
      paymentHash,
      routeParams,
      ldk.Retry.constructor_attempts(attempts(request.maxAttempts)),
    );
    if (!(result instanceof ldk.Result_ThirtyTwoBytesRetryableSendFailureZ_OK)) {
      throw sendFailureError(ldk, (result as unknown as { err?: number }).err);
    }
    return { paymentId: id, paymentHash: id };
  }

  /**
   * Ids of the outbound payments LDK still tracks (pending, abandoned or recently fulfilled),
   * of our refunds waiting for an invoice or paying one (ours to pay, not LDK's yet), and of
   * payments whose PaymentSent or PaymentFailed waits in the event journal: LDK forgets a
   * fulfilled payment a few timer ticks after its event was handled, while the journal may
   * still hold that event (the database was down), and a restart then must not take the
   * payment for one that never left.
   */
  trackedIds(): Set<string> {
    const ids = new Set<string>(this.deps.journaledPaymentIds());
    for (const p of this.deps.channelManager.list_recent_payments()) {
      const pid = (p as unknown as { payment_id?: Uint8Array }).payment_id;
      if (pid !== undefined) ids.add(toHex(pid));
    }
    for (const refund of this.deps.refunds.list()) ids.add(refund.paymentId);
    return ids;
  }

  /**
   * Stops retrying an outbound payment (HTLCs in flight stay so; PaymentFailed with reasonCode
   * UserAbandoned follows once they are resolved). A refund nothing was sent for yet is
   * dropped. PaymentNotFound for an id LDK does not track; InvalidRequest if it succeeded.
   */
  abandon(paymentId: string): void {
    const { ldk, channelManager: cm, refundPayer, logger } = this.deps;
    const id = parseHex32(paymentId, 'paymentId');
    if (refundPayer.abandonable(id)) {
      void refundPayer.abandon(id).catch((err: unknown) => logger.warn({ component: 'bolt12', err: String(err) }, 'abandoning a refund failed'));
      return;
    }
    const recent = cm.list_recent_payments().find((p) => {
      const pid = (p as unknown as { payment_id?: Uint8Array }).payment_id;
      return pid !== undefined && toHex(pid) === id;
    });
    if (!recent) throw new LightningError('PaymentNotFound', `no pending payment ${id}`);
    if (recent instanceof ldk.RecentPaymentDetails_Fulfilled) throw new LightningError('InvalidRequest', `payment ${id} already succeeded`);
    if (recent instanceof ldk.RecentPaymentDetails_Abandoned) return;
    cm.abandon_payment(fromHex(id));
  }
}

function attempts(maxAttempts: number | undefined): number {
  if (maxAttempts === undefined) return DEFAULT_PAYMENT_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new LightningError('InvalidRequest', 'maxAttempts must be a positive integer');
  return maxAttempts;
}
