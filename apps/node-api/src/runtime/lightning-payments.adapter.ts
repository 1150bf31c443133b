import { DomainError, InvalidRequestError } from '@rln/core';
import { LightningEngine, LightningError } from '@rln/lightning';
import {
  DecodedBolt11,
  DecodedOffer,
  DecodedRefund,
  InsufficientCapacityError,
  LightningOffers,
  LightningPayments,
  NoRouteError,
  PaymentEngine,
  PaymentStateConflictError,
} from '@rln/payments';

/** The payment services' view of the engine; engine refusals become the interface's error names. */
export class LightningPaymentsAdapter implements LightningPayments, LightningOffers, PaymentEngine {
  /** `engine` returns the running engine or throws NodeNotReady. */
  constructor(private readonly engine: () => LightningEngine) {}

  nodeId(): string {
    return this.engine().nodeId();
  }

  decodeBolt11(invoice: string): DecodedBolt11 {
    return translate(() => this.engine().decodeBolt11(invoice));
  }

  createBolt11Invoice(request: { amountMsat?: bigint; description: string; expirySecs: number; paymentHash?: string }) {
    return translate(() => this.engine().createBolt11Invoice(request));
  }

  payBolt11Invoice(invoice: string, options: { amountMsat?: bigint; firstHopChannelId?: string }) {
    return translate(() => this.engine().payBolt11Invoice(invoice, options));
  }

  sendKeysend(request: { counterpartyNodeId: string; amountMsat: bigint; customTlvs: { type: bigint; value: Uint8Array }[]; preimage: string }) {
    return translate(() => this.engine().sendKeysend(request));
  }

  claimForHash(paymentHash: string, preimage: string): void {
    translate(() => this.engine().claimForHash(paymentHash, preimage));
  }

  failForHash(paymentHash: string): void {
    translate(() => this.engine().failForHash(paymentHash));
  }

  abandonPayment(paymentId: string): void {
    translate(() => this.engine().abandonPayment(paymentId));
  }

  createOffer(request: { amountMsat?: bigint; description: string; expirySecs?: number; quantity?: bigint }) {
    return translate(() => this.engine().createOffer(request));
  }

  decodeOffer(offer: string): DecodedOffer {
    return translate(() => this.engine().decodeOffer(offer));
  }

  payOffer(request: { offer: string; paymentId: string; amountMsat?: bigint; quantity?: bigint; payerNote?: string }) {
    return translate(() => this.engine().payOffer(request));
  }

  async initiateRefund(request: { paymentId: string; amountMsat: bigint; expirySecs: number; quantity?: bigint; payerNote?: string }) {
    try {
      return await this.engine().initiateRefund(request);
    } catch (error) {
      throw interfaceError(error);
    }
  }

  decodeRefund(refund: string): DecodedRefund {
    return translate(() => this.engine().decodeRefund(refund));
  }

  requestRefundPayment(refund: string) {
    return translate(() => this.engine().requestRefundPayment(refund));
  }

  async abandon(paymentId: string): Promise<void> {
    this.abandonPayment(paymentId);
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
