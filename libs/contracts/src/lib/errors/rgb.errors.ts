import { DomainError, InvalidRequestError, NotFoundError } from '@rln/core';

/** GET /rgb/contract/{id}/balance (and other lookups) of a contract the node does not know (404). */
export class ContractNotFoundError extends DomainError {
  readonly code = 'ContractNotFound';

  constructor(readonly contractId: string) {
    super(`Contract ${contractId} is not known to this node`, 'Issue it or import its consignment first', { contract_id: contractId });
  }
}

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

/** A consignment that fails validation; nothing was changed (422). */
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

export class ConsignmentNotFoundError extends NotFoundError {
  constructor(key: string) {
    super(`No consignment with key ${key}`);
  }
}

export class IssuerNotFoundError extends NotFoundError {
  constructor(name: string) {
    super(`No valid issuer named "${name}"`, 'GET /rgb/issuers lists the valid issuers');
  }
}

export class RgbUtxoNotFoundError extends NotFoundError {
  constructor(outpoint: string) {
    super(`${outpoint} is not a colourable UTXO of the RGB wallet`, 'GET /rgb/utxos lists them; fund the RGB wallet with POST /rgb/utxos/fund');
  }
}

/** A quantity the rgb-lib binding cannot carry (it validates u64 against 2^53 − 1). */
export class AmountTooLargeError extends InvalidRequestError {
  constructor(field: string, value: bigint, max: bigint) {
    super(`${field} ${value} exceeds ${max}, the largest amount the rgb-lib binding accepts`, 'Use an amount up to 2^53 − 1 raw units', { field, max: max.toString() });
  }
}
