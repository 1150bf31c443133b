import { DomainError } from '@rln/core';
import { LightningEngine, LightningError } from '@rln/lightning';
import {
  DecodedBolt11,
  InsufficientCapacityError,
  LightningPayments,
  NoRouteError,
  PaymentEngine,
  PaymentStateConflictError,
} from '@rln/payments';

/** The payment services' view of the engine; engine refusals become the interface's error names. */
export class LightningPaymentsAdapter implements LightningPayments, PaymentEngine {
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
  };
  return make[code]?.(error.message) ?? error;
}
