import type { DecodedRgbInvoice } from './rgb-invoice';

/** POST /rgb/ln/invoice/decode's body: amounts and `expiry_secs` as decimal strings. */
export interface RgbInvoiceDecodeResponse {
  readonly payment_hash: string;
  readonly destination: string;
  readonly expiry_secs: string;
  readonly carrier_amount_msat?: string;
  readonly contract_id?: string;
  readonly asset_amount?: string;
}

export function toRgbInvoiceDecodeResponse(decoded: DecodedRgbInvoice): RgbInvoiceDecodeResponse {
  return {
    payment_hash: decoded.paymentHash,
    destination: decoded.destination,
    expiry_secs: decoded.expirySecs.toString(),
    ...(decoded.carrierAmountMsat === undefined ? {} : { carrier_amount_msat: decoded.carrierAmountMsat.toString() }),
    ...(decoded.contractId === undefined ? {} : { contract_id: decoded.contractId }),
    ...(decoded.assetAmount === undefined ? {} : { asset_amount: decoded.assetAmount.toString() }),
  };
}
