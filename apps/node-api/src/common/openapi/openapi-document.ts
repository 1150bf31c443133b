import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from '../../app.module';
import type { NodeContext } from '../../infrastructure/node-context';
import { NODE_VERSION } from '../../runtime/version';
import { documentConventions } from './document-conventions';

export const API_PREFIX = 'api/v1';

/** The node's OpenAPI document: what /docs-json serves and what libs/client is generated from. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('RGB + Lightning node')
    .setDescription(
      'HTTP/JSON interface of the node. Amounts: `_msat` millisatoshis, `_sats` satoshis, raw asset units otherwise; ' +
        'large quantities and timestamps are decimal strings. Errors: `{error, message, hint?, details?}`.',
    )
    .setVersion(NODE_VERSION)
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'Token from `node-api token create`' })
    .addSecurityRequirements('bearer')
    .build();
  return documentConventions(SwaggerModule.createDocument(app, config));
}

/**
 * The same document without a running node: Nest's preview mode reads the controllers' and
 * DTOs' metadata and instantiates no provider, so no database, chain or wallet is touched. The
 * context is never read either; a hollow stand-in satisfies AppModule.register's signature.
 */
export async function describeApi(): Promise<OpenAPIObject> {
  const app = await NestFactory.create(AppModule.register(hollowContext()), { preview: true, logger: false, abortOnError: false });
  app.setGlobalPrefix(API_PREFIX);
  try {
    return buildOpenApiDocument(app);
  } finally {
    await app.close();
  }
}

function hollowContext(): NodeContext {
  // Every property read returns the proxy itself, so `context.rgb.wallet` is defined but inert;
  // `then` stays undefined, or an `await` on a value would wait forever.
  const hollow: object = new Proxy(function hollow() {
    return undefined;
  }, {
    get: (_target, key) => (key === 'then' ? undefined : key === Symbol.toPrimitive ? () => 0 : hollow),
  });
  return hollow as NodeContext;
}
