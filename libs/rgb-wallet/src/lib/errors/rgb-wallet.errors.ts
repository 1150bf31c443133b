import { DomainError, InvalidRequestError, NotFoundError } from '@rln/core';

/** GET /rgb/address/current before the first POST /rgb/address/new (404). */
export class RgbAddressNotInitializedError extends DomainError {
  readonly code = 'AddressNotInitialized';

  constructor() {
    super('No RGB address has been generated yet', 'Call POST /rgb/address/new first');
  }
}

/** Not enough of an asset (or no free carrier UTXO) for the operation (409). */
export class InsufficientAssetBalanceError extends DomainError {
  readonly code = 'InsufficientAssetBalance';
}

/** A consignment that fails RGB validation; nothing was changed (422). */
export class ConsignmentInvalidError extends DomainError {
  readonly code = 'ConsignmentInvalid';

  constructor(reason: string) {
    super(`The consignment is invalid: ${reason}`, 'Export it again from the issuing node; nothing was imported', { reason });
  }
}

/** rgb-lib refused or failed an operation for a reason that is not the caller's (500). */
export class RgbOperationFailedError extends DomainError {
  readonly code = 'RgbOperationFailed';

  constructor(operation: string, reason: string) {
    super(`RGB operation ${operation} failed: ${reason}`, undefined, { operation, reason });
  }
}

export class RgbUtxoNotFoundError extends NotFoundError {
  constructor(outpoint: string) {
    super(`${outpoint} is not a colourable UTXO of the RGB wallet`, 'GET /rgb/utxos lists them; fund the RGB wallet with POST /rgb/utxos/fund');
  }
}

/**
 * A valid transfer consignment that pays none of this node's pending out-of-band receives (an
 * invoice of another node, one already paid, failed or expired); nothing was changed (404).
 */
export class NoMatchingRgbTransferError extends NotFoundError {
  constructor(reason: string) {
    super(`No pending RGB receive of this node matches the consignment: ${reason}`, 'Check the invoice it pays: it must be an open out-of-band invoice of this node');
  }
}

/**
 * An address that must be this node's plain wallet's (change, a sweep's destination) is valid
 * but not one of its addresses (400 InvalidRequest naming the field): the coins would leave.
 */
export class ForeignAddressError extends InvalidRequestError {
  constructor(field: string, address: string) {
    super(`${field} ${address} is not an address of this node's plain wallet`, 'Take addresses from POST /wallet/address/new', { field });
  }
}

/** A capacity operation's `change_address` is not the plain wallet's. */
export class ForeignChangeAddressError extends ForeignAddressError {
  constructor(address: string) {
    super('change_address', address);
  }
}
