import { DomainError, InvalidRequestError } from '@rln/core';
import { LightningEngine, LightningError } from '@rln/lightning';
import { InsufficientCapacityError, NoRouteError, PaymentEngine, PaymentStateConflictError } from '@rln/payments';

type Request<M extends keyof PaymentEngine> = Parameters<PaymentEngine[M]>[0];

/** The payment services' view of the LDK engine; engine refusals become the interface's error names. */
export class LightningPaymentEngine implements PaymentEngine {
  /** `engine` returns the running engine or throws NodeNotReady. */
  constructor(private readonly engine: () => LightningEngine) {}

  nodeId(): string {
    return this.engine().nodeId();
  }

  decodeBolt11(invoice: string) {
    return translate(() => this.engine().decodeBolt11(invoice));
  }

  createBolt11Invoice(request: Request<'createBolt11Invoice'>) {
    return translate(() => this.engine().createBolt11Invoice(request));
  }

  payBolt11Invoice(invoice: Request<'payBolt11Invoice'>, options: Parameters<PaymentEngine['payBolt11Invoice']>[1]) {
    return translate(() => this.engine().payBolt11Invoice(invoice, options));
  }

  sendKeysend(request: Request<'sendKeysend'>) {
    return translate(() => this.engine().sendKeysend(request));
  }

  claimForHash(paymentHash: string, preimage: string): void {
    translate(() => this.engine().claimForHash(paymentHash, preimage));
  }

  failForHash(paymentHash: string): void {
    translate(() => this.engine().failForHash(paymentHash));
  }

  heldPaymentHashes(): string[] {
    return this.engine()
      .heldPayments()
      .map((held) => held.paymentHash);
  }

  async abandon(paymentId: string): Promise<void> {
    translate(() => this.engine().abandonPayment(paymentId));
  }

  createOffer(request: Request<'createOffer'>) {
    return translate(() => this.engine().createOffer(request));
  }

  decodeOffer(offer: string) {
    return translate(() => this.engine().decodeOffer(offer));
  }

  payOffer(request: Request<'payOffer'>) {
    return translate(() => this.engine().payOffer(request));
  }

  async initiateRefund(request: Request<'initiateRefund'>) {
    try {
      return await this.engine().initiateRefund(request);
    } catch (error) {
      throw interfaceError(error);
    }
  }

  decodeRefund(refund: string) {
    return translate(() => this.engine().decodeRefund(refund));
  }

  requestRefundPayment(refund: Request<'requestRefundPayment'>) {
    return translate(() => this.engine().requestRefundPayment(refund));
  }
}

function translate<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw interfaceError(error);
  }
}

/** Engine codes that the interface names differently. */
export function interfaceError(error: unknown): unknown {
  if (!(error instanceof LightningError)) return error;
  const code: string = error.code;
  const make: Record<string, (m: string) => DomainError> = {
    RouteNotFound: (m) => new NoRouteError(m, 'Open a channel toward the payee, or wait for the graph to learn a route.'),
    InsufficientCapacity: (m) => new InsufficientCapacityError(m, 'Check /channels outbound_capacity_msat.'),
    DuplicatePayment: (m) => new PaymentStateConflictError(m, 'Read the existing payment with GET /api/v1/payment/{id}.'),
    InvalidOffer: (m) => new InvalidRequestError(m, 'Pass a BOLT12 offer (lno1...) for this network that has not expired.', { field: 'offer' }),
    InvalidRefund: (m) => new InvalidRequestError(m, 'Pass a BOLT12 refund (lnr1...) for this network that has not expired.', { field: 'refund' }),
  };
  return make[code]?.(error.message) ?? error;
}
