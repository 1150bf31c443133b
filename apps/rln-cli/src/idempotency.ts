import { randomUUID } from 'node:crypto';
import { InvalidArgumentError } from 'commander';
import { NodeApiError, expectOk } from '@rln/client';
import type { CliContext } from './cli-context';
import { CliFailure, MalformedAnswer, MayHaveActed, failureReason, mayHaveActed } from './cli-errors';

/** The node's Idempotency-Key: 1–255 visible ASCII characters (libs/idempotency, idempotency-key.ts). */
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

/** `--idempotency-key`: checked here, so a malformed key is a usage error before anything is sent. */
export function parseIdempotencyKey(value: string): string {
  if (!KEY_SHAPE.test(value)) throw new InvalidArgumentError('expected 1 to 255 visible ASCII characters (no spaces), such as a UUID');
  return value;
}

/** The operator's `--idempotency-key`, or a fresh random one for this run. */
export function idempotencyKeyOf(given: string | undefined): string {
  return given ?? randomUUID();
}

/** The key as openapi-fetch's header parameter: a repeat with the same key and body does nothing new. */
export function idempotency(key: string): { params: { header: { 'Idempotency-Key': string } } } {
  return { params: { header: { 'Idempotency-Key': key } } };
}

/** A request sent with an Idempotency-Key. */
export interface IdempotentRequest {
  readonly key: string;
  /** Where the operator sees whether it happened, for when a retry would only repeat an answer: `rln channels list`. */
  readonly check: string;
}

/** openapi-fetch's answer, before expectOk. */
interface Answer<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response: Response;
}

/**
 * The node's idempotency conflicts (libs/idempotency, IdempotencyService.start): both are
 * `409 Conflict`. A run that a restart interrupted is answered as a replay (header
 * Idempotent-Replayed: true), so the header and the name say it; "still running" has no name
 * of its own (another request under the key, a refusal, is Conflict too), so its message does.
 */
const STILL_RUNNING = /still running/i;
const INTERRUPTED = /interrupted by a restart|may or may not have taken effect/i;

/**
 * Sends a request that moves money or creates something (always with an Idempotency-Key, noted
 * on stderr first, so an interrupted run still shows it). A failure that may have reached the
 * node becomes MayHaveActed (exit 3, naming the key); a refusal or a connection that never
 * opened stays as it was (1). A non-2xx answer replayed by the node (Idempotent-Replayed: true)
 * is the first request's outcome, and retrying with the key would only repeat it. Resolves with
 * the answer's body, which may be missing (a 204): the caller checks what it needs of it.
 */
export async function sendIdempotent<T>(context: CliContext, request: IdempotentRequest, send: (headers: ReturnType<typeof idempotency>) => Promise<Answer<T>>): Promise<T | undefined> {
  const { key } = request;
  context.connect();
  context.warn(`idempotency key: ${key}`);
  context.track({ key });
  let answer: Answer<T>;
  try {
    answer = await send(idempotency(key));
  } catch (error) {
    if (mayHaveActed(error)) throw new MayHaveActed(error, key);
    throw error;
  }
  const replayed = answer.response.headers.get('idempotent-replayed')?.trim().toLowerCase() === 'true';
  if (answer.response.ok) {
    if (replayed) context.warn(`the node replayed its answer to the first request with key ${key}: nothing was done again`);
    return answer.data;
  }
  throw idempotentFailure(errorOf(answer), replayed, request);
}

function errorOf(answer: Answer<unknown>): unknown {
  try {
    expectOk(answer);
  } catch (error) {
    return error;
  }
  return new Error(`${answer.response.status} ${answer.response.statusText}`.trim());
}

/** What a failed answer to a request with an Idempotency-Key means (sendIdempotent). */
export function idempotentFailure(error: unknown, replayed: boolean, { key, check }: IdempotentRequest): unknown {
  const conflict = error instanceof NodeApiError && error.status === 409 && error.error === 'Conflict';
  if (conflict && (replayed || INTERRUPTED.test(error.body.message))) {
    return new MayHaveActed(error, key, `the first request with key ${key} was interrupted by a restart of the node and may or may not have taken effect; retrying with this key only repeats this answer. See whether it did: ${check}`);
  }
  if (replayed) {
    if (mayHaveActed(error)) {
      return new MayHaveActed(error, key, `this is the node's replay of its first answer to key ${key} (Idempotent-Replayed): the first request ended so and may have taken effect; retrying with this key only repeats it. See whether it did: ${check}`);
    }
    return new CliFailure(`${failureReason(error)} (the node's replay of its first answer to key ${key}: the first request was refused and changed nothing)`);
  }
  if (conflict && STILL_RUNNING.test(error.body.message)) {
    return new MayHaveActed(error, key, `the first request with key ${key} is still running on the node: wait, then run the same command again with --idempotency-key ${key} and the same token and --url to get its outcome`);
  }
  return mayHaveActed(error) ? new MayHaveActed(error, key) : error;
}

/**
 * `field` of an answer that must carry it as a non-empty string (the payment id, the channel,
 * the contract). Without it the request was accepted and may have been acted on, and a retry
 * with the key only replays the same answer: MayHaveActed pointing at `check`.
 */
export function requiredId(data: unknown, field: string, { key, check }: IdempotentRequest, what: string): string {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[field] : undefined;
  if (typeof value === 'string' && value !== '') return value;
  const malformed = new MalformedAnswer(`the node accepted the request, but its answer has no ${field}${data === undefined ? ' (no body)' : ''}`);
  throw new MayHaveActed(malformed, key, `${what} may have happened; retrying with key ${key} only repeats this answer. See whether it did: ${check}`);
}
