import { crashPoint } from '@rln/core';
import type { Bolt12Invoice, ChannelManager, NodeSigner, PaymentParameters } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { fromHex, toHex } from '../ldk/bytes';
import type { EngineLogger } from '../ports/engine-logger.port';
import type { PaymentFailureReason } from '../domain/lightning-event';
import type { PendingRefund, PendingRefunds } from './pending-refunds';
import type { OwnIntroPathGuard } from './own-intro-path-guard';

const DEFAULT_ATTEMPTS = 3;

export interface RefundPayerDeps {
  readonly ldk: Ldk;
  readonly channelManager: ChannelManager;
  readonly nodeSigner: NodeSigner;
  readonly refunds: PendingRefunds;
  /** Finds the payment paths LDK 0.1.0 cannot pay along (one hop, introduced here). */
  readonly pathGuard: OwnIntroPathGuard;
  readonly logger: EngineLogger;
  readonly nowSecs: () => number;
  readonly wake: () => void;
  /** A refund's payment ended before any HTLC left (expired, abandoned, refused). */
  readonly paymentFailed: (paymentId: string, reason: string, reasonCode: PaymentFailureReason) => Promise<void>;
}

/**
 * Pays the invoices for our refunds (`send_payment` under the refund's payment id), each
 * refund once, across crashes too:
 * 1. the accepted invoice is written into the refund's entry (PendingRefunds.markPaying), and
 *    that write is durable before LDK is asked to pay;
 * 2. once `send_payment` returned, the entry goes: the payment is LDK's now (its outbound
 *    payment store is persisted with the ChannelManager and rebuilt from the channel monitors
 *    for HTLCs that left), and LDK refuses a second send under the same id.
 * An entry still paying after a restart (the process died between 1 and the entry's removal)
 * is resumed before LDK's first timer tick could forget a completed payment: if LDK knows the
 * payment id, the send happened and the entry only goes; otherwise nothing left the node and
 * the stored invoice is paid now, retried while there is no route (channels are being
 * re-established) until the invoice expires.
 */
export class RefundPayer {
  /** Refunds an attempt of this process is working on. */
  private readonly busy = new Set<string>();
  /** Refunds whose paying mark could not be written: written again before they are paid. */
  private readonly unsure = new Set<string>();

  constructor(private readonly deps: RefundPayerDeps) {}

  /** An invoice the OffersHandler checked, for a refund waiting for one: paid outside LDK's callback. */
  accept(refund: PendingRefund, invoice: Bolt12Invoice): void {
    const id = refund.paymentId;
    if (refund.invoiceHex !== null || this.busy.has(id)) return; // a copy of the invoice along another path
    const marked = this.deps.refunds.markPaying(id, toHex(invoice.write()));
    if (!marked) return;
    this.busy.add(id);
    setImmediate(() =>
      void this.attempt(id, invoice, marked, false)
        .catch((err: unknown) => this.deps.logger.error({ component: 'bolt12', paymentId: id, err: String(err) }, 'refund payment bookkeeping failed'))
        .finally(() => this.busy.delete(id)),
    );
  }

  /** Refunds left paying with no attempt under way (a restart, a failed write): see the class comment. */
  async resume(): Promise<void> {
    for (const refund of this.deps.refunds.paying()) {
      const id = refund.paymentId;
      if (this.busy.has(id)) continue;
      this.busy.add(id);
      try {
        if (this.knownToLdk(id)) {
          this.deps.logger.info({ component: 'bolt12', paymentId: id }, 'the refund payment was handed to LDK before the restart: not paid again');
          await this.forget(id);
          continue;
        }
        const invoice = this.readInvoice(refund.invoiceHex);
        if (!invoice) {
          await this.fail(id, 'the stored invoice for the refund cannot be read', 'UnexpectedError');
          continue;
        }
        const marked = this.unsure.has(id) ? this.deps.refunds.markPaying(id, refund.invoiceHex) : Promise.resolve();
        if (marked) await this.attempt(id, invoice, marked, true);
      } catch (err) {
        this.deps.logger.error({ component: 'bolt12', paymentId: id, err: String(err) }, 'resuming a refund payment failed; retried on the next tick');
      } finally {
        this.busy.delete(id);
      }
    }
  }

  /** Refunds past their expiry without an accepted invoice end as PaymentFailed. */
  async expire(): Promise<void> {
    const now = this.deps.nowSecs();
    for (const refund of this.deps.refunds.awaitingInvoice()) {
      const id = refund.paymentId;
      if (refund.expiryUnixSecs > now || this.busy.has(id)) continue;
      if (this.knownToLdk(id)) await this.forget(id);
      else await this.fail(id, 'no invoice was received before the refund expired', 'InvoiceRequestExpired');
    }
  }

  /** A refund nothing was sent for (waiting for an invoice, or one not paid yet) can be abandoned. */
  abandonable(paymentId: string): boolean {
    return this.deps.refunds.get(paymentId) !== undefined && !this.busy.has(paymentId) && !this.knownToLdk(paymentId);
  }

  /** Abandons a refund `abandonable` accepted; false when that changed meanwhile. */
  async abandon(paymentId: string): Promise<boolean> {
    if (!this.abandonable(paymentId)) return false;
    this.busy.add(paymentId);
    try {
      await this.fail(paymentId, 'the payment was abandoned', 'UserAbandoned');
      return true;
    } finally {
      this.busy.delete(paymentId);
    }
  }

  private async attempt(id: string, invoice: Bolt12Invoice, marked: Promise<void>, resumed: boolean): Promise<void> {
    const { ldk, channelManager: cm, logger } = this.deps;
    try {
      await marked;
      this.unsure.delete(id);
    } catch (err) {
      this.unsure.add(id);
      logger.warn({ component: 'bolt12', paymentId: id, err: String(err) }, 'the invoice for our refund could not be recorded: it is paid once it is');
      return;
    }
    crashPoint('bolt12-refund:before-send');
    const route = ldk.RouteParameters.constructor_from_payment_params_and_value(this.paymentParameters(invoice), invoice.amount_msats());
    const sent = cm.send_payment(invoice.payment_hash(), ldk.RecipientOnionFields.constructor_spontaneous_empty(), fromHex(id), route, ldk.Retry.constructor_attempts(DEFAULT_ATTEMPTS));
    this.deps.wake();
    if (sent instanceof ldk.Result_NoneRetryableSendFailureZ_OK) {
      logger.info({ component: 'bolt12', paymentId: id, paymentHash: toHex(invoice.payment_hash()), resumed }, 'paying the invoice for our refund');
      await this.forget(id);
      return;
    }
    const code = (sent as unknown as { err?: number }).err;
    const name = code === undefined ? 'unknown' : String(ldk.RetryableSendFailure[code]).replace(/^LDKRetryableSendFailure_/, '');
    if (resumed && name === 'RouteNotFound' && !this.expired(invoice)) {
      logger.info({ component: 'bolt12', paymentId: id }, 'no route yet for the invoice of an interrupted refund payment: retried on the next tick');
      return;
    }
    logger.warn({ component: 'bolt12', paymentId: id, reason: name }, 'paying the invoice for our refund failed');
    await this.fail(id, `the invoice for the refund could not be paid (${name})`, name === 'RouteNotFound' ? 'RouteNotFound' : 'UnexpectedError');
  }

  /**
   * The refund goes for good, then its failure is reported (a crash between the two leaves a
   * Pending record the startup reconcile fails: nothing was sent).
   */
  private async fail(id: string, reason: string, reasonCode: PaymentFailureReason): Promise<void> {
    if (await this.forget(id)) await this.deps.paymentFailed(id, reason, reasonCode);
  }

  /** Removes the refund's entry; one whose removal did not become durable is put back (resume finishes it). */
  private async forget(id: string): Promise<boolean> {
    const entry = this.deps.refunds.get(id);
    const { taken, durable } = this.deps.refunds.take(id);
    if (!entry || !taken) return false;
    try {
      await durable;
      return true;
    } catch (err) {
      this.deps.logger.error({ component: 'bolt12', paymentId: id, err: String(err) }, 'could not remove a refund entry: kept for the next tick');
      await this.deps.refunds.restore(entry).catch(() => undefined);
      return false;
    }
  }

  private readInvoice(hex: string): Bolt12Invoice | null {
    const { ldk } = this.deps;
    const read = ldk.Bolt12Invoice.constructor_read(fromHex(hex));
    return read instanceof ldk.Result_Bolt12InvoiceDecodeErrorZ_OK ? read.res : null;
  }

  private expired(invoice: Bolt12Invoice): boolean {
    return invoice.created_at() + invoice.relative_expiry() <= BigInt(this.deps.nowSecs());
  }

  /**
   * The invoice's payment parameters, with every blinded path introduced at this node advanced
   * by one hop (as LDK's own BOLT12 payments do): the payee's only peer may well be us. Paths
   * introduced here with a single hop are left out: advanced, they would have no hop left, and
   * LDK 0.1.0 panics on those (#4850; the OffersHandler ignores an invoice with no other path).
   */
  private paymentParameters(invoice: Bolt12Invoice): PaymentParameters {
    const { ldk, channelManager: cm, pathGuard } = this.deps;
    const params = ldk.PaymentParameters.constructor_from_bolt12_invoice(invoice);
    const ourId = toHex(cm.get_our_node_id());
    const safe = invoice.payment_paths().filter((path) => !pathGuard.isUnsafe(path));
    const paths = safe.map((path) => {
      const intro = path.introduction_node();
      if (intro instanceof ldk.IntroductionNode_NodeId && toHex(intro.node_id) === ourId) {
        const advanced = path.advance_path_by_one(this.deps.nodeSigner, cm.as_NodeIdLookUp());
        if (!advanced.is_ok()) this.deps.logger.warn({ component: 'bolt12' }, 'could not advance a payment path introduced at this node');
      }
      return path;
    });
    params.set_payee(ldk.Payee.constructor_blinded(paths, invoice.invoice_features()));
    return params;
  }

  private knownToLdk(paymentId: string): boolean {
    return this.deps.channelManager.list_recent_payments().some((p) => {
      const pid = (p as unknown as { payment_id?: Uint8Array }).payment_id;
      return pid !== undefined && toHex(pid) === paymentId;
    });
  }
}
