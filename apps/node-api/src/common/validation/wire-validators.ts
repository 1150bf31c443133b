import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy, ValidationOptions } from 'class-validator';
import { CONTRACT_ID_PATTERN } from '@rln/rgb-wallet';
import { decimalAtMostPattern } from './decimal-pattern';

const U64_MAX = (1n << 64n) - 1n;
/**
 * The largest msat amount on the wire: BOLT11 amounts are pico-BTC in a u64 in LDK, so msat ≤
 * ⌊u64::MAX / 10⌋ (about 18.4 million BTC). No real amount is larger; LDK refused larger ones
 * deep inside invoice creation as a 500.
 */
export const MAX_MSAT = U64_MAX / 10n;
/** PostgreSQL bigint (ids, cursors). */
export const I64_MAX = (1n << 63n) - 1n;

/**
 * A non-negative integer as a decimal string that fits in u64 (amounts, ids on the wire). One
 * exact pattern does the check, so the OpenAPI document (validation-constraints.ts) publishes
 * the very bound enforced here.
 */
export function IsU64String(options: { positive?: boolean; max?: bigint } = {}, validation?: ValidationOptions): PropertyDecorator {
  const max = options.max ?? U64_MAX;
  const pattern = new RegExp(decimalAtMostPattern(max, { positive: options.positive }));
  return applyDecorators(
    IsString(validation),
    Matches(pattern, {
      ...validation,
      message: `$property must be a ${options.positive ? 'positive ' : ''}integer as a decimal string, at most ${max}, e.g. "1000"`,
    }),
  );
}

export function IsHex32(validation?: ValidationOptions): PropertyDecorator {
  return applyDecorators(IsString(validation), Matches(/^[0-9a-f]{64}$/, { message: '$property must be 32 bytes as 64 lowercase hex characters', ...validation }));
}

export function IsNodeId(): PropertyDecorator {
  return applyDecorators(IsString(), Matches(/^0[23][0-9a-f]{64}$/, { message: '$property must be a 33-byte compressed public key in hex' }));
}

/** supplement.md "Limits": 1 to 31,536,000 seconds. */
export function IsExpirySecs(): PropertyDecorator {
  return applyDecorators(IsInt(), Min(1), Max(31_536_000));
}

/** BOLT11's `d` field holds at most 639 bytes of UTF-8 (not UTF-16 code units). */
export function IsDescription(): PropertyDecorator {
  return applyDecorators(
    IsString(),
    MaxLength(639),
    ValidateBy({
      name: 'maxUtf8Bytes',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || Buffer.byteLength(value, 'utf8') <= 639,
        defaultMessage: (args) => `${args?.property} must be at most 639 bytes of UTF-8 (BOLT11 description limit)`,
      },
    }),
  );
}

/** A millisatoshi amount on the wire: a decimal string no larger than 21M BTC. */
export function IsMsatString(options: { positive?: boolean } = {}): PropertyDecorator {
  return IsU64String({ ...options, max: MAX_MSAT });
}

/**
 * An optional field: absent and `null` both mean "not given" (clients' serializers send
 * `Option::None` / `None` as null), and any other value must pass the field's rules. The null
 * becomes `undefined` before validation, so services never see it; class-validator's IsOptional
 * alone let it through as a value (the fuzzer's `"quantity": null` was a 500). The published
 * document marks these properties `nullable` (document-conventions.ts).
 */
export function IsOptionalOrNull(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (value === null ? undefined : value)),
    IsOptional(),
  );
}

/** `contract:<id>` (the interface) or rgb-lib's `rgb:<id>`. */
export function IsContractId(): PropertyDecorator {
  return applyDecorators(IsString(), Matches(CONTRACT_ID_PATTERN, { message: '$property must be "contract:<id>" (or rgb-lib\'s "rgb:<id>")' }));
}
