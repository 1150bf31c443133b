import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/node-api.schema';
import openApiDocumentJson from '../generated/openapi.json';
import { NodeUnreachableError } from './node-api-error';
import type { OpenApiDocument } from './schema-conformance';

/** A typed client of one node: `client.GET('/api/v1/payment/{paymentId}', { params: { path: { paymentId } } })`. */
export type NodeClient = Client<paths>;

export interface NodeClientOptions {
  /** The node's origin, for example `http://127.0.0.1:3001` (the paths carry `/api/v1`). */
  baseUrl: string;
  /** An API token (`node-api token create`); public endpoints need none. */
  token?: string;
  /** A fetch of your own (proxies, retries, tests); the global fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  /** Headers sent with every request, for example `Idempotency-Key` defaults of a caller. */
  headers?: Record<string, string>;
  /**
   * Gives up on a request after this long with NodeUnreachableError (none by default: the
   * node's long polls, `/events/wait_next` and `/payment/{id}/wait`, hold a request for as long
   * as their `timeout_secs`, so pick a limit above the longest you send).
   */
  timeoutMs?: number;
}

/** The OpenAPI document this client was generated from (the node's /docs-json at generation). */
export const openApiDocument = openApiDocumentJson as unknown as OpenApiDocument & { info: { version: string } };

export function createNodeClient(options: NodeClientOptions): NodeClient {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  return createClient<paths>({ baseUrl, headers, fetch: reachingFetch(baseUrl, options.fetch ?? globalThis.fetch, options.timeoutMs) });
}

/**
 * The caller's fetch with the timeout, and its network failures as NodeUnreachableError. With a
 * timeout the body is read here, inside it: a node that sends headers and then stalls is a
 * timeout too. undici's Request follows a signal only through a WeakRef, so an abort is lost
 * once garbage collection takes the Request; the request is held until the fetch settles, and
 * the timer races the fetch besides, so the caller gets its error even then.
 */
function reachingFetch(baseUrl: string, fetch: typeof globalThis.fetch, timeoutMs: number | undefined): (request: Request) => Promise<Response> {
  return async (request) => {
    if (timeoutMs === undefined) {
      try {
        return await fetch(request);
      } catch (error) {
        throw unreachable(baseUrl, request, error);
      }
    }
    const timeout = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const reason = new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError');
        timeout.abort(reason);
        reject(reason);
      }, timeoutMs);
    });
    const limited = new Request(request, { signal: AbortSignal.any([request.signal, timeout.signal]) });
    try {
      const response = await Promise.race([fetch(limited), expired]);
      const status = response.status;
      const body = NULL_BODY_STATUSES.has(status) ? null : await Promise.race([response.arrayBuffer(), expired]);
      return new Response(body, { status, statusText: response.statusText, headers: response.headers });
    } catch (error) {
      throw unreachable(baseUrl, request, timeout.signal.aborted ? timeout.signal.reason : error);
    } finally {
      clearTimeout(timer);
      // Keeps the Request (and the abort it follows) alive until here.
      void limited.signal;
    }
  };
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The caller's own abort stays an AbortError; a refused connection, a reset or our timeout is the node's. */
function unreachable(baseUrl: string, request: Request, error: unknown): unknown {
  return request.signal.aborted ? error : new NodeUnreachableError(baseUrl, error);
}
