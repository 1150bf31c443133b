import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTokenService, Principal } from '@rln/auth';
import type { Request } from 'express';
import { IS_PUBLIC } from './public.decorator';

export type AuthenticatedRequest = Request & { principal?: Principal };

/** Global guard: every route needs a bearer token of a scope that allows its method. */
@Injectable()
export class BearerAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(ApiTokenService) private readonly tokens: ApiTokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    request.principal = await this.tokens.authorize(request.headers.authorization, request.method);
    return true;
  }
}
