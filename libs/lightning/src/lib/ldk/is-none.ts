/** The bindings pass an absent optional struct as an object whose pointer is 0 (or nothing). */
export function isNone(value: object | null | undefined): boolean {
  return !value || (value as unknown as { ptr: bigint }).ptr === 0n;
}
