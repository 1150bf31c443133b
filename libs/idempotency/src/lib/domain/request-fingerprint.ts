import { sha256 } from '@noble/hashes/sha256';
import { utf8ToBytes } from '@noble/hashes/utils';
import { hex } from '@scure/base';

export interface FingerprintedRequest {
  readonly method: string;
  /** Path and query as sent. */
  readonly url: string;
  /** The parsed JSON body, or the raw bytes of a binary upload. */
  readonly body: unknown;
}

/**
 * What "the same request" means for a key: method, URL and body. JSON bodies are compared by
 * value (object key order and whitespace do not matter), binary bodies by their bytes.
 */
export function fingerprintOf(request: FingerprintedRequest): string {
  const body = request.body instanceof Uint8Array ? { binarySha256: hex.encode(sha256(request.body)) } : request.body;
  return hex.encode(sha256(utf8ToBytes(canonicalJson([request.method.toUpperCase(), request.url, body ?? null]))));
}

/** JSON with object keys sorted at every depth. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The key as stored: a digest of the client (its API token) and its key, so one client can
 * neither replay another's response nor block its keys.
 */
export function storedKeyOf(clientId: string, key: string): string {
  return hex.encode(sha256(utf8ToBytes(canonicalJson(['idempotency-key', clientId, key]))));
}

/**
 * What a resumable operation records to find its earlier run: one value per client, key and
 * request, so the same key reused for another request never finds the first one's operation.
 */
export function operationKeyOf(storedKey: string, fingerprint: string): string {
  return hex.encode(sha256(utf8ToBytes(canonicalJson(['idempotent-operation', storedKey, fingerprint]))));
}
