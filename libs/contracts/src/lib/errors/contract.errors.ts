import { DomainError, InvalidRequestError, NotFoundError } from '@rln/core';

/** GET /rgb/contract/{id}/balance (and other lookups) of a contract the node does not know (404). */
export class ContractNotFoundError extends DomainError {
  readonly code = 'ContractNotFound';

  constructor(readonly contractId: string) {
    super(`Contract ${contractId} is not known to this node`, 'Issue it or import its consignment first', { contract_id: contractId });
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

/** A quantity the rgb-lib binding cannot carry (it validates u64 against 2^53 − 1). */
export class AmountTooLargeError extends InvalidRequestError {
  constructor(field: string, value: bigint, max: bigint) {
    super(`${field} ${value} exceeds ${max}, the largest amount the rgb-lib binding accepts`, 'Use an amount up to 2^53 − 1 raw units', { field, max: max.toString() });
  }
}
