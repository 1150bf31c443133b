import { applyDecorators } from '@nestjs/common';
import { IsInt, IsString, Matches, Max, MaxLength, Min, ValidateBy, ValidationOptions } from 'class-validator';

const U64_MAX = (1n << 64n) - 1n;
/** 21 million BTC in msat: no real amount is larger, so anything above is a client mistake. */
export const MAX_MSAT = 21_000_000n * 100_000_000n * 1000n;
/** PostgreSQL bigint (ids, cursors). */
export const I64_MAX = (1n << 63n) - 1n;

/** A non-negative integer as a decimal string that fits in u64 (amounts, ids on the wire). */
export function IsU64String(options: { positive?: boolean; max?: bigint } = {}, validation?: ValidationOptions): PropertyDecorator {
  const max = options.max ?? U64_MAX;
  return applyDecorators(
    IsString(validation),
    ValidateBy(
      {
        name: 'isU64String',
        validator: {
          validate: (value: unknown) => {
            if (typeof value !== 'string' || !/^(0|[1-9][0-9]{0,19})$/.test(value)) return false;
            const n = BigInt(value);
            return n <= max && (!options.positive || n > 0n);
          },
          defaultMessage: (args) =>
            `${args?.property} must be a ${options.positive ? 'positive ' : ''}integer as a decimal string, at most ${max}, e.g. "1000"`,
        },
      },
      validation,
    ),
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
