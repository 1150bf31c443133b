import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { httpMetrics, routeTemplate, UNMATCHED_ROUTE } from './http-metrics';
import type { NodeMetrics } from './node-metrics';

type Observed = [method: string, route: string, status: string, seconds: number];

function harness() {
  const observed: Observed[] = [];
  const metrics = { observeHttpRequest: (...args: Observed) => observed.push(args) } as unknown as NodeMetrics;
  const middleware = httpMetrics(metrics);
  /** Runs the middleware on `req` itself, so what Express sets on it later is seen. */
  const request = (req: Partial<Request>) => {
    const res = Object.assign(new EventEmitter(), { statusCode: 200 }) as unknown as Response;
    let nextCalled = false;
    middleware(Object.assign(req, { baseUrl: '' }) as Request, res, () => (nextCalled = true));
    expect(nextCalled).toBe(true);
    return res;
  };
  return { observed, request };
}

describe('httpMetrics', () => {
  it('records the route template and status once the response is sent, once', () => {
    const { observed, request } = harness();
    const req: Partial<Request> = { method: 'GET' };
    const res = request(req);
    expect(observed).toEqual([]);
    // Express sets req.route when a route matches, after this middleware ran.
    req.route = { path: '/api/v1/payment/:paymentId' };
    res.statusCode = 404;
    res.emit('finish');
    res.emit('close');
    expect(observed).toEqual([['GET', '/api/v1/payment/:paymentId', '404', expect.any(Number)]]);
    expect(observed[0][3]).toBeGreaterThanOrEqual(0);
  });

  it('labels a request no route matched "unmatched" (401/404/405 answered before a handler)', () => {
    const { observed, request } = harness();
    const res = request({ method: 'PUT' });
    res.statusCode = 405;
    res.emit('finish');
    expect(observed).toEqual([['PUT', UNMATCHED_ROUTE, '405', expect.any(Number)]]);
  });

  it('records "aborted" when the connection closes before the response was sent', () => {
    const { observed, request } = harness();
    const res = request({ method: 'POST', route: { path: '/api/v1/events/wait_next' } });
    res.emit('close');
    res.emit('finish');
    expect(observed).toEqual([['POST', '/api/v1/events/wait_next', 'aborted', expect.any(Number)]]);
  });
});

describe('routeTemplate', () => {
  it('joins a mounted router\'s base URL with the route path and never uses the raw path', () => {
    expect(routeTemplate({ baseUrl: '/api/v1', route: { path: '/payment/:paymentId' } })).toBe('/api/v1/payment/:paymentId');
    expect(routeTemplate({ baseUrl: '', route: { path: '/docs-json' } })).toBe('/docs-json');
    expect(routeTemplate({ baseUrl: '', route: undefined })).toBe(UNMATCHED_ROUTE);
    expect(routeTemplate({ baseUrl: '', route: { path: /^\/regex$/ } })).toBe(UNMATCHED_ROUTE);
  });
});
