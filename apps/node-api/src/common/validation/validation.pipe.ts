import { ValidationError, ValidationPipe } from '@nestjs/common';
import { InvalidRequestError } from '@rln/core';

/**
 * Strict input validation for every DTO: unknown fields and wrong types are a 400
 * `InvalidRequest` naming the first offending field (dotted path for nested fields), and
 * nothing is coerced implicitly, so "5" is never silently accepted for an integer.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => toInvalidRequest(errors),
  });
}

export function toInvalidRequest(errors: ValidationError[]): InvalidRequestError {
  const { path, constraints } = firstFailure(errors, '');
  const field = path || 'body';
  const reasons = Object.entries(constraints);
  const unknown = reasons.find(([rule]) => rule === 'whitelistValidation');
  const message = unknown ? `Unknown field '${field}'` : `Invalid field '${field}': ${reasons.map(([, text]) => text).join('; ')}`;
  return new InvalidRequestError(message, undefined, { field });
}

function firstFailure(errors: ValidationError[], prefix: string): { path: string; constraints: Record<string, string> } {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints && Object.keys(error.constraints).length > 0) return { path, constraints: error.constraints };
    if (error.children && error.children.length > 0) return firstFailure(error.children, path);
  }
  return { path: prefix, constraints: { invalid: 'invalid value' } };
}
