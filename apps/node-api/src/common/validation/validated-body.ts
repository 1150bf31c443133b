import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validate } from 'class-validator';
import { InvalidRequestError } from '@rln/core';
import { toInvalidRequest } from './validation.pipe';

/**
 * The global pipe's checks for a body a route reads itself (a route that takes JSON or binary
 * on one path cannot declare @Body()); same rules: unknown fields and wrong types are a 400.
 */
export async function validatedBody<T extends object>(type: ClassConstructor<T>, body: unknown): Promise<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new InvalidRequestError('The body must be a JSON object (Content-Type: application/json)');
  const instance = plainToInstance(type, body, { enableImplicitConversion: false });
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true });
  if (errors.length > 0) throw toInvalidRequest(errors);
  return instance;
}
