/**
 * How to treat what came back from one HTTP exchange. Pure, so the retry rules are tested
 * without sockets:
 * - a JSON body is a JSON-RPC answer whatever the status (Core sends errors with 404/500);
 * - 401/403: wrong credentials or not allowed, retrying cannot help;
 * - other 5xx without JSON (btcd "503 Too busy", a proxy's 502): the server did not run
 *   the call, so retry;
 * - anything else is a misconfiguration (wrong path, http to a TLS port).
 */
export type ReplyVerdict =
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'auth'; readonly status: number }
  | { readonly kind: 'retry'; readonly reason: string }
  | { readonly kind: 'fatal'; readonly reason: string };

export function classifyHttpReply(status: number, body: string): ReplyVerdict {
  if (status === 401 || status === 403) return { kind: 'auth', status };
  const json = tryParseJson(body);
  if (json !== undefined && isJsonRpcPayload(json)) return { kind: 'json', value: json };
  const snippet = body.trim().slice(0, 120);
  if (status >= 500) return { kind: 'retry', reason: `HTTP ${status} ${snippet}`.trim() };
  if (status >= 200 && status < 300) return { kind: 'fatal', reason: `HTTP ${status} with a body that is not JSON-RPC: ${snippet || '(empty)'}` };
  return { kind: 'fatal', reason: `HTTP ${status}: ${snippet || '(empty)'}` };
}

/** TLS trust problems are configuration errors; every other socket error means "not up (yet)". */
export function isTlsSocketError(code: string | undefined): boolean {
  if (code === undefined) return false;
  return code.startsWith('ERR_TLS_') || code.startsWith('ERR_SSL_') || TLS_CODES.has(code);
}

const TLS_CODES: ReadonlySet<string> = new Set([
  'EPROTO',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_SIGNATURE_FAILURE',
]);

/** Core answers -28 (RPC_IN_WARMUP) while loading: the node is up but not ready. */
export const RPC_IN_WARMUP = -28;

function tryParseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

function isJsonRpcPayload(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  return typeof value === 'object' && value !== null && ('result' in value || 'error' in value);
}
