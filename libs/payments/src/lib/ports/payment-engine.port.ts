/** What the payment service needs from the Lightning engine to manage outbound attempts. */
export interface PaymentEngine {
  /** Stops retrying an outbound payment; the engine reports its failure once no HTLC is in flight. */
  abandon(paymentId: string): Promise<void>;
}

export const PAYMENT_ENGINE = Symbol('PaymentEngine');
