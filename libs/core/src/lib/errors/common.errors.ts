import { DomainError } from './domain.error';

/** A request the node understood but whose values are wrong (400). */
export class InvalidRequestError extends DomainError {
  readonly code = 'InvalidRequest';
}

/** A named thing does not exist (404). */
export class NotFoundError extends DomainError {
  readonly code = 'NotFound';
}

/** The request conflicts with the current state (409). */
export class ConflictError extends DomainError {
  readonly code = 'Conflict';
}

/** A dependency (chain source, engine) is not up or not synced yet (503). */
export class NodeNotReadyError extends DomainError {
  readonly code = 'NodeNotReady';
}

/** A versioned write lost a race with another writer. */
export class VersionConflictError extends DomainError {
  readonly code = 'Conflict';
}

/** A body, or what it inflates to, is larger than the node accepts (413). */
export class PayloadTooLargeError extends DomainError {
  readonly code = 'PayloadTooLarge';
}
