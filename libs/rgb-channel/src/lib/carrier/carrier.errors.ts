import { DomainError } from '@rln/core';

/**
 * invoice/create: the receiver's to_local is below the 354 sat reserve and the carrier that
 * would restore it does not fit any channel holding the contract (the design's 402; the status
 * table maps the name).
 */
export class HolderReserveTooLowError extends DomainError {
  readonly code = 'HolderReserveTooLow';
}
