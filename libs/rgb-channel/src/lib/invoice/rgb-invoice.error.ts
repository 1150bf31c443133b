import { DomainError } from '@rln/core';

/**
 * An invoice string the node refuses to read or extend (400 `InvalidInvoice`, the code BOLT11
 * decoding already answers with). `reason` names the first rule it broke.
 */
export class InvalidRgbInvoiceError extends DomainError {
  readonly code = 'InvalidInvoice';

  constructor(readonly reason: string) {
    super(`not a valid RGB Lightning invoice: ${reason}`, undefined, { reason });
  }
}
