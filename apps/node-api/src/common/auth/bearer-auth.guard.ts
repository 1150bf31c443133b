import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTokenService, Principal } from '@rln/auth';
import type { Request, Response } from 'express';
import { readRequestBody } from '../http/request-body';
import { IS_PUBLIC } from './public.decorator';

export type AuthenticatedRequest = Request & { principal?: Principal };

/**
 * Global guard, the first thing every route runs: a bearer token of a scope that allows its
 * method (unless the route is @Public), and only then the body. Reading the body here rather
 * than in middleware means an unauthenticated request is answered 401 without the node
 * buffering its body (up to 64 MiB); DomainErrorFilter closes such a connection instead of
 * draining it. Guards run before every interceptor, so the Idempotency-Key fingerprint and
 * the handlers see the parsed body.
 */
@Injectable()
export class BearerAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(ApiTokenService) private readonly tokens: ApiTokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<AuthenticatedRequest>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (!isPublic) request.principal = await this.tokens.authorize(request.headers.authorization, request.method);
    await readRequestBody(request, http.getResponse<Response>());
    return true;
  }
}
