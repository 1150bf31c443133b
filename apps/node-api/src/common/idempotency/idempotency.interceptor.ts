import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { fingerprintOf, IdempotencyService, type IdempotentOutcome, type IdempotentStart, parseIdempotencyKey } from '@rln/idempotency';
import type { Response } from 'express';
import { catchError, defer, from, mergeMap, type Observable, of, throwError } from 'rxjs';
import type { AuthenticatedRequest } from '../auth/bearer-auth.guard';
import { errorResponseOf } from '../errors/error-response';
import { IDEMPOTENT_ROUTE, type IdempotentRoute, type RequestWithIdempotencyKey } from './idempotent.decorator';

/**
 * Applies Idempotency-Key to routes marked @Idempotent: claims the key before the handler runs
 * (after authentication and before validation, so a replay never depends on today's rules),
 * replays a kept response, and keeps the handler's response, error responses included, before
 * the client sees it.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Idempotency');

  constructor(
    private readonly reflector: Reflector,
    private readonly idempotency: IdempotencyService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const route = this.reflector.get<IdempotentRoute | undefined>(IDEMPOTENT_ROUTE, context.getHandler());
    if (!route) return next.handle();
    const request = context.switchToHttp().getRequest<AuthenticatedRequest & RequestWithIdempotencyKey>();
    const response = context.switchToHttp().getResponse<Response>();
    return defer(() => {
      const key = parseIdempotencyKey(request.headers['idempotency-key']);
      if (key === null) return next.handle();
      const fingerprint = fingerprintOf({ method: request.method, url: request.originalUrl, body: request.body });
      // Keys are per token: a route taking them must never be public.
      const clientId = request.principal?.tokenId;
      if (!clientId) throw new Error(`Idempotency-Key on ${request.method} ${request.path}, a route without a token`);
      return from(this.idempotency.start(clientId, key, fingerprint, route.resumable)).pipe(
        mergeMap((start) => {
          if (start.kind === 'replay') {
            response.status(start.outcome.status).setHeader('Idempotent-Replayed', 'true');
            return of(start.outcome.body);
          }
          request.idempotentOperationKey = start.operationKey;
          return next.handle().pipe(
            mergeMap(async (body: unknown) => {
              await this.keep(start, key, { status: response.statusCode, body });
              return body;
            }),
            catchError((error: unknown) => {
              const [status, body] = errorResponseOf(error, request);
              return from(this.keep(start, key, { status, body })).pipe(mergeMap(() => throwError(() => error)));
            }),
          );
        }),
      );
    });
  }

  /** A response that cannot be kept still goes to the client; the key stays running until a restart resumes it. */
  private async keep(start: Extract<IdempotentStart, { kind: 'run' }>, key: string, outcome: IdempotentOutcome): Promise<void> {
    try {
      await start.finish(outcome);
    } catch (error) {
      this.logger.error(`could not keep the response of Idempotency-Key ${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
