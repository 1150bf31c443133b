import { NodeNotReadyError } from '@rln/core';

/**
 * Whether the engine still runs: `stopped` once stop began, `fatal` once state could not be
 * made durable. Shared by the loops, the event pump and the facade's guards.
 */
export class RunState {
  stopped = false;
  fatal: unknown = null;

  isRunning(): boolean {
    return !this.stopped && this.fatal === null;
  }

  /** NodeNotReady unless running. */
  ensureRunning(): void {
    if (!this.isRunning()) throw new NodeNotReadyError('the Lightning engine is not running');
  }
}
