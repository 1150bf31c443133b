/** `--idempotency-key` as openapi-fetch's header parameter: a repeat with the same key and body does nothing new. */
export function idempotency(key: string | undefined): { params?: { header: { 'Idempotency-Key': string } } } {
  return key === undefined ? {} : { params: { header: { 'Idempotency-Key': key } } };
}
