import { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { ReplicaView } from '../../runtime/replica/replica-view';

/** Marks a request one replica forwarded to another: the receiver serves it or refuses it, never forwards it again. */
export const FORWARDED_BY = 'x-rln-forwarded-by';

/** What a follower serves itself: its own health and metrics, and reads the database answers alone. */
const SERVED_BY_ANY_REPLICA: ReadonlyArray<RegExp> = [
  /^\/api\/v1\/(healthz|readyz|metrics|version|node_id)$/,
  /^\/api\/v1\/payments$/,
  /^\/api\/v1\/payment\/[^/]+$/,
  /^\/docs(-json)?(\/.*)?$/,
];

/** Headers that describe one hop, not the request (RFC 9110 §7.6.1), plus Host, which names the target. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'host']);

/** How often a forward waiting for its answer checks that its target still holds the lease. */
const HOLDER_CHECK_MS = 500;

export interface ForwardingMetrics {
  requestForwarded(outcome: 'ok' | 'holder_unreachable' | 'no_holder'): void;
}

/**
 * The first middleware of a replica: the lease holder serves every request; a follower serves
 * `SERVED_BY_ANY_REPLICA` itself and streams everything else, unread, to the holder (which
 * authenticates it: the token never has to be trusted twice). With no live holder, or one
 * that does not answer before it said anything, the answer is 503 NodeNotReady with
 * Retry-After, so the client retries (with its Idempotency-Key for commands) against
 * whichever replica the balancer picks next.
 */
export function forwardToHolder(replica: ReplicaView, metrics: ForwardingMetrics, logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const role = replica.role();
    if (role === 'single' || role === 'holder') return next();
    const path = req.originalUrl.split('?')[0];
    if (req.method === 'GET' && SERVED_BY_ANY_REPLICA.some((pattern) => pattern.test(path))) return next();
    const holder = replica.holder();
    if (req.headers[FORWARDED_BY] !== undefined || holder === null || !holder.url) {
      metrics.requestForwarded('no_holder');
      return notReady(res, 'No replica holds the engine lease right now', 'A replica takes it over within seconds; retry.');
    }
    const holderUrl = holder.url;
    // A holder that pauses accepts connections (its kernel does) and never answers: once
    // another replica holds the lease, a forward still waiting for its answer gives up.
    const stillHolder = () => replica.holder()?.epoch === holder.epoch;
    forward(req, res, holderUrl, replica.replicaId, stillHolder, (err) => {
      metrics.requestForwarded('holder_unreachable');
      logger.warn({ component: 'replica', holder: holder.replicaId, err: String(err) }, 'the lease holder did not answer a forwarded request');
    }).then(
      (sent) => sent && metrics.requestForwarded('ok'),
      () => undefined,
    );
  };
}

/** Resolves true once the holder's answer was passed on, false when the holder could not be reached. */
function forward(
  req: IncomingMessage,
  res: ServerResponse,
  base: string,
  replicaId: string,
  stillHolder: () => boolean,
  onUnreachable: (err: unknown) => void,
): Promise<boolean> {
  return new Promise((resolve) => {
    // Only the path and query of the request target: an absolute-form (`http://host/…`) or
    // `//host/…` target must not choose where the follower sends the request.
    const { pathname, search } = new URL(req.url ?? '/', 'http://request-target.invalid');
    const target = new URL(base);
    target.pathname = pathname;
    target.search = search;
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const upstream = send(target, { method: req.method, headers: forwardedHeaders(req.headers, req.socket.remoteAddress, replicaId, target.host) }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, withoutHopHeaders(answer.headers));
      answer.pipe(res);
      answer.on('end', () => resolve(true));
      answer.on('error', () => res.destroy());
    });
    let connected = false;
    upstream.on('socket', (socket) => socket.once('connect', () => (connected = true)));
    const watch = setInterval(() => {
      if (!res.headersSent && !stillHolder()) upstream.destroy(new Error('another replica took the engine lease over'));
    }, HOLDER_CHECK_MS);
    res.on('close', () => clearInterval(watch));
    upstream.on('error', (err) => {
      clearInterval(watch);
      onUnreachable(err);
      if (res.headersSent) res.destroy();
      else if (!connected) notReady(res, 'The replica holding the engine lease did not answer', 'It may be failing over; retry.');
      // The holder had the request: it may have acted on it. A retry with the same
      // Idempotency-Key answers with what it did; without one, read the result first.
      else notReady(res, 'The replica holding the engine lease failed before it answered; the request may have taken effect', 'Retry with the same Idempotency-Key, or read the result before repeating it.');
      resolve(false);
    });
    // The client left: the holder's work goes on (like a client hanging up on the holder itself).
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
}

function forwardedHeaders(headers: IncomingHttpHeaders, clientAddress: string | undefined, replicaId: string, host: string): Record<string, string | string[]> {
  const out = withoutHopHeaders(headers);
  const forwardedFor = headers['x-forwarded-for'];
  out['x-forwarded-for'] = [forwardedFor, clientAddress].filter((v) => v !== undefined).join(', ');
  out[FORWARDED_BY] = replicaId;
  out['host'] = host;
  return out;
}

function withoutHopHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_HEADERS.has(name)) out[name] = value;
  return out;
}

function notReady(res: ServerResponse, message: string, hint: string): void {
  res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1', connection: 'close' });
  res.end(JSON.stringify({ error: 'NodeNotReady', message, hint }));
}
