import { bytesToHex } from '@noble/hashes/utils';
import { splitBolt11 } from './bolt11-parts';
import { fieldBytes } from './rgb-invoice';
import { InvalidRgbInvoiceError } from './rgb-invoice.error';

/** One hop of a BOLT 11 `r` field: the channel from `nodeId` towards the payee, and what it charges. */
export interface RouteHintHop {
  /** 33-byte compressed public key, hex. */
  readonly nodeId: string;
  readonly shortChannelId: bigint;
  readonly feeBaseMsat: number;
  readonly feeProportionalMillionths: number;
  readonly cltvExpiryDelta: number;
}

const TAG_ROUTE_HINT = 3;
/** pubkey 33, short_channel_id 8, fee_base_msat 4, fee_proportional_millionths 4, cltv_expiry_delta 2. */
const HOP_BYTES = 51;

/**
 * The private routes an invoice hints (BOLT 11 `r`, https://github.com/lightning/bolts/blob/master/11-payment-encoding.md),
 * one list of hops per `r` field, in the invoice's order; [] when it has none. Only the bech32
 * layout is read: no RGB fields are required and the signature is not checked (decodeRgbInvoice
 * does that). `InvalidRgbInvoiceError` for an `r` field that is not a whole, positive number of hops.
 */
export function routeHints(invoice: string): RouteHintHop[][] {
  return splitBolt11(invoice)
    .fields.filter((field) => field.tag === TAG_ROUTE_HINT)
    .map((field) => {
      // Like LDK (bech32 `from_base32`): the trailing pad bits are dropped and must be zero.
      const bytes = fieldBytes(field, 'route hint (r)');
      if (bytes.length === 0 || bytes.length % HOP_BYTES !== 0) {
        throw new InvalidRgbInvoiceError(`a route hint (r) of ${bytes.length} bytes is not a whole, positive number of ${HOP_BYTES}-byte hops`);
      }
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const hops: RouteHintHop[] = [];
      for (let at = 0; at < bytes.length; at += HOP_BYTES) {
        hops.push({
          nodeId: bytesToHex(bytes.subarray(at, at + 33)),
          shortChannelId: view.getBigUint64(at + 33),
          feeBaseMsat: view.getUint32(at + 41),
          feeProportionalMillionths: view.getUint32(at + 45),
          cltvExpiryDelta: view.getUint16(at + 49),
        });
      }
      return hops;
    });
}
