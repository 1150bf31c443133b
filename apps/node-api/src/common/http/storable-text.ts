import { InvalidRequestError } from '@rln/core';

/** Deeper JSON is refused: no request of the interface nests past a handful of levels. */
export const MAX_JSON_DEPTH = 64;

/** In `u` mode a well-formed pair reads as one astral code point, so only a lone half is Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Refuses request text that no store or peer can take: a lone UTF-16 surrogate has no UTF-8
 * form (BOLT11/12 descriptions, rgb-lib strings) and PostgreSQL `text`/`jsonb` refuse U+0000.
 * Checked once for the whole parsed body (and for path and query parameters, StorableTextPipe)
 * so no route has to remember it; the fuzzer found a description carrying both reaching the
 * invoice builder as a 500. The walk uses its own stack, so nesting cannot overflow the call
 * stack; past MAX_JSON_DEPTH it is a 400.
 */
export function assertStorableText(value: unknown, root = 'body'): void {
  const pending: { value: unknown; path: () => string; depth: number }[] = [{ value, path: () => root, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path, depth } = next;
    if (typeof item === 'string') {
      checkText(item, path);
      continue;
    }
    if (item === null || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    if (depth >= MAX_JSON_DEPTH) throw new InvalidRequestError(`${root} nests deeper than ${MAX_JSON_DEPTH} levels`);
    if (Array.isArray(item)) {
      item.forEach((child, index) => pending.push({ value: child, path: () => `${path()}[${index}]`, depth: depth + 1 }));
      continue;
    }
    for (const [key, child] of Object.entries(item)) {
      checkText(key, () => `${path()} key`);
      pending.push({ value: child, path: () => `${path()}.${key}`, depth: depth + 1 });
    }
  }
}

function checkText(text: string, path: () => string): void {
  if (LONE_SURROGATE.test(text)) throw new InvalidRequestError(`${path()} is not well-formed Unicode (a lone UTF-16 surrogate)`);
  if (text.includes('\u0000')) throw new InvalidRequestError(`${path()} contains U+0000, which is not allowed in text`);
}
