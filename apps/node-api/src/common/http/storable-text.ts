import { InvalidRequestError } from '@rln/core';

/**
 * Refuses request text that no store or peer can take: a lone UTF-16 surrogate has no UTF-8
 * form (BOLT11/12 descriptions, rgb-lib strings) and PostgreSQL `text`/`jsonb` refuse U+0000.
 * Checked once for the whole parsed body so no route has to remember it; the fuzzer found a
 * description carrying both reaching the invoice builder as a 500.
 */
/** In `u` mode a well-formed pair reads as one astral code point, so only a lone half is Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

export function assertStorableText(value: unknown, path = 'body'): void {
  if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) throw new InvalidRequestError(`${path} is not well-formed Unicode (a lone UTF-16 surrogate)`);
    if (value.includes('\u0000')) throw new InvalidRequestError(`${path} contains U+0000, which is not allowed in text`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertStorableText(item, `${path}[${index}]`));
    return;
  }
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      assertStorableText(key, `${path} key`);
      assertStorableText(item, `${path}.${key}`);
    }
  }
}
