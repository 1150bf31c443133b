import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { PinoNestLogger } from './common/logging/logger';
import { requestLogger } from './common/logging/request-logger';
import { methodNotAllowed } from './common/http/method-not-allowed';
import { httpMetrics } from './common/metrics/http-metrics';
import { forwardToHolder } from './common/replica/forward-to-holder';
import { API_PREFIX, buildOpenApiDocument } from './common/openapi/openapi-document';
import { StorableTextPipe } from './common/validation/storable-text.pipe';
import { createValidationPipe } from './common/validation/validation.pipe';
import { NodeContext } from './infrastructure/node-context';

/**
 * Builds the HTTP host: prefix, validation, auth, errors, logs and OpenAPI. No body parser
 * runs as middleware: BearerAuthGuard reads bodies (common/http/request-body.ts, with the
 * limits) only after authenticating, so an unauthenticated request never gets its body read.
 */
export async function createHttpApp(context: NodeContext): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(context), {
    bodyParser: false,
    logger: new PinoNestLogger(context.logger.child({ component: 'nest' })),
  });
  app.use(requestLogger(context.logger.child({ component: 'http' })));
  // Before methodNotAllowed and the routes, so 401, 404 and 405 answers count too.
  app.use(httpMetrics(context.metrics));
  // A follower replica streams commands, unread, to the lease holder (docs/operations.md).
  app.use(forwardToHolder(context.replica, context.metrics, context.logger.child({ component: 'replica' })));
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(new StorableTextPipe(), createValidationPipe());

  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs-json' });
  // Registered before the routes (Nest mounts them at init), so it sees every request first.
  app.use(methodNotAllowed(document));
  return app;
}
