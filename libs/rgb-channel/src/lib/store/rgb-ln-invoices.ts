import { ConflictError, VersionConflictError, type KvStore } from '@rln/core';
import type { RgbInvoiceTerms } from '../binding/claim-gate';

/** KvStore namespace of this node's RGB Lightning invoices: key = payment hash (hex). */
export const RGB_LN_INVOICES_NAMESPACE = 'rgb_ln_invoices';

/** An RGB Lightning invoice this node issued: what the payee's claim gate checks a payment against. */
export interface RgbLnInvoice extends RgbInvoiceTerms {
  readonly invoice: string;
  /** hex; null for `create_for_hash`, whose caller keeps the preimage. */
  readonly preimage: string | null;
  readonly expiresAtUnixSecs: number;
}

/** A payment hash that already names an invoice of this node: an RGB payment hash is never reused. */
export class DuplicatePaymentHashError extends ConflictError {
  constructor(paymentHash: string) {
    super(`An invoice for payment hash ${paymentHash} already exists`, 'Use a fresh preimage for every RGB invoice.');
  }
}

interface StoredInvoice {
  readonly invoice: string;
  readonly paymentHash: string;
  readonly contractId: string;
  readonly assetAmount: string;
  readonly carrierMsat: string;
  readonly preimage: string | null;
  readonly expiresAtUnixSecs: number;
}

/**
 * The RGB invoices of this node, written before the invoice is handed out, so every payment that
 * arrives for one finds its terms. Write-once per payment hash.
 */
export class RgbLnInvoices {
  constructor(private readonly kv: KvStore) {}

  async add(invoice: RgbLnInvoice): Promise<void> {
    const stored: StoredInvoice = { ...invoice, assetAmount: invoice.assetAmount.toString(), carrierMsat: invoice.carrierMsat.toString() };
    try {
      await this.kv.put(RGB_LN_INVOICES_NAMESPACE, invoice.paymentHash, new TextEncoder().encode(JSON.stringify(stored)), 0n);
    } catch (err) {
      if (err instanceof VersionConflictError) throw new DuplicatePaymentHashError(invoice.paymentHash);
      throw err;
    }
  }

  async get(paymentHash: string): Promise<RgbLnInvoice | null> {
    const entry = await this.kv.get(RGB_LN_INVOICES_NAMESPACE, paymentHash);
    if (!entry) return null;
    const stored = JSON.parse(new TextDecoder().decode(entry.value)) as StoredInvoice;
    return { ...stored, assetAmount: BigInt(stored.assetAmount), carrierMsat: BigInt(stored.carrierMsat) };
  }
}
