import type { components } from '../generated/node-api.schema';

/** The node's one error body (`{error, message, hint?, details?}`). */
export type ErrorBody = components['schemas']['ErrorBody'];

/** A non-2xx answer from the node, with its error name and the HTTP status. */
export class NodeApiError extends Error {
  override readonly name = 'NodeApiError';

  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(`${status} ${body.error}: ${body.message}${body.hint ? ` (${body.hint})` : ''}`);
  }

  /** The error name the interface's error tables use, for example `InsufficientFunds`. */
  get error(): string {
    return this.body.error;
  }
}

/**
 * No answer from the node: refused or reset connection, DNS failure, or the client's timeout.
 * `mayHaveReachedNode` is false only when the request certainly never left (connection refused,
 * name not resolved); after a reset or a timeout the node may have acted on it, so retry a
 * command only with the same Idempotency-Key.
 */
export class NodeUnreachableError extends Error {
  override readonly name = 'NodeUnreachableError';
  readonly mayHaveReachedNode: boolean;

  constructor(
    readonly baseUrl: string,
    override readonly cause: unknown,
  ) {
    const reason = describeCause(cause);
    super(`no answer from the node at ${baseUrl}: ${reason}`);
    this.mayHaveReachedNode = !NEVER_SENT.has(reason);
  }
}

/** Socket errors before any byte of the request could reach the node. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

/** The socket error's code (ECONNREFUSED…), 'timed out', or the message; by shape, as errors may come from another realm. */
function describeCause(cause: unknown): string {
  const error = cause as { name?: unknown; message?: unknown; cause?: { code?: unknown; message?: unknown; errors?: { code?: unknown }[] } } | undefined;
  if (error?.name === 'TimeoutError') return 'timed out';
  const inner = error?.cause;
  const code = inner?.code ?? inner?.errors?.find((e) => typeof e.code === 'string')?.code;
  if (typeof code === 'string') return code;
  if (typeof inner?.message === 'string' && inner.message) return inner.message;
  return typeof error?.message === 'string' ? error.message : String(cause);
}

/**
 * Unwraps an openapi-fetch result: the data of a 2xx answer, or a NodeApiError. A body that is
 * not the error body (a proxy's HTML page) still becomes a NodeApiError, named `HttpError`.
 */
export function expectOk<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok) return result.data as T;
  throw new NodeApiError(result.response.status, asErrorBody(result.error, result.response));
}

function asErrorBody(error: unknown, response: Response): ErrorBody {
  if (error && typeof error === 'object' && typeof (error as ErrorBody).error === 'string' && typeof (error as ErrorBody).message === 'string') {
    return error as ErrorBody;
  }
  return { error: 'HttpError', message: `${response.status} ${response.statusText}`.trim() };
}
