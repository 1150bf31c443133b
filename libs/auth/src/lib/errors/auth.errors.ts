import { DomainError } from '@rln/core';

export class UnauthorizedError extends DomainError {
  readonly code = 'Unauthorized';
}

export class ForbiddenError extends DomainError {
  readonly code = 'Forbidden';
}
