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

/** The caller's fetch with the timeout, and its network failures as NodeUnreachableError. */
function reachingFetch(baseUrl: string, fetch: typeof globalThis.fetch, timeoutMs: number | undefined): (request: Request) => Promise<Response> {
  return async (request) => {
    const limited = timeoutMs === undefined ? request : new Request(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]) });
    try {
      return await fetch(limited);
    } catch (error) {
      // The caller's own abort stays an AbortError; a refused connection, a reset or our timeout is the node's.
      if (request.signal.aborted) throw error;
      throw new NodeUnreachableError(baseUrl, error);
    }
  };
}
