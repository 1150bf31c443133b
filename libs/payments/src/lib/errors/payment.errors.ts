import { DomainError } from '@rln/core';

export class PaymentNotFoundError extends DomainError {
  readonly code = 'PaymentNotFound';
  constructor(id: string) {
    super(`No payment with id ${id}`, 'List payments with GET /api/v1/payments.');
  }
}

export class PaymentTimeoutError extends DomainError {
  readonly code = 'PaymentTimeout';
}

export class DuplicatePaymentError extends DomainError {
  readonly code = 'Conflict';
  constructor(id: string) {
    super(`A payment with id ${id} is already pending or succeeded`, 'Read it with GET /api/v1/payment/{id} instead of paying again.');
  }
}

export class PaymentStateConflictError extends DomainError {
  readonly code = 'Conflict';
}

export class NoRouteError extends DomainError {
  readonly code = 'NoRoute';
}

export class InsufficientCapacityError extends DomainError {
  readonly code = 'InsufficientCapacity';
}

/** An outbound payment ended Failed (the reason comes from the engine). */
export class PaymentFailedError extends DomainError {
  readonly code = 'PaymentFailed';
}
