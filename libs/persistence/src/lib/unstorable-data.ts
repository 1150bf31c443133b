/** A value the database could never store as given (thrown before it is sent, e.g. unserialisable JSON). */
export class UnstorableDataError extends Error {
  override readonly name = 'UnstorableDataError';
}

/**
 * Whether a write failed for its data rather than for the database: SQLSTATE class 22 (data
 * exception: invalid text representation, untranslatable character such as \u0000 in jsonb,
 * U+0000 in text, values out of range) or 54000 (a value too large for an index), from
 * PostgreSQL and PGlite alike, or an UnstorableDataError. Retrying such a write fails the same
 * way forever; anything else (connection lost, serialization failure, lock timeout) may pass
 * on a retry.
 */
export function isUnstorableData(error: unknown): boolean {
  let current: unknown = error;
  // TypeORM's QueryFailedError copies the driver's fields and keeps the original as driverError.
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    if (current instanceof UnstorableDataError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '54000')) return true;
    const next = current as { driverError?: unknown; cause?: unknown };
    current = next.driverError ?? next.cause;
  }
  return false;
}
