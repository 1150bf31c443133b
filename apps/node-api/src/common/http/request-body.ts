import { json, raw, type Request, type RequestHandler, type Response } from 'express';
import { assertStorableText } from './storable-text';

export const JSON_BODY_LIMIT = '1mb';
export const BINARY_BODY_LIMIT = '64mb';

/** JSON up to 1 MiB (strict: an object or array) and application/octet-stream up to 64 MiB (supplement "Limits"). */
const PARSERS: readonly RequestHandler[] = [
  json({ limit: JSON_BODY_LIMIT, strict: true }),
  raw({ type: 'application/octet-stream', limit: BINARY_BODY_LIMIT }),
];

/**
 * Reads the request's body into `req.body` with the app's parsers; other content types are left
 * unread (the RGB proxy streams its multipart uploads itself). Rejects with body-parser's
 * errors (400 malformed, 413 too large), which the error filter renders like any other, and
 * refuses JSON text no store can hold (assertStorableText).
 * Called by BearerAuthGuard once the request is admitted, never before.
 */
export async function readRequestBody(req: Request, res: Response): Promise<void> {
  for (const parse of PARSERS) {
    await new Promise<void>((resolve, reject) => {
      void parse(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
    });
  }
  if (!Buffer.isBuffer(req.body)) assertStorableText(req.body);
}
