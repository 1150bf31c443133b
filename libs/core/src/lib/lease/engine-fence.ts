import { DomainError } from '../errors/domain.error';

/**
 * What a replica that holds the engine lease checks before anything leaves the process: a
 * write to the database, a peer message, a broadcast, an rgb-lib call. `epoch` is the lease's
 * fencing token: the database refuses writes made under an older one.
 */
export interface EngineFence {
  readonly epoch: bigint;
  /** Throws LeaseLostError once the lease is no longer this process's (and reports the loss). */
  assertHeld(): void;
  /** The database refused this epoch: another replica holds the lease now. */
  lost(reason: string): never;
}

/** The engine lease moved to another replica; this process may no longer act for the node (503). */
export class LeaseLostError extends DomainError {
  readonly code = 'NodeNotReady';
}
