import { ConflictError, InvalidRequestError, NotFoundError } from '@rln/core';

/** A string that is not an RGB invoice, or one this node cannot pay (400). */
export class InvalidRgbInvoiceError extends InvalidRequestError {
  constructor(reason: string, hint?: string) {
    super(`Invalid RGB invoice: ${reason}`, hint, { field: 'invoice' });
  }
}

export class OnchainTransferNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`No RGB on-chain transfer with id ${id}`, 'GET /rgb/onchain/payments lists them');
  }
}

/** The same nonce was used for an invoice with other parameters (409). */
export class InvoiceNonceReusedError extends ConflictError {
  constructor(nonce: string) {
    super(`nonce "${nonce}" already created an invoice with other parameters`, 'Use a new nonce for a new invoice, or repeat the first request unchanged', { field: 'nonce' });
  }
}
