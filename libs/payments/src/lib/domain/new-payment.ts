import { Payment } from './payment';

/** What a caller supplies to record a payment; status, failure code and times are the service's. */
export type NewPayment = Omit<Payment, 'status' | 'failureCode' | 'createdAt' | 'updatedAt'>;

/**
 * A new payment record's fields: what identifies it (id, kind, direction, amount) plus only
 * what this kind of payment knows at the start; everything else starts empty.
 */
export function newPayment(fields: Pick<NewPayment, 'id' | 'kind' | 'direction' | 'amountMsat'> & Partial<NewPayment>): NewPayment {
  return {
    feePaidMsat: null,
    paymentHash: null,
    preimage: null,
    htlcLocked: false,
    counterpartyNodeId: null,
    invoice: null,
    description: null,
    customTlvs: [],
    payerNote: null,
    failureReason: null,
    ...fields,
  };
}
