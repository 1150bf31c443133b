/** What a route answers; the server writes it as is. */
export interface HttpReply {
  readonly status: number;
  readonly contentType: string;
  readonly body: string | Uint8Array;
}

export function text(body: string, status = 200): HttpReply {
  return { status, contentType: 'text/plain', body };
}

export function json(value: unknown): HttpReply {
  return { status: 200, contentType: 'application/json', body: JSON.stringify(value) };
}

export function octets(body: Uint8Array): HttpReply {
  return { status: 200, contentType: 'application/octet-stream', body };
}

// esplora-client reads 404 as "none" and retries 429/500/503: keep those meanings exact.
export const notFound = (what: string): HttpReply => text(`${what} not found`, 404);
export const badRequest = (message: string): HttpReply => text(message, 400);
export const unavailable = (message: string): HttpReply => text(message, 503);

/** 404 text when `value` is undefined, otherwise the mapped reply. */
export function orNotFound<T>(value: T | undefined, what: string, reply: (v: T) => HttpReply): HttpReply {
  return value === undefined ? notFound(what) : reply(value);
}
