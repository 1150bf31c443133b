import { ConflictError } from '@rln/core';
import { keepsOutcome } from '../domain/outcome-policy';
import { operationKeyOf, storedKeyOf } from '../domain/request-fingerprint';
import type { IdempotencyRecord, IdempotencyStore } from '../ports/idempotency-store.port';

/** A response as the client saw it. */
export interface IdempotentOutcome {
  readonly status: number;
  readonly body: unknown;
}

/** What to do with a request that carries a key. */
export type IdempotentStart =
  /** Answer with the first request's response; run nothing. */
  | { readonly kind: 'replay'; readonly outcome: IdempotentOutcome }
  /**
   * Run the request, then hand its response to `finish`. `resumed`: a crash interrupted an
   * earlier run of this key. `operationKey`: what a resumable operation records to find that run.
   */
  | { readonly kind: 'run'; readonly resumed: boolean; readonly operationKey: string; finish(outcome: IdempotentOutcome): Promise<void> };

export interface IdempotencyOptions {
  /** This process; a `running` row of another owner was interrupted by a crash. */
  readonly owner: string;
  readonly now: () => number;
  /** How long keys are kept (the supplement asks for at least 24 hours). */
  readonly retentionSecs: number;
}

/** Old keys are purged at most this often, on the way of a new claim. */
const PURGE_EVERY_SECS = 3_600;

/**
 * Idempotency-Key semantics (supplement.md "Idempotency"): a key runs its request once; a
 * repeat with the same request gets the kept response; a different request under the key is a
 * 409. A run a crash interrupted is resumed only by routes whose operation is itself keyed
 * (`resumable`: it finds what the interrupted run did); any other route answers 409 for that
 * key, since the operation may or may not have happened and running it again could pay twice.
 */
export class IdempotencyService {
  private lastPurgeUnixSecs = 0;

  constructor(
    private readonly store: IdempotencyStore,
    private readonly options: IdempotencyOptions,
  ) {}

  /** `clientId`: who sends the key (its API token); keys of different clients never meet. */
  async start(clientId: string, clientKey: string, fingerprint: string, resumable: boolean): Promise<IdempotentStart> {
    const key = storedKeyOf(clientId, clientKey);
    const now = this.options.now();
    await this.purgeOld(now);
    const existing = await this.store.claim(key, fingerprint, this.options.owner, now);
    if (existing === null) return this.run(key, fingerprint, false, resumable);
    if (existing.fingerprint !== fingerprint) {
      throw new ConflictError('This Idempotency-Key was used with a different request', 'Use a new key for a new operation');
    }
    if (existing.state === 'done') return { kind: 'replay', outcome: keptOutcome(existing) };
    if (existing.owner === this.options.owner) {
      throw new ConflictError('A request with this Idempotency-Key is still running', 'Retry once it has answered');
    }
    // Interrupted by a crash: one retry takes the key over.
    if (!(await this.store.takeOver(key, existing.owner, this.options.owner))) {
      throw new ConflictError('A request with this Idempotency-Key is still running', 'Retry once it has answered');
    }
    if (resumable) return this.run(key, fingerprint, true, true);
    const interrupted: IdempotentOutcome = {
      status: 409,
      body: {
        error: 'Conflict',
        message: 'The first request with this Idempotency-Key was interrupted by a restart; it may or may not have taken effect',
        hint: 'Check the payment list before retrying with a new key',
      },
    };
    await this.store.complete(key, this.options.owner, interrupted.status, JSON.stringify(interrupted.body));
    return { kind: 'replay', outcome: interrupted };
  }

  private run(key: string, fingerprint: string, resumed: boolean, resumable: boolean): IdempotentStart {
    return {
      kind: 'run',
      resumed,
      operationKey: operationKeyOf(key, fingerprint),
      finish: (outcome) =>
        withRetries(() =>
          keepsOutcome(outcome.status, resumable) ? this.store.complete(key, this.options.owner, outcome.status, JSON.stringify(outcome.body ?? null)) : this.store.release(key, this.options.owner),
        ),
    };
  }

  private async purgeOld(now: number): Promise<void> {
    if (now - this.lastPurgeUnixSecs < PURGE_EVERY_SECS) return;
    this.lastPurgeUnixSecs = now;
    await this.store.purgeCreatedBefore(now - this.options.retentionSecs);
  }
}

/** A kept response must not be lost to a database blip: the key would stay `running` until a restart. */
async function withRetries(write: () => Promise<void>, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

function keptOutcome(record: IdempotencyRecord): IdempotentOutcome {
  return { status: record.responseStatus ?? 500, body: record.responseBody === null ? null : JSON.parse(record.responseBody) };
}
