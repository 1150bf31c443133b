import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/node-api.schema';
import openApiDocumentJson from '../generated/openapi.json';
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
}

/** The OpenAPI document this client was generated from (the node's /docs-json at generation). */
export const openApiDocument = openApiDocumentJson as unknown as OpenApiDocument & { info: { version: string } };

export function createNodeClient(options: NodeClientOptions): NodeClient {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
  return createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), headers, ...(options.fetch ? { fetch: options.fetch } : {}) });
}
