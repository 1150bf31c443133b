import { createNodeClient, openApiDocument, SchemaConformance, SchemaMismatchError, type ErrorBody, type NodeClient, type paths } from '@rln/client';

export interface HttpResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ApiClientOptions {
  /**
   * Check every answer against the committed OpenAPI document (libs/client), failing the call
   * with a SchemaMismatchError when the server does something its document does not say.
   * On by default; benchmarks turn it off (RLN_CLIENT_CONFORMANCE=off in the bench run.sh scripts) to
   * measure the node, not the checker.
   */
  conformance?: boolean;
}

let sharedConformance: SchemaConformance | undefined;
function conformance(): SchemaConformance {
  sharedConformance ??= new SchemaConformance(openApiDocument);
  return sharedConformance;
}

/**
 * Drives a node over real HTTP through libs/client. `api` is the typed client generated from
 * the document; get/post/request take any path and body as well, so specs can send what the
 * document forbids (malformed JSON, unknown routes) and see the node's refusal. Both routes
 * share one openapi-fetch client and its schema-conformance check.
 */
export class ApiClient {
  readonly api: NodeClient;

  constructor(
    readonly baseUrl: string,
    private readonly token?: string,
    private readonly options: ApiClientOptions = {},
  ) {
    this.api = createNodeClient({ baseUrl, token });
    if (options.conformance ?? process.env['RLN_CLIENT_CONFORMANCE'] !== 'off') this.api.use(conformance().middleware());
  }

  withToken(token: string | undefined): ApiClient {
    return new ApiClient(this.baseUrl, token, this.options);
  }

  /** A documented path without placeholders answers its documented type; any other path, T. */
  get<P extends PathsWith<'get'>>(path: P): Promise<HttpResult<Answer<P, 'get'>>>;
  get<T = Record<string, unknown>>(path: string): Promise<HttpResult<T>>;
  get(path: string): Promise<HttpResult<unknown>> {
    return this.request('GET', path);
  }

  post<P extends PathsWith<'post'>>(path: P, body?: RequestBody<P, 'post'>, headers?: Record<string, string>): Promise<HttpResult<Answer<P, 'post'>>>;
  post<T = Record<string, unknown>>(path: string, body?: unknown, headers?: Record<string, string>): Promise<HttpResult<T>>;
  post(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpResult<unknown>> {
    return this.request('POST', path, body, headers);
  }

  async request<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpResult<T>> {
    const raw = typeof body === 'string' || body instanceof Uint8Array;
    // Raw bodies go as they are, with only the content type the caller gave (none otherwise).
    const init = raw
      ? { body, bodySerializer: (b: unknown) => b, headers: { 'Content-Type': null, ...headers }, parseAs: 'text' as const }
      : { body, headers, parseAs: 'text' as const };
    // A concrete path (query string included) is its own template: nothing to substitute.
    const result = await (this.api.request as UntypedRequest)(method.toLowerCase(), path, init);
    const text = result.response.ok ? result.data : result.error;
    return { status: result.response.status, body: parseJsonOrText(text) as T, headers: result.response.headers };
  }
}

type PathsWith<M extends 'get' | 'post'> = { [P in keyof paths]: paths[P] extends Record<M, object> ? P : never }[keyof paths];
type OperationOf<P extends keyof paths, M extends 'get' | 'post'> = paths[P] extends Record<M, infer O> ? O : never;
/** The JSON of the operation's 200 answer; errors come back in the same field, so it is partial to them. */
type Answer<P extends keyof paths, M extends 'get' | 'post'> =
  OperationOf<P, M> extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B & Partial<ErrorBody> : Record<string, unknown>;
type RequestBody<P extends keyof paths, M extends 'get' | 'post'> =
  OperationOf<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B | string | Uint8Array : unknown;

type UntypedRequest = (method: string, path: string, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

function parseJsonOrText(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? undefined;
  if (!value) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    // Non-JSON bodies (the HTML docs page, metrics) stay text.
    return value;
  }
}

/** Polls `probe` until it returns a truthy value (bounded, never a wall-clock assertion). */
export async function eventually<T>(probe: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      // An answer the document does not describe is a failure, not a state to wait out.
      if (error instanceof SchemaMismatchError) throw error;
      last = error;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}
