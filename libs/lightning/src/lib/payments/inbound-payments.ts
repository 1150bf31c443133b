import { createHash } from 'node:crypto';
import type { ChannelManager } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { fromHex, toHex } from '../ldk/bytes';
import type { Bolt11InvoiceInfo, HeldPaymentInfo } from '../domain/engine-views';
import type { EngineLogger } from '../ports/engine-logger.port';
import { LightningError } from '../engine/lightning.error';
import type { HeldPayments } from './held-payments';
import { parseHex32, requirePositiveMsat } from './payment-inputs';

/**
 * BOLT11 invoices of this node, and settling the hold-invoice payments held for them
 * (claimForHash with the caller's preimage, failForHash back to the payer).
 */
export class InboundPayments {
  constructor(
    private readonly ldk: Ldk,
    private readonly channelManager: ChannelManager,
    private readonly held: HeldPayments,
    private readonly logger: EngineLogger,
  ) {}

  /**
   * Without `paymentHash` LDK derives the preimage and claims an arriving payment itself. With
   * `paymentHash` (hex, the caller keeps the preimage) it is a hold invoice: LDK registers the
   * hash (`create_inbound_payment_for_hash`), an arriving payment is held and reported as
   * PaymentClaimable, and settles only via claim or fail (or fails back at its claim deadline).
   * `minFinalCltvExpiryDelta` (blocks) overrides LDK's default for the last hop's HTLC expiry.
   */
  createBolt11Invoice(request: { amountMsat?: bigint; description: string; expirySecs?: number; paymentHash?: string; minFinalCltvExpiryDelta?: number }): Bolt11InvoiceInfo {
    const { ldk, channelManager: cm } = this;
    if (request.amountMsat !== undefined) requirePositiveMsat(request.amountMsat);
    const expirySecs = request.expirySecs ?? 3600;
    if (!Number.isInteger(expirySecs) || expirySecs <= 0) throw new LightningError('InvalidRequest', 'expirySecs must be a positive integer');
    const amount = () => (request.amountMsat === undefined ? ldk.Option_u64Z.constructor_none() : ldk.Option_u64Z.constructor_some(request.amountMsat));
    const delta = request.minFinalCltvExpiryDelta;
    if (delta !== undefined && (!Number.isInteger(delta) || delta < 18 || delta > 0xffff)) throw new LightningError('InvalidRequest', 'minFinalCltvExpiryDelta must be an integer from 18 (LDK\'s minimum) to 65535');
    const finalDelta = () => (delta === undefined ? ldk.Option_u16Z.constructor_none() : ldk.Option_u16Z.constructor_some(delta));
    let result;
    if (request.paymentHash === undefined) {
      result = ldk.UtilMethods.constructor_create_invoice_from_channelmanager(cm, amount(), request.description, expirySecs, finalDelta());
    } else {
      const hash = fromHex(parseHex32(request.paymentHash, 'paymentHash'));
      const registered = cm.create_inbound_payment_for_hash(hash, amount(), expirySecs, finalDelta());
      if (!registered.is_ok()) throw new LightningError('InvoiceCreationFailed', 'LDK refused the payment hash registration (amount or expiry out of range)');
      result = ldk.UtilMethods.constructor_create_invoice_from_channelmanager_with_payment_hash(
        cm,
        amount(),
        request.description,
        expirySecs,
        hash,
        finalDelta(),
      );
    }
    if (!(result instanceof ldk.Result_Bolt11InvoiceSignOrCreationErrorZ_OK)) {
      const reason = (result as unknown as { err?: { to_str?: () => string } }).err?.to_str?.();
      throw new LightningError('InvoiceCreationFailed', `could not create the invoice${reason ? `: ${reason}` : ''}`);
    }
    return { invoice: result.res.to_str(), paymentHash: toHex(result.res.payment_hash()), amountMsat: request.amountMsat ?? null };
  }

  /** InvalidRequest when sha256(preimage) is not the hash; PaymentNotFound when none is held. */
  claimForHash(paymentHash: string, preimage: string): void {
    const hash = parseHex32(paymentHash, 'paymentHash');
    const secret = fromHex(parseHex32(preimage, 'preimage'));
    if (createHash('sha256').update(secret).digest('hex') !== hash) {
      throw new LightningError('InvalidRequest', 'the preimage does not match the payment hash');
    }
    this.requireHeld(hash);
    this.channelManager.claim_funds_with_known_custom_tlvs(secret);
  }

  /** PaymentNotFound when none is held. */
  failForHash(paymentHash: string): void {
    const hash = parseHex32(paymentHash, 'paymentHash');
    this.requireHeld(hash);
    this.channelManager.fail_htlc_backwards(fromHex(hash));
    this.held.release(hash).catch((err: unknown) => this.logger.warn({ component: 'payments', err: String(err) }, 'could not forget a failed held payment'));
  }

  heldPayment(paymentHash: string): HeldPaymentInfo | null {
    return this.held.get(parseHex32(paymentHash, 'paymentHash')) ?? null;
  }

  heldPayments(): HeldPaymentInfo[] {
    return this.held.list();
  }

  private requireHeld(hash: string): void {
    if (!this.held.get(hash)) throw new LightningError('PaymentNotFound', `no payment is held for hash ${hash}`);
  }
}
