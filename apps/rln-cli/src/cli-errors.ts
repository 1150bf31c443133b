import { NodeApiError, NodeUnreachableError } from '@rln/client';

/** Wrong use of the command line (exit 2), found after commander's own checks. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** An outcome the command reports as a failure (exit 1), e.g. a payment that ended Failed. */
export class CliFailure extends Error {
  override readonly name = 'CliFailure';
}

export interface FailureReport {
  readonly line: string;
  readonly exitCode: 1 | 2;
}

export interface FailureContext {
  readonly baseUrl?: string;
  readonly tokenGiven: boolean;
}

/**
 * The one line printed to stderr for an error, and the exit code: `error: <ErrorName>: message
 * (hint)` for the node's refusals, a plain line for an unreachable node, 2 for usage errors.
 */
export function reportFailure(error: unknown, context: FailureContext): FailureReport {
  if (error instanceof UsageError) return { line: `error: ${error.message}`, exitCode: 2 };
  if (error instanceof CliFailure) return { line: `error: ${error.message}`, exitCode: 1 };
  if (error instanceof NodeApiError) {
    const { error: name, message, hint } = error.body;
    const tokenHint = error.status === 401 && !context.tokenGiven ? 'no token given: pass --token, --token-file or set RLN_TOKEN' : undefined;
    const hints = [hint, tokenHint].filter((text): text is string => Boolean(text));
    return { line: `error: ${name}: ${oneLine(message)}${hints.length > 0 ? ` (${hints.map(oneLine).join('; ')})` : ''}`, exitCode: 1 };
  }
  const unreachable = unreachableCause(error);
  if (unreachable !== undefined) {
    const where = context.baseUrl ?? 'the node';
    return { line: `error: cannot reach the node at ${where} (${unreachable}); is it running? set --url or RLN_URL`, exitCode: 1 };
  }
  return { line: `error: ${oneLine(error instanceof Error ? error.message : String(error))}`, exitCode: 1 };
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

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}
