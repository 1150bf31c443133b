import type { Bolt11Invoice, ParseOrSemanticError } from 'lightningdevkit';
import { sanitisePeerText } from '@rln/core';
import type { Ldk } from '../ldk/ldk-loader';
import { toHex } from '../ldk/bytes';
import type { DecodedBolt11 } from '@rln/payments';
import { LightningError } from '../engine/lightning.error';
import { withLowS } from './bolt11-signature';

const CURRENCY_NAMES = ['bitcoin', 'testnet', 'regtest', 'simnet', 'signet'] as const;

/**
 * Parses (and checks the signature of) a BOLT11 invoice; InvalidInvoice for anything else. A
 * high-S signature is accepted when the payee's key is recovered from it (BOLT 11; LDK 0.1
 * refuses it), and refused when the invoice names its payee in an `n` field (BOLT 11 too).
 */
export function parseBolt11(ldk: Ldk, invoice: string): Bolt11Invoice {
  let text = typeof invoice === 'string' ? invoice.trim() : '';
  if (/^lightning:/i.test(text)) text = text.slice('lightning:'.length);
  if (text === text.toUpperCase()) text = text.toLowerCase(); // bech32 allows all-uppercase (QR codes)
  const parsed = ldk.Bolt11Invoice.constructor_from_str(text);
  if (parsed instanceof ldk.Result_Bolt11InvoiceParseOrSemanticErrorZ_OK) return parsed.res;
  const error = parsed instanceof ldk.Result_Bolt11InvoiceParseOrSemanticErrorZ_Err ? parsed.err : undefined;
  const lowS = badSignature(ldk, error) ? withLowS(text) : null;
  const retried = lowS === null ? null : ldk.Bolt11Invoice.constructor_from_str(lowS);
  if (retried instanceof ldk.Result_Bolt11InvoiceParseOrSemanticErrorZ_OK) {
    if (!namesPayee(retried.res)) return retried.res;
    throw new LightningError('InvalidInvoice', 'not a valid BOLT11 invoice: a high-S signature with an explicit payee (n field)');
  }
  const reason = error?.to_str();
  throw new LightningError('InvalidInvoice', `not a valid BOLT11 invoice${reason ? `: ${reason}` : ''}`);
}

function badSignature(ldk: Ldk, error: ParseOrSemanticError | undefined): boolean {
  return error instanceof ldk.ParseOrSemanticError_SemanticError && error.semantic_error === ldk.Bolt11SemanticError.LDKBolt11SemanticError_InvalidSignature;
}

/** Whether the invoice carries an `n` field (the bindings answer all zeros for none). */
function namesPayee(invoice: Bolt11Invoice): boolean {
  const key = invoice.payee_pub_key();
  return key instanceof Uint8Array && key.some((b) => b !== 0);
}

/** The plain read model of an invoice; `nowSecs` decides `isExpired`. */
export function describeBolt11(ldk: Ldk, invoice: Bolt11Invoice, nowSecs: number): DecodedBolt11 {
  const amount = invoice.amount_milli_satoshis();
  const timestamp = Number(invoice.duration_since_epoch());
  const expirySecs = Number(invoice.expiry_time());
  const description = invoice.clone().into_signed_raw().raw_invoice().description();
  const hasDescription = (description as unknown as { ptr: bigint }).ptr !== 0n;
  return {
    paymentHash: toHex(invoice.payment_hash()),
    payeeNodeId: toHex(invoice.get_payee_pub_key()),
    amountMsat: amount instanceof ldk.Option_u64Z_Some ? amount.some : null,
    expirySecs,
    timestampUnixSecs: timestamp,
    description: hasDescription ? sanitisePeerText(description.to_str()) : null,
    isExpired: timestamp + expirySecs <= nowSecs,
    network: CURRENCY_NAMES[invoice.currency()] ?? `unknown(${invoice.currency()})`,
  };
}
