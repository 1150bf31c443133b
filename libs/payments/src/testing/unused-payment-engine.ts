import type { PaymentEngine } from '../lib/ports/payment-engine.port';

function unused(method: string): never {
  throw new Error(`PaymentEngine.${method} is not used by this test`);
}

/** A PaymentEngine whose every call fails the test; fakes override what a test uses. */
export class UnusedPaymentEngine implements PaymentEngine {
  nodeId(..._args: Parameters<PaymentEngine['nodeId']>): string {
    return unused('nodeId');
  }
  decodeBolt11(..._args: Parameters<PaymentEngine['decodeBolt11']>): ReturnType<PaymentEngine['decodeBolt11']> {
    return unused('decodeBolt11');
  }
  createBolt11Invoice(..._args: Parameters<PaymentEngine['createBolt11Invoice']>): ReturnType<PaymentEngine['createBolt11Invoice']> {
    return unused('createBolt11Invoice');
  }
  payBolt11Invoice(..._args: Parameters<PaymentEngine['payBolt11Invoice']>): ReturnType<PaymentEngine['payBolt11Invoice']> {
    return unused('payBolt11Invoice');
  }
  sendKeysend(..._args: Parameters<PaymentEngine['sendKeysend']>): ReturnType<PaymentEngine['sendKeysend']> {
    return unused('sendKeysend');
  }
  claimForHash(..._args: Parameters<PaymentEngine['claimForHash']>): void {
    unused('claimForHash');
  }
  failForHash(..._args: Parameters<PaymentEngine['failForHash']>): void {
    unused('failForHash');
  }
  heldPaymentHashes(): string[] {
    return unused('heldPaymentHashes');
  }
  async abandon(..._args: Parameters<PaymentEngine['abandon']>): Promise<void> {
    unused('abandon');
  }
  createOffer(..._args: Parameters<PaymentEngine['createOffer']>): ReturnType<PaymentEngine['createOffer']> {
    return unused('createOffer');
  }
  decodeOffer(..._args: Parameters<PaymentEngine['decodeOffer']>): ReturnType<PaymentEngine['decodeOffer']> {
    return unused('decodeOffer');
  }
  payOffer(..._args: Parameters<PaymentEngine['payOffer']>): ReturnType<PaymentEngine['payOffer']> {
    return unused('payOffer');
  }
  async initiateRefund(..._args: Parameters<PaymentEngine['initiateRefund']>): ReturnType<PaymentEngine['initiateRefund']> {
    return unused('initiateRefund');
  }
  decodeRefund(..._args: Parameters<PaymentEngine['decodeRefund']>): ReturnType<PaymentEngine['decodeRefund']> {
    return unused('decodeRefund');
  }
  requestRefundPayment(..._args: Parameters<PaymentEngine['requestRefundPayment']>): ReturnType<PaymentEngine['requestRefundPayment']> {
    return unused('requestRefundPayment');
  }
}
