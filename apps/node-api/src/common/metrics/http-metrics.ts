import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { NodeMetrics } from './node-metrics';

/** The route label of a request no route matched (unknown path, 405, static files). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts and times every request at the Express level, registered before the routes, so the
 * requests answered before a handler runs count too: 401/403 from the guard, 404 for an
 * unknown path, 405 from methodNotAllowed. Recorded when the response is sent, or as
 * "aborted" when the connection closes first.
 */
export function httpMetrics(metrics: NodeMetrics): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    let recorded = false;
    const record = (status: string) => {
      if (recorded) return;
      recorded = true;
      metrics.observeHttpRequest(req.method, routeTemplate(req), status, Number(process.hrtime.bigint() - started) / 1e9);
    };
    res.once('finish', () => record(String(res.statusCode)));
    res.once('close', () => record('aborted'));
    next();
  };
}

/**
 * The template of the route Express matched (`/api/v1/payment/:paymentId`), never the raw path:
 * paths carry ids and hashes, which would make a series per payment.
 */
export function routeTemplate(req: Pick<Request, 'route' | 'baseUrl'>): string {
  const path: unknown = req.route?.path;
  return typeof path === 'string' ? `${req.baseUrl ?? ''}${path}` : UNMATCHED_ROUTE;
}
