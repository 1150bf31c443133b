import { InvalidRequestError } from '@rln/core';

/** The header that makes a money-moving POST safe to retry (supplement.md "Idempotency"). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 1–255 visible ASCII characters (0x21–0x7e). */
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

/** The key a request carries, or null when it carries none; a malformed key is a 400 before anything runs. */
export function parseIdempotencyKey(raw: string | string[] | undefined): string | null {
  if (raw === undefined) return null;
  if (Array.isArray(raw)) throw new InvalidRequestError(`${IDEMPOTENCY_KEY_HEADER} was sent more than once`);
  if (!KEY_SHAPE.test(raw)) {
    throw new InvalidRequestError(`${IDEMPOTENCY_KEY_HEADER} must be 1–255 visible ASCII characters`, 'Use a UUID or another unique token per operation');
  }
  return raw;
}
