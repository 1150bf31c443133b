import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { errorResponseOf } from './error-response';

/**
 * Turns every thrown thing into the supplement's error body (errorResponseOf); a 500's
 * details stay in the log (with the request id) and never reach the client. An error answered
 * before the request's body arrived closes the connection.
 */
@Catch()
export class DomainErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request & { id?: string }>();
    const [status, body] = errorResponseOf(exception, request);
    if (status >= 500) {
      const stack = exception instanceof Error ? exception.stack : String(exception);
      this.logger.error(`request ${request.id ?? '-'} ${request.method} ${request.path} failed: ${stack}`);
    }
    if (response.headersSent) return;
    // Answered before the body arrived (a 401 always is: bodies are read after authentication):
    // close the connection rather than let Node drain the rest of the body to keep it alive.
    if (!request.complete) response.setHeader('Connection', 'close');
    response.status(status).json(body);
  }
}
