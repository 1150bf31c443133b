import { sanitisePeerText } from '@rln/core';

/** The bindings pass and return an absent optional struct as an object whose pointer is 0. */
export function isAbsent(value: object | null | undefined): boolean {
  if (!value) return true;
  const ptr = (value as { ptr?: bigint | number | null }).ptr;
  return ptr === undefined || ptr === null || BigInt(ptr) === 0n;
}

/** An optional LDK string (PrintableString, UntrustedString) as a string or null. */
export function printable(value: { to_str(): string } | null | undefined): string | null {
  return value && !isAbsent(value) ? value.to_str() : null;
}

/** An optional LDK string a peer wrote (notes, descriptions, issuers), made safe to store. */
export function peerText(value: { to_str(): string } | null | undefined): string | null {
  const text = printable(value);
  return text === null ? null : sanitisePeerText(text);
}
