import { InvalidRequestError } from '@rln/core';
import type { Request } from 'express';

/** The raw body of an application/octet-stream request (the app's raw body parser). */
export function binaryBody(req: Request): Uint8Array {
  const body: unknown = req.body;
  if (!Buffer.isBuffer(body)) throw new InvalidRequestError('The body must be binary with Content-Type: application/octet-stream');
  return new Uint8Array(body);
}
