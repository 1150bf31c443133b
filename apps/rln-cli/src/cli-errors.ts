import { NodeApiError, NodeUnreachableError } from '@rln/client';
import { escapeControls } from './format';

/**
 * The exit codes (docs/cli.md): 0 done (a payment Succeeded), 1 refused or failed, 2 usage, 3
 * the outcome is unknown: a payment was sent but its end was not seen, a request that moves
 * money or creates something may have been acted on, or the run was interrupted.
 */
export const EXIT = { ok: 0, failed: 1, usage: 2, unknown: 3 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Wrong use of the command line (exit 2), found after commander's own checks. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** An outcome the command reports as an `error: …` line: a payment that ended Failed (1), one still Pending (3). */
export class CliFailure extends Error {
  override readonly name = 'CliFailure';

  constructor(
    message: string,
    readonly exitCode: typeof EXIT.failed | typeof EXIT.unknown = EXIT.failed,
  ) {
    super(message);
  }
}

/**
 * A payment was sent, and then its outcome could not be learned (exit 3): the line tells the
 * operator not to pay again and how to follow it.
 */
export class OutcomeUnknown extends Error {
  override readonly name = 'OutcomeUnknown';

  constructor(
    readonly paymentId: string,
    readonly reason: string,
  ) {
    super(`payment ${paymentId} was sent; its outcome is unknown (${reason}). Do not pay again: rln payments wait ${paymentId}`);
  }
}

/**
 * A request that moves money or creates something failed in a way that may have reached the node
 * (exit 3): the node may have acted on it. The error line is followed by `advice`: by default, to
 * retry with its Idempotency-Key (which learns the outcome without doing it twice); where a retry
 * would only repeat the same answer, where to look instead.
 */
export class MayHaveActed extends Error {
  override readonly name = 'MayHaveActed';

  constructor(
    override readonly cause: unknown,
    readonly idempotencyKey: string,
    advice: string = retryAdvice(idempotencyKey),
  ) {
    super(advice);
  }
}

/**
 * How to retry a request sent with `key`: the same token (the node keeps keys per token; under
 * another one it would act again) and the same --url (channels open sends a URL made from it; a
 * request that differs under the key is refused).
 */
export function retryAdvice(key: string): string {
  return `the node may have acted on this request; to get its outcome without doing it twice, run the same command again with --idempotency-key ${key} and the same token and --url (the node keeps keys per token: with another token it would act again; a request that differs, such as another --url, is refused)`;
}

export interface FailureReport {
  /** One line, or two for MayHaveActed (the failure, then what to do). */
  readonly line: string;
  readonly exitCode: Exclude<ExitCode, 0>;
}

export interface FailureContext {
  readonly baseUrl?: string;
  readonly tokenGiven: boolean;
}

/**
 * The line printed to stderr for an error, and the exit code: `error: <ErrorName>: message
 * (hint)` for the node's refusals, a plain line for an unreachable node, 2 for usage errors, 3
 * when a payment's outcome is unknown or the node may have acted. What the node or a remote party
 * wrote is escaped (escapeControls).
 */
export function reportFailure(error: unknown, context: FailureContext): FailureReport {
  if (error instanceof UsageError) return { line: `error: ${error.message}`, exitCode: EXIT.usage };
  if (error instanceof CliFailure) return { line: `error: ${escapeControls(error.message)}`, exitCode: error.exitCode };
  if (error instanceof OutcomeUnknown) return { line: escapeControls(error.message), exitCode: EXIT.unknown };
  if (error instanceof MayHaveActed) return { line: `${reportFailure(error.cause, context).line}\n${error.message}`, exitCode: EXIT.unknown };
  if (error instanceof NodeApiError) {
    const { error: name, message, hint } = error.body;
    const tokenHint = error.status === 401 && !context.tokenGiven ? 'no token given: pass --token, --token-file or set RLN_TOKEN' : undefined;
    const hints = [hint, tokenHint].filter((text): text is string => Boolean(text));
    return { line: `error: ${oneLine(name)}: ${oneLine(message)}${hints.length > 0 ? ` (${hints.map(oneLine).join('; ')})` : ''}`, exitCode: EXIT.failed };
  }
  const unreachable = unreachableCause(error);
  if (unreachable !== undefined) {
    const where = context.baseUrl ?? 'the node';
    return { line: `error: cannot reach the node at ${where} (${oneLine(unreachable)}); is it running? set --url or RLN_URL`, exitCode: EXIT.failed };
  }
  return { line: `error: ${oneLine(error instanceof Error ? error.message : String(error))}`, exitCode: EXIT.failed };
}

/** Why a request failed, in a few words for a line of our own: `ServiceUnavailable: …`, `no answer from the node (ECONNRESET)`. */
export function failureReason(error: unknown): string {
  if (error instanceof NodeApiError) return `${oneLine(error.body.error)}: ${oneLine(error.body.message)}`;
  const unreachable = unreachableCause(error);
  if (unreachable !== undefined) return `no answer from the node (${oneLine(unreachable)})`;
  return oneLine(error instanceof Error ? error.message : String(error));
}

/**
 * Whether a failed request may have been acted on by the node: not when the node refused it
 * (isRefusal: a refusal changes nothing), nor when the connection was refused
 * or the name did not resolve (the request never left); for everything else (a 5xx, a proxy's
 * page, a reset, a timeout, an answer that could not be read) it may have.
 */
export function mayHaveActed(error: unknown): boolean {
  if (error instanceof UsageError || isRefusal(error)) return false;
  if (error instanceof NodeUnreachableError) return error.mayHaveReachedNode;
  return true;
}

/**
 * The node's own answer refusing a request: its error body with a 4xx status. Not a 5xx, a
 * proxy's page (HttpError), nor a 408 (a proxy's timeout, or PaymentTimeout: still in flight).
 */
export function isRefusal(error: unknown): error is NodeApiError {
  return error instanceof NodeApiError && error.status < 500 && error.status !== 408 && error.error !== 'HttpError';
}

/**
 * Node's fetch fails with `TypeError: fetch failed` and the socket error as its cause (an
 * AggregateError when several addresses were tried): the cause's code, or undefined when the
 * error is not a failed connection.
 */
export function unreachableCause(failure: unknown): string | undefined {
  // libs/client wraps the failed fetch; its cause is the TypeError below.
  const error = failure instanceof NodeUnreachableError ? failure.cause : failure;
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  if (!(error instanceof TypeError) || error.message !== 'fetch failed') return undefined;
  const cause = (error as { cause?: unknown }).cause as { code?: unknown; message?: unknown; errors?: { code?: unknown }[] } | undefined;
  const code = cause?.code ?? cause?.errors?.find((inner) => inner.code !== undefined)?.code;
  if (typeof code === 'string') return code;
  return typeof cause?.message === 'string' && cause.message ? cause.message : 'connection failed';
}

/** Text from the node on one line, its control characters escaped. */
function oneLine(text: string): string {
  return escapeControls(text.replace(/\s*\n\s*/g, ' ').trim());
}

/** An answer of the node without what the interface promises in it (a 204 or `{}` where an id belongs). */
export class MalformedAnswer extends Error {
  override readonly name = 'MalformedAnswer';
}
