import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HEADER } from '@rln/idempotency';

export const IDEMPOTENT_ROUTE = Symbol('IdempotentRoute');

export interface IdempotentRoute {
  /**
   * The operation is keyed itself (it finds what an interrupted request with the key did), so a
   * retry after a crash may run it again. Otherwise such a retry is answered 409.
   */
  readonly resumable: boolean;
}

/** The request a key-carrying route sees: the operation key of the run the interceptor started. */
export interface RequestWithIdempotencyKey {
  idempotentOperationKey?: string;
}

/** Marks a route as accepting Idempotency-Key (supplement.md "Idempotency"); IdempotencyInterceptor does the rest. */
export function Idempotent(route: IdempotentRoute = { resumable: false }): MethodDecorator {
  return applyDecorators(
    SetMetadata(IDEMPOTENT_ROUTE, route),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$', example: 'f47ac10b-58cc-4372-a567-0e02b2c3d479' },
      description:
        'Optional, 1–255 visible ASCII characters. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) and does nothing else; ' +
        'the same key with another body is 409. Keys are kept durably for at least 24 hours. Responses that changed nothing (4xx other than 408, and 503) are not kept.',
    }),
  );
}

/**
 * For resumable routes: the operation key of this request (a digest of client, Idempotency-Key
 * and request), which the operation records so a retry after a crash finds what it did; null
 * without a key.
 */
export const IdempotentOperationKey = createParamDecorator((_: unknown, context: ExecutionContext): string | null => {
  return context.switchToHttp().getRequest<RequestWithIdempotencyKey>().idempotentOperationKey ?? null;
});
