import { InvalidRequestError } from '@rln/core';
import { AmountTooLargeError } from '../errors/contract.errors';

/** The rgb-lib npm binding validates every u64 against Number.MAX_SAFE_INTEGER. */
export const MAX_BINDING_AMOUNT = BigInt(Number.MAX_SAFE_INTEGER);
const DECIMAL = /^(0|[1-9][0-9]*)$/;

/** A decimal string of raw units → bigint, refusing what the binding cannot carry (400). */
export function parseBindingAmount(value: string, field: string, options: { allowZero?: boolean } = {}): bigint {
  if (!DECIMAL.test(value)) throw new InvalidRequestError(`${field} must be a decimal string of raw units, got "${value}"`, undefined, { field });
  const amount = BigInt(value);
  if (amount === 0n && !options.allowZero) throw new InvalidRequestError(`${field} must be positive`, undefined, { field });
  if (amount > MAX_BINDING_AMOUNT) throw new AmountTooLargeError(field, amount, MAX_BINDING_AMOUNT);
  return amount;
}
