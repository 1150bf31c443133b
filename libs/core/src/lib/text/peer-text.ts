/** Longest peer text kept, in code points; BOLT 1 error messages may carry up to 64 KiB. */
export const PEER_TEXT_MAX_CHARS = 1024;

const REPLACEMENT = '\uFFFD';
const ELLIPSIS = '\u2026';

/**
 * Text a peer chose (force-close and error messages, payer notes, invoice descriptions, node
 * aliases) as it may enter our records and events: C0 controls other than tab and newline
 * (U+0000 above all: PostgreSQL refuses it in text and jsonb) and lone surrogates (not valid
 * UTF-8) become U+FFFD, and text longer than `maxChars` code points is cut, ending in "…".
 */
export function sanitisePeerText(text: string, maxChars = PEER_TEXT_MAX_CHARS): string {
  let out = '';
  let kept = 0;
  // for..of walks code points; a lone surrogate comes out as one unit of its own.
  for (const char of text) {
    if (kept === maxChars) return `${[...out].slice(0, maxChars - 1).join('')}${ELLIPSIS}`;
    out += isUnsafe(char) ? REPLACEMENT : char;
    kept++;
  }
  return out;
}

function isUnsafe(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x20) return code !== 0x09 && code !== 0x0a;
  return char.length === 1 && code >= 0xd800 && code <= 0xdfff;
}
