import type { IncomingMessage } from 'node:http';
import { InvalidJsonRpcRequest, ParseError } from '../errors/rgb-proxy.errors';
import { HttpRefusal } from './http-refusal';

/** Reads and parses a JSON body of at most `maxBytes` (for hosts without a JSON body parser). */
export async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new HttpRefusal(413, new InvalidJsonRpcRequest(`the JSON body exceeds ${maxBytes} bytes`), true);
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch (error) {
    throw new HttpRefusal(400, new ParseError(error instanceof Error ? error.message : String(error)), false);
  }
}
