import { randomUUID } from 'node:crypto';
import { InvalidArgumentError } from 'commander';
import { MayHaveActed, mayHaveActed } from './cli-errors';

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

/**
 * Sends a request that moves money or creates something (always with an Idempotency-Key). A
 * failure that may have reached the node becomes MayHaveActed (exit 3, naming the key to retry
 * with); a refusal or a connection that never opened stays as it was.
 */
export async function sendIdempotent<T>(key: string, send: (headers: ReturnType<typeof idempotency>) => Promise<T>): Promise<T> {
  try {
    return await send(idempotency(key));
  } catch (error) {
    if (mayHaveActed(error)) throw new MayHaveActed(error, key);
    throw error;
  }
}
