import type { Bolt11Invoice } from 'lightningdevkit';
import { sanitisePeerText } from '@rln/core';
import type { Ldk } from '../ldk/ldk-loader';
import { toHex } from '../ldk/bytes';
import type { DecodedBolt11 } from '@rln/payments';
import { LightningError } from '../engine/lightning.error';

const CURRENCY_NAMES = ['bitcoin', 'testnet', 'regtest', 'simnet', 'signet'] as const;

/** Parses (and checks the signature of) a BOLT11 invoice; InvalidInvoice for anything else. */
export function parseBolt11(ldk: Ldk, invoice: string): Bolt11Invoice {
  let text = invoice.trim();
  if (/^lightning:/i.test(text)) text = text.slice('lightning:'.length);
  if (text === text.toUpperCase()) text = text.toLowerCase(); // bech32 allows all-uppercase (QR codes)
  const parsed = ldk.Bolt11Invoice.constructor_from_str(text);
  if (!(parsed instanceof ldk.Result_Bolt11InvoiceParseOrSemanticErrorZ_OK)) {
    const reason = (parsed as unknown as { err?: { to_str?: () => string } }).err?.to_str?.();
    throw new LightningError('InvalidInvoice', `not a valid BOLT11 invoice${reason ? `: ${reason}` : ''}`);
  }
  return parsed.res;
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
