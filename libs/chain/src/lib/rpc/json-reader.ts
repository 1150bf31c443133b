/**
 * Minimal checks on RPC results: the node is trusted, but a wrong field type (another
 * dialect, a proxy in between) should fail here with a clear message, not deep inside LDK.
 */
export type JsonObject = { readonly [key: string]: unknown };

export function asObject(value: unknown, what: string): JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`${what}: expected an object, got ${describe(value)}`);
  }
  return value as JsonObject;
}

export function asArray(value: unknown, what: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new TypeError(`${what}: expected an array, got ${describe(value)}`);
  return value;
}

export function asString(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new TypeError(`${what}: expected a string, got ${describe(value)}`);
  return value;
}

export function asNumber(value: unknown, what: string): number {
  if (typeof value !== 'number') throw new TypeError(`${what}: expected a number, got ${describe(value)}`);
  return value;
}

export function optString(value: unknown, what: string): string | undefined {
  return value === undefined || value === null ? undefined : asString(value, what);
}

export function optNumber(value: unknown, what: string): number | undefined {
  return value === undefined || value === null ? undefined : asNumber(value, what);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}
