import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { PUBLIC_EXTENSION } from '../openapi/document-conventions';

export const IS_PUBLIC = 'rln:isPublic';

/**
 * Marks an endpoint that needs no token (supplement.md lists them: healthz, readyz, consignment
 * downloads, the RGB proxy; and metrics, for a Prometheus scraper); the OpenAPI document says
 * so too (security: []).
 */
export const Public = (): MethodDecorator & ClassDecorator => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension(PUBLIC_EXTENSION, true));
