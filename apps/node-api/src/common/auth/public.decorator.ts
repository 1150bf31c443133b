import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'rln:isPublic';

/** Marks an endpoint that needs no token (supplement.md lists them: healthz, readyz, consignment downloads, the RGB proxy). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);
