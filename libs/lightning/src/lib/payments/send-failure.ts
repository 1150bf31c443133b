import type { Ldk } from '../ldk/ldk-loader';
import { LightningError } from '../engine/lightning.error';

/** LDK's RetryableSendFailure (the enum value of a refused send) as our error. */
export function sendFailureError(ldk: Ldk, code: number | undefined): LightningError {
  const name = code === undefined ? 'unknown' : String(ldk.RetryableSendFailure[code]).replace(/^LDKRetryableSendFailure_/, '');
  switch (name) {
    case 'DuplicatePayment':
      return new LightningError('DuplicatePayment', 'a payment with this hash is already in flight');
    case 'RouteNotFound':
      return new LightningError('RouteNotFound', 'no route to the recipient was found');
    case 'PaymentExpired':
      return new LightningError('InvalidInvoice', 'the invoice has expired');
    case 'OnionPacketSizeExceeded':
      return new LightningError('InvalidRequest', 'the custom TLVs or payment metadata do not fit in the onion');
    default:
      return new LightningError('PaymentFailed', `the payment could not be sent: ${name}`);
  }
}
