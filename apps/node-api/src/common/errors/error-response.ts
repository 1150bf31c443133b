import { HttpException, HttpStatus } from '@nestjs/common';
import { DomainError } from '@rln/core';
import type { Request } from 'express';
import { ErrorBody } from './error-body';
import { statusForError } from './error-status.table';

/** Names for the HTTP-level failures Nest and Express raise before our code runs. */
const HTTP_STATUS_NAMES: Record<number, { error: string; message: string; hint?: string }> = {
  [HttpStatus.BAD_REQUEST]: { error: 'InvalidRequest', message: 'Invalid request' },
  [HttpStatus.NOT_FOUND]: { error: 'NotFound', message: 'Not found' },
  [HttpStatus.PAYLOAD_TOO_LARGE]: {
    error: 'PayloadTooLarge',
    message: 'Request body too large',
    hint: 'JSON bodies are limited to 1 MiB and binary uploads to 64 MiB.',
  },
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: { error: 'UnsupportedMediaType', message: 'Unsupported content type' },
  [HttpStatus.METHOD_NOT_ALLOWED]: { error: 'NotFound', message: 'Method not allowed' },
};

/**
 * The status and body a thrown thing answers with: domain errors through the status table,
 * Nest/Express HTTP errors keep their status, anything else is a 500 with no details.
 */
export function errorResponseOf(exception: unknown, request: Pick<Request, 'method' | 'path'>): [number, ErrorBody] {
  if (exception instanceof DomainError) {
    const body: ErrorBody = { error: exception.code, message: exception.message };
    if (exception.hint) body.hint = exception.hint;
    if (exception.details) body.details = exception.details;
    return [statusForError(exception.code), body];
  }
  const status = httpStatusOf(exception);
  if (status === HttpStatus.NOT_FOUND) {
    return [status, { error: 'NotFound', message: `No route ${request.method} ${request.path}`, hint: 'See /docs for the API.' }];
  }
  if (status !== null && status < 500) {
    const known = HTTP_STATUS_NAMES[status] ?? { error: 'InvalidRequest', message: 'Invalid request' };
    // Nest turns a body-parser SyntaxError into a 400 carrying the parser's message.
    const message = status === HttpStatus.BAD_REQUEST && exception instanceof Error ? `Malformed request body: ${exception.message}` : known.message;
    return [status, { error: known.error, message, ...(known.hint ? { hint: known.hint } : {}) }];
  }
  return [500, { error: 'Internal', message: 'Internal error', hint: 'Check the node log for this request id.' }];
}

/** Status of Nest's HttpExceptions and of body-parser errors (plain Errors with `status` and `type`). */
function httpStatusOf(exception: unknown): number | null {
  if (exception instanceof HttpException) return exception.getStatus();
  if (typeof exception !== 'object' || exception === null) return null;
  const candidate = exception as { status?: unknown; type?: unknown };
  return typeof candidate.status === 'number' && typeof candidate.type === 'string' ? candidate.status : null;
}
